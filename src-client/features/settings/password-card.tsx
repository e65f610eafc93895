import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast';
import { changePasswordInput } from '../../../src-shared/profile.schemas';
import { trpc } from '../../lib/trpc';
import { errorMessage, firstError, validate, type FieldErrors } from '../../lib/forms';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { SettingsCard } from './settings-card';
import { errorToast } from './error-toast';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordCard() {
  const { t } = useLingui();
  const [values, setValues] = useState(EMPTY);
  // Each message also next to its field (issue 13).
  const [errors, setErrors] = useState<FieldErrors>({});
  const changePassword = trpc.profile.changePassword.useMutation();

  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (values.newPassword !== values.confirmPassword) {
      setErrors({ confirmPassword: t`New passwords do not match` });
      return errorToast(t`New passwords do not match`);
    }
    const checked = validate(changePasswordInput, values);
    setErrors(checked.errors ?? {});
    if (!checked.data) return errorToast(firstError(checked.errors));
    try {
      await changePassword.mutateAsync(checked.data);
      setValues(EMPTY);
      toast.success(t`Password changed successfully`);
    } catch (error) {
      errorToast(errorMessage(error, t`Failed to change password`));
    }
  }

  return (
    <SettingsCard title={<Trans>Change Password</Trans>} description={<Trans>Other devices are signed out when the password changes</Trans>}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field
          label={t`Current Password`}
          type="password"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          error={errors.currentPassword}
          onChange={set('currentPassword')}
        />
        <Field
          label={t`New Password`}
          type="password"
          autoComplete="new-password"
          required
          value={values.newPassword}
          error={errors.newPassword}
          onChange={set('newPassword')}
        />
        <Field
          label={t`Confirm New Password`}
          type="password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={set('confirmPassword')}
        />
        <Button type="submit" disabled={changePassword.isPending}>
          <Trans>Change Password</Trans>
        </Button>
      </form>
    </SettingsCard>
  );
}
