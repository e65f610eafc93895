import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { adminSignupInput } from '../../../src-shared/auth.schemas';
import { ADMIN_SIGNUP_REDIRECT_MS } from '../../../src-shared/limits';
import { trpc } from '../../lib/trpc';
import { fetchSessionUser, useStartSession } from '../../lib/session';
import { useFormSubmit } from '../../lib/use-form-submit';
import { AccountFields } from '../../components/forms/account-fields';
import { useFormValues } from '../../components/forms/use-form-values';
import { Button } from '../../components/ui/button';
import { CardContent } from '../../components/ui/card';
import { PublicCardPage } from './public-card-page';

/** Bootstrap: the first admin registers here; the server refuses once an admin exists. */
export function AdminSignupScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { values, set } = useFormValues({ fullName: '', email: '', password: '' });
  const [done, setDone] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const adminSignup = trpc.auth.adminSignup.useMutation();
  const utils = trpc.useUtils();
  const startSession = useStartSession();

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  // The answer signed the new admin in (issue 18): on to the dashboard, not to a second sign-in.
  // Should the session not hold (cookies blocked), /auth as the spec has it.
  async function goOn() {
    const user = await fetchSessionUser(utils);
    if (user) startSession(user);
    redirectTimer.current = setTimeout(() => void navigate({ to: user ? '/dashboard' : '/auth' }), ADMIN_SIGNUP_REDIRECT_MS);
  }

  const form = useFormSubmit({
    schema: adminSignupInput,
    mutate: adminSignup.mutateAsync,
    success: t`Admin account created successfully!`,
    failure: t`Signup failed`,
    onSuccess: () => {
      setDone(true);
      void goOn();
    },
  });

  return (
    <PublicCardPage title={<Trans>Admin Registration</Trans>} description={<Trans>Create the administrator account for this installation</Trans>}>
      <CardContent className="space-y-4">
        <form noValidate onSubmit={form.submitWith(values)} className="space-y-4">
          <AccountFields fields={['fullName', 'email', 'password']} values={values} errors={form.errors} set={set} own />
          <Button type="submit" className="w-full" disabled={form.pending || done}>
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
    </PublicCardPage>
  );
}
