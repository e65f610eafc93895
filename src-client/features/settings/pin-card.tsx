import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast';
import { removePinInput, setPinInput, type Profile } from '../../../src-shared/profile.schemas';
import { PIN_LENGTH } from '../../../src-shared/limits';
import { trpc } from '../../lib/trpc';
import { digitsOnly, errorMessage, firstError, validate, type FieldErrors } from '../../lib/forms';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { SettingsCard } from './settings-card';
import { errorToast } from './error-toast';

const EMPTY = { currentPassword: '', pin: '', confirmPin: '' };

export function PinCard({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const [values, setValues] = useState(EMPTY);
  // Each message also next to its field (issue 13).
  const [errors, setErrors] = useState<FieldErrors>({});
  const setPin = trpc.profile.setPin.useMutation();
  const removePin = trpc.profile.removePin.useMutation();
  const hasPin = profile.pin === true;
  const pending = setPin.isPending || removePin.isPending;

  const setPassword = (event: { target: { value: string } }) => setValues((v) => ({ ...v, currentPassword: event.target.value }));
  const setDigits = (field: 'pin' | 'confirmPin') => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: digitsOnly(event.target.value, PIN_LENGTH) }));

  function saved(updated: Profile, message: string) {
    utils.profile.me.setData(undefined, updated);
    setValues(EMPTY);
    toast.success(message);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (values.pin !== values.confirmPin) {
      setErrors({ confirmPin: t`PINs do not match` });
      return errorToast(t`PINs do not match`);
    }
    const checked = validate(setPinInput, values);
    setErrors(checked.errors ?? {});
    if (!checked.data) return errorToast(firstError(checked.errors));
    try {
      saved(await setPin.mutateAsync(checked.data), t`PIN set successfully`);
    } catch (error) {
      errorToast(errorMessage(error, t`Failed to set PIN`));
    }
  }

  async function remove() {
    const checked = validate(removePinInput, values);
    setErrors(checked.errors ?? {});
    if (!checked.data) return errorToast(firstError(checked.errors));
    try {
      saved(await removePin.mutateAsync(checked.data), t`PIN removed successfully`);
    } catch (error) {
      errorToast(errorMessage(error, t`Failed to remove PIN`));
    }
  }

  return (
    <SettingsCard
      title={<Trans>Quick PIN Login</Trans>}
      description={<Trans>Sign in with your email and a {PIN_LENGTH}-digit PIN</Trans>}
    >
      {hasPin && (
        <p className="mb-4 text-sm font-medium text-green-800 dark:text-green-300">
          <Trans>✓ PIN is currently active</Trans>
        </p>
      )}
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field
          label={t`Current Password`}
          type="password"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          error={errors.currentPassword}
          onChange={setPassword}
        />
        <Field
          label={t`New PIN`}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={values.pin}
          error={errors.pin}
          onChange={setDigits('pin')}
        />
        <Field
          label={t`Confirm PIN`}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={values.confirmPin}
          error={errors.confirmPin}
          onChange={setDigits('confirmPin')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending}>
            {hasPin ? <Trans>Change PIN</Trans> : <Trans>Set PIN</Trans>}
          </Button>
          {hasPin && (
            <Button type="button" variant="destructive" disabled={pending} onClick={() => void remove()}>
              <Trans>Remove PIN</Trans>
            </Button>
          )}
        </div>
      </form>
    </SettingsCard>
  );
}
