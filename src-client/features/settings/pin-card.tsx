import { Trans, useLingui } from '@lingui/react/macro';
import { removePinInput, setPinInput, type Profile } from '../../../src-shared/profile.schemas';
import { PIN_LENGTH } from '../../../src-shared/limits';
import { trpc } from '../../lib/trpc';
import { SecretField } from '../../components/forms/secret-field';
import { useFormValues } from '../../components/forms/use-form-values';
import { Button } from '../../components/ui/button';
import { SettingsCard } from './settings-card';
import { useSettingsSubmit } from './use-settings-submit';

export function PinCard({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const { values, set, reset } = useFormValues({ currentPassword: '', pin: '', confirmPin: '' });
  const setPin = trpc.profile.setPin.useMutation();
  const removePin = trpc.profile.removePin.useMutation();
  const hasPin = profile.pin === true;

  function saved(updated: Profile) {
    utils.profile.me.setData(undefined, updated);
    reset();
  }
  const setting = useSettingsSubmit({
    schema: setPinInput,
    check: () => (values.pin !== values.confirmPin ? { confirmPin: t`PINs do not match` } : null),
    mutate: setPin.mutateAsync,
    onSuccess: saved,
    success: t`PIN set successfully`,
    failure: t`Failed to set PIN`,
  });
  const removing = useSettingsSubmit({
    schema: removePinInput,
    mutate: removePin.mutateAsync,
    onSuccess: saved,
    success: t`PIN removed successfully`,
    failure: t`Failed to remove PIN`,
  });
  // One form, two actions: the fields show what the last one found.
  const errors = { ...setting.errors, ...removing.errors };
  const pending = setting.pending || removing.pending;

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
      <form
        noValidate
        onSubmit={(event) => {
          removing.setErrors({});
          setting.submitWith(values)(event);
        }}
        className="space-y-4"
      >
        <SecretField label={t`Current Password`} kind="current-password" required value={values.currentPassword} error={errors.currentPassword} onChange={set('currentPassword')} />
        <SecretField label={t`New PIN`} kind="pin" value={values.pin} error={errors.pin} onChange={set('pin')} />
        <SecretField label={t`Confirm PIN`} kind="pin" value={values.confirmPin} error={errors.confirmPin} onChange={set('confirmPin')} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending}>
            {hasPin ? <Trans>Change PIN</Trans> : <Trans>Set PIN</Trans>}
          </Button>
          {hasPin && (
            <Button
              type="button"
              variant="destructive"
              disabled={pending}
              onClick={() => {
                setting.setErrors({});
                void removing.run(values);
              }}
            >
              <Trans>Remove PIN</Trans>
            </Button>
          )}
        </div>
      </form>
    </SettingsCard>
  );
}
