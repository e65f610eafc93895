import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast';
import { adminSignupInput } from '../../../src-shared/auth.schemas';
import { ADMIN_SIGNUP_REDIRECT_MS } from '../../../src-shared/limits';
import { trpc } from '../../lib/trpc';
import { fetchSessionUser, useStartSession } from '../../lib/session';
import { errorMessage, validate, type FieldErrors } from '../../lib/forms';
import { PublicHeader } from '../../components/public-header';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';

/** Bootstrap: the first admin registers here; the server refuses once an admin exists. */
export function AdminSignupScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [values, setValues] = useState({ fullName: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const adminSignup = trpc.auth.adminSignup.useMutation();
  const utils = trpc.useUtils();
  const startSession = useStartSession();

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(adminSignupInput, values);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    try {
      await adminSignup.mutateAsync(checked.data);
      toast.success(t`Admin account created successfully!`);
      setDone(true);
      // The answer signed the new admin in (issue 18): on to the dashboard, not to a second sign-in.
      // Should the session not hold (cookies blocked), /auth as the spec has it.
      const user = await fetchSessionUser(utils);
      if (user) startSession(user);
      redirectTimer.current = setTimeout(() => void navigate({ to: user ? '/dashboard' : '/auth' }), ADMIN_SIGNUP_REDIRECT_MS);
    } catch (error) {
      toast.error(errorMessage(error, t`Signup failed`));
    }
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="flex flex-1 items-start justify-center px-4 pb-10 sm:items-center">
        <Card className="w-full max-w-md">
          <CardHeader className="text-center">
            <h1 className="text-2xl font-bold">
              <Trans>Admin Registration</Trans>
            </h1>
            <CardDescription>
              <Trans>Create the administrator account for this installation</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
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
              <Button type="submit" className="w-full" disabled={adminSignup.isPending || done}>
                <Trans>Create Admin Account</Trans>
              </Button>
            </form>
            <p className="text-center text-sm">
              <Trans>Already have an account?</Trans>{' '}
              <Link to="/auth" className="font-medium text-primary underline underline-offset-4 dark:text-blue-300">
                <Trans>Sign In</Trans>
              </Link>
            </p>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
