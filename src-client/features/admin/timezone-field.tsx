import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { allTimezones } from '../../../src-shared/timezones';
import { matchingZones } from '../../../src-shared/timezone-search';
import { Field } from '../../components/ui/field';
import { SelectField } from './select-field';

/**
 * Every IANA timezone (issue 18), narrowed by a search box: 400-odd options are too many to
 * scroll, found by today's names and big cities too ('Kolkata', 'Mumbai'). The chosen zone
 * stays in the list whatever the search, so the select never shows a value it does not hold;
 * a search that finds nothing says so rather than seem to keep that zone (issue 29).
 */
export function TimezoneField({ value, error, onChange }: { value: string; error?: string; onChange(zone: string): void }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const zones = useMemo(() => allTimezones(), []);
  const found = useMemo(() => matchingZones(zones, search), [zones, search]);
  const shown = found.includes(value) || !value ? found : [value, ...found];
  const typed = search.trim();

  function narrow(text: string) {
    setSearch(text);
    // The first match is chosen as one types, so 'Madrid' alone sets Europe/Madrid.
    const first = text.trim() ? matchingZones(zones, text)[0] : undefined;
    if (first) onChange(first);
  }

  return (
    <>
      <Field label={t`Search timezones`} type="search" autoComplete="off" value={search} onChange={(e) => narrow(e.target.value)} />
      {typed && found.length === 0 && (
        <p role="status" className="text-sm text-destructive dark:text-red-400">
          {t`No timezone matches “${typed}”: the timezone is still ${value}.`}
        </p>
      )}
      <SelectField label={t`Timezone`} value={value} error={error} onChange={(e) => onChange(e.target.value)}>
        {shown.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </SelectField>
    </>
  );
}

