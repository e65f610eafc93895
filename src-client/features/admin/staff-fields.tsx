import { useLingui } from '@lingui/react/macro';
import { ROLES, type Role } from '../../../src-shared/roles';
import { ROLE_LABELS } from '../../lib/role-labels';
import { trpc } from '../../lib/trpc';
import { SelectField } from './select-field';
import { byName } from './sort';

interface HotelSelectProps {
  label: string;
  value: string;
  onChange(hotelId: string): void;
  /** Text of the empty choice ('' = none chosen). */
  emptyLabel: string;
  /** The empty choice only prompts: once a hotel is chosen it cannot be chosen again. */
  emptyDisabled?: boolean;
  required?: boolean;
  error?: string;
}

/** Every hotel, by name; the empty value means no hotel. */
export function HotelSelect({ label, value, onChange, emptyLabel, emptyDisabled, required, error }: HotelSelectProps) {
  const hotels = trpc.hotels.list.useQuery();
  return (
    <SelectField label={label} value={value} required={required} error={error} onChange={(e) => onChange(e.target.value)}>
      <option value="" disabled={emptyDisabled}>
        {emptyLabel}
      </option>
      {byName(hotels.data ?? []).map((hotel) => (
        <option key={hotel.id} value={hotel.id}>
          {hotel.name}
        </option>
      ))}
    </SelectField>
  );
}

/** All four roles (an admin may make anyone admin). */
export function RoleSelect({ label, value, onChange }: { label: string; value: Role; onChange(role: Role): void }) {
  const { i18n } = useLingui();
  return (
    <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value as Role)}>
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {i18n._(ROLE_LABELS[role])}
        </option>
      ))}
    </SelectField>
  );
}
