import { Trans, useLingui } from '@lingui/react/macro';
import { changePasswordInput } from '../../../src-shared/profile.schemas';
import { trpc } from '../../lib/trpc';
import { SecretField } from '../../components/forms/secret-field';
import { useFormValues } from '../../components/forms/use-form-values';
import { Button } from '../../components/ui/button';
import { SettingsCard } from './settings-card';
import { useSettingsSubmit } from './use-settings-submit';

export function PasswordCard() {
  const { t } = useLingui();
  const { values, set, reset } = useFormValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const changePassword = trpc.profile.changePassword.useMutation();
  const form = useSettingsSubmit({
    schema: changePasswordInput,
    check: () => (values.newPassword !== values.confirmPassword ? { confirmPassword: t`New passwords do not match` } : null),
    mutate: changePassword.mutateAsync,
    onSuccess: reset,
    success: t`Password changed successfully`,
    failure: t`Failed to change password`,
  });

  return (
    <SettingsCard title={<Trans>Change Password</Trans>} description={<Trans>Other devices are signed out when the password changes</Trans>}>
      <form noValidate onSubmit={form.submitWith(values)} className="space-y-4">
        <SecretField label={t`Current Password`} kind="current-password" required value={values.currentPassword} error={form.errors.currentPassword} onChange={set('currentPassword')} />
        <SecretField label={t`New Password`} kind="new-password" required value={values.newPassword} error={form.errors.newPassword} onChange={set('newPassword')} />
        <SecretField label={t`Confirm New Password`} kind="new-password" required value={values.confirmPassword} error={form.errors.confirmPassword} onChange={set('confirmPassword')} />
        <Button type="submit" disabled={form.pending}>
          <Trans>Change Password</Trans>
        </Button>
      </form>
    </SettingsCard>
  );
}
