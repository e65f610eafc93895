import { useLingui } from '@lingui/react/macro';
import type { FieldErrors } from '../../lib/forms';
import { Field } from '../../components/ui/field';
import { TimezoneField } from './timezone-field';

export interface HotelValues {
  name: string;
  address: string;
  timezone: string;
}

/** Name, address and timezone: shared by the Add Hotel and Edit Hotel dialogs. */
export function HotelFields({
  values,
  errors,
  onChange,
}: {
  values: HotelValues;
  errors: FieldErrors;
  onChange(values: HotelValues): void;
}) {
  const { t } = useLingui();
  const set = (field: keyof HotelValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });
  return (
    <>
      <Field label={t`Hotel Name`} required value={values.name} error={errors.name} onChange={set('name')} />
      <Field label={t`Address (optional)`} autoComplete="off" value={values.address} error={errors.address} onChange={set('address')} />
      <TimezoneField value={values.timezone} error={errors.timezone} onChange={(timezone) => onChange({ ...values, timezone })} />
    </>
  );
}
