import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast';
import { signupInput } from '../../../src-shared/auth.schemas';
import { DEFAULT_SIGNUP_ROLE, SELF_SIGNUP_ROLES, type SelfSignupRole } from '../../../src-shared/roles';
import { trpc } from '../../lib/trpc';
import { errorMessage, validate, type FieldErrors } from '../../lib/forms';
import { ROLE_LABELS } from '../../lib/role-labels';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

const EMPTY = { fullName: '', email: '', password: '', role: DEFAULT_SIGNUP_ROLE as SelfSignupRole, hotelName: '' };

/** Staff self-registration; the account then waits for an admin (spec §2 /auth). */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { t, i18n } = useLingui();
  const roleId = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const signup = trpc.auth.signup.useMutation();

  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(signupInput, values);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    try {
      await signup.mutateAsync(checked.data);
      toast.success(t`Account created! Waiting for admin approval.`);
      setValues(EMPTY);
      onSignedUp();
    } catch (error) {
      toast.error(errorMessage(error, t`Signup failed`));
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field label={t`Full Name`} autoComplete="name" required value={values.fullName} error={errors.fullName} onChange={set('fullName')} />
      <Field label={t`Email`} type="email" autoComplete="email" required value={values.email} error={errors.email} onChange={set('email')} />
      <Field
        label={t`Password`}
        type="password"
        autoComplete="new-password"
        required
        value={values.password}
        error={errors.password}
        onChange={set('password')}
      />
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
        error={errors.hotelName}
        onChange={set('hotelName')}
      />
      <Button type="submit" className="w-full" disabled={signup.isPending}>
        <Trans>Sign Up</Trans>
      </Button>
    </form>
  );
}
