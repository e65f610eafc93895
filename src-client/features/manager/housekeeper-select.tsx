import type { ComponentProps } from 'react';
import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '../../components/ui/input';

export interface Housekeeper {
  id: string;
  fullName: string;
  alias: string | null;
}

/** A native select of the hotel's approved housekeepers, with an empty first choice. */
export function HousekeeperSelect({
  housekeepers,
  placeholder,
  ...props
}: ComponentProps<'select'> & { housekeepers: Housekeeper[]; placeholder?: string }) {
  const { t } = useLingui();
  return (
    <NativeSelect {...props}>
      <option value="">{placeholder ?? t`Select housekeeper`}</option>
      {housekeepers.map((h) => (
        <option key={h.id} value={h.id}>
          {h.alias ? `${h.fullName} (${h.alias})` : h.fullName}
        </option>
      ))}
    </NativeSelect>
  );
}
