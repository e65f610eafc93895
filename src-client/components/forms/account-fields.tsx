import { Fragment } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FieldErrors } from '../../lib/forms';
import { Field } from '../ui/field';
import { SecretField } from './secret-field';
import type { ValueChange } from './use-form-values';

export type AccountField = 'fullName' | 'email' | 'password';

interface AccountFieldsProps {
  /** The fields in the order the form shows them (the spec's order differs between forms). */
  fields: AccountField[];
  values: Record<AccountField, string>;
  errors: FieldErrors;
  set(field: AccountField): ValueChange;
  /** One's own account: the browser may fill in name and email (not when an admin creates someone else's). */
  own: boolean;
}

/** The name, email and new password of an account being created: sign-up, admin sign-up, Create New User. */
export function AccountFields({ fields, values, errors, set, own }: AccountFieldsProps) {
  const { t } = useLingui();
  function input(field: AccountField) {
    const common = { required: true, value: values[field], error: errors[field], onChange: set(field) };
    if (field === 'password') return <SecretField {...common} label={t`Password`} kind="new-password" />;
    if (field === 'email') return <Field {...common} label={t`Email`} type="email" autoComplete={own ? 'email' : 'off'} />;
    return <Field {...common} label={t`Full Name`} autoComplete={own ? 'name' : 'off'} />;
  }
  return fields.map((field) => <Fragment key={field}>{input(field)}</Fragment>);
}
