import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CLEANING_TYPES, type CleaningType } from '../../../src-shared/cleaning-types';
import { NativeSelect } from '../ui/input';
import { Label } from '../ui/label';
import { CLEANING_TYPE_LABELS } from './lifecycle-labels';

/** What the cleaning is, chosen when rooms are marked dirty (departure by default, DESIGN §12). */
export function CleaningTypeField({ value, onChange }: { value: CleaningType; onChange(value: CleaningType): void }) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        <Trans>Cleaning type</Trans>
      </Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as CleaningType)}>
        {CLEANING_TYPES.map((type) => (
          <option key={type} value={type}>
            {i18n._(CLEANING_TYPE_LABELS[type])}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
