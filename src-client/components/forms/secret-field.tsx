import { PIN_LENGTH } from '../../../src-shared/limits';
import { digitsOnly } from '../../lib/forms';
import { Field } from '../ui/field';
import type { ValueChange } from './use-form-values';

/** What the secret is: a password manager fills the first, offers to save the second, and never sees a PIN. */
export type SecretKind = 'current-password' | 'new-password' | 'pin';

interface SecretFieldProps {
  label: string;
  kind: SecretKind;
  value: string;
  error?: string;
  required?: boolean;
  onChange: ValueChange;
}

/** A hidden password or PIN input; a PIN keeps digits only, up to its length (spec §5), on a numeric keypad. */
export function SecretField({ kind, onChange, ...props }: SecretFieldProps) {
  const pin = kind === 'pin';
  return (
    <Field
      type="password"
      inputMode={pin ? 'numeric' : undefined}
      autoComplete={pin ? 'off' : kind}
      onChange={(event) => onChange(pin ? { target: { value: digitsOnly(event.target.value, PIN_LENGTH) } } : event)}
      {...props}
    />
  );
}
