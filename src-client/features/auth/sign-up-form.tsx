import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { signupInput } from '../../../src-shared/auth.schemas';
import { DEFAULT_SIGNUP_ROLE, SELF_SIGNUP_ROLES, type SelfSignupRole } from '../../../src-shared/roles';
import { trpc } from '../../lib/trpc';
import { useFormSubmit } from '../../lib/use-form-submit';
import { ROLE_LABELS } from '../../lib/role-labels';
import { AccountFields } from '../../components/forms/account-fields';
import { useFormValues } from '../../components/forms/use-form-values';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

const EMPTY = { fullName: '', email: '', password: '', role: DEFAULT_SIGNUP_ROLE as SelfSignupRole, hotelName: '' };

/** Staff self-registration; the account then waits for an admin (spec §2 /auth). */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { t, i18n } = useLingui();
  const roleId = useId();
  const { values, set, reset } = useFormValues<typeof EMPTY>(EMPTY);
  const signup = trpc.auth.signup.useMutation();
  const form = useFormSubmit({
    schema: signupInput,
    mutate: signup.mutateAsync,
    success: t`Account created! Waiting for admin approval.`,
    failure: t`Signup failed`,
    onSuccess: () => {
      reset();
      onSignedUp();
    },
  });

  return (
    <form noValidate onSubmit={form.submitWith(values)} className="space-y-4">
      <AccountFields fields={['fullName', 'email', 'password']} values={values} errors={form.errors} set={set} own />
      <div className="space-y-1.5">
        <Label htmlFor={roleId}>
          <Trans>Role</Trans>
        </Label>
        <NativeSelect id={roleId} required value={values.role} onChange={set('role')}>
          {SELF_SIGNUP_ROLES.map((role) => (
            <option key={role} value={role}>
              {i18n._(ROLE_LABELS[role])}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Field
        label={t`Hotel Name (optional)`}
        autoComplete="organization"
        value={values.hotelName}
        error={form.errors.hotelName}
        onChange={set('hotelName')}
      />
      <Button type="submit" className="w-full" disabled={form.pending}>
        <Trans>Sign Up</Trans>
      </Button>
    </form>
  );
}
