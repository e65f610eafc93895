import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { loginInput, pinLoginInput, type SessionUser } from '../../../src-shared/auth.schemas';
import { trpc } from '../../lib/trpc';
import { validate, type FieldErrors } from '../../lib/forms';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { SecretField } from '../../components/forms/secret-field';
import { SegmentedRadioGroup } from '../../components/ui/segmented-radio-group';
import { AccountStatusNotice } from './account-status-notice';
import { useLoginOutcome } from './use-login-outcome';
import { rememberedSignIn, rememberSignIn } from './device-sign-in';

type Method = 'password' | 'pin';

export function SignInPanel() {
  const { t } = useLingui();
  const [remembered, setRemembered] = useState(rememberedSignIn);
  const [method, setMethod] = useState<Method>(remembered?.method ?? 'password');
  const [email, setEmail] = useState(remembered?.email ?? '');
  const [password, setPassword] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const outcome = useLoginOutcome();
  const login = trpc.auth.login.useMutation();
  const pinLogin = trpc.auth.pinLogin.useMutation();
  const pending = login.isPending || pinLogin.isPending;

  function choose(next: Method) {
    setMethod(next);
    setErrors({});
    outcome.clearNotice();
  }

  /** Validates the chosen form; null when invalid (errors are then shown). */
  function request(): Promise<SessionUser> | null {
    if (method === 'password') {
      const checked = validate(loginInput, { email, password });
      setErrors(checked.errors ?? {});
      return checked.data ? login.mutateAsync(checked.data) : null;
    }
    const checked = validate(pinLoginInput, { email, pin });
    setErrors(checked.errors ?? {});
    return checked.data ? pinLogin.mutateAsync(checked.data) : null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    outcome.clearNotice();
    const pendingUser = request();
    if (!pendingUser) return;
    try {
      const user = await pendingUser;
      rememberSignIn({ email: user.email, method });
      await outcome.succeeded(user, method);
    } catch (error) {
      outcome.failed(error);
    }
  }

  return (
    <div className="space-y-4">
      <SegmentedRadioGroup
        label={t`Login method`}
        value={method}
        onChange={choose}
        options={[
          { value: 'password', label: <Trans>Password</Trans> },
          { value: 'pin', label: <Trans>Quick PIN</Trans> },
        ]}
      />
      {outcome.notice && <AccountStatusNotice status={outcome.notice} />}
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field
          label={t`Email`}
          type="email"
          autoComplete="username"
          required
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {remembered && email === remembered.email && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              rememberSignIn(null);
              setRemembered(null);
              setEmail('');
            }}
          >
            <Trans>Not {remembered.email}? Use another account</Trans>
          </Button>
        )}
        {method === 'password' ? (
          <SecretField label={t`Password`} kind="current-password" required value={password} error={errors.password} onChange={(e) => setPassword(e.target.value)} />
        ) : (
          <SecretField label={t`PIN`} kind="pin" required value={pin} error={errors.pin} onChange={(e) => setPin(e.target.value)} />
        )}
        <Button type="submit" className="w-full" disabled={pending}>
          <Trans>Sign In</Trans>
        </Button>
      </form>
      <p className="text-center text-sm">
        <Link to="/admin-signup" className="font-medium text-primary underline underline-offset-4 dark:text-blue-300">
          <Trans>Create admin account</Trans>
        </Link>
      </p>
    </div>
  );
}
