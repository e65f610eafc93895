import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { allTimezones } from '../../../src-shared/timezones';
import { Field } from '../../components/ui/field';
import { SelectField } from './select-field';

/**
 * Every IANA timezone (issue 18), narrowed by a search box: 400-odd options are too many to
 * scroll. The chosen zone stays in the list whatever the search, so the select never shows
 * a value it does not hold.
 */
export function TimezoneField({ value, error, onChange }: { value: string; error?: string; onChange(zone: string): void }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const zones = useMemo(() => allTimezones(), []);
  const shown = useMemo(() => {
    const found = matching(zones, search);
    return found.includes(value) || !value ? found : [value, ...found];
  }, [zones, search, value]);

  function narrow(text: string) {
    setSearch(text);
    // The first match is chosen as one types, so 'Madrid' alone sets Europe/Madrid.
    const first = text.trim() ? matching(zones, text)[0] : undefined;
    if (first) onChange(first);
  }

  return (
    <>
      <Field label={t`Search timezones`} type="search" autoComplete="off" value={search} onChange={(e) => narrow(e.target.value)} />
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

/** Zones whose name holds the words typed ('new york' finds America/New_York). */
function matching(zones: string[], search: string): string[] {
  const words = search.trim().toLowerCase().replace(/\s+/g, '_');
  return words ? zones.filter((zone) => zone.toLowerCase().includes(words)) : zones;
}
