import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast';
import { updateProfileInput, type Profile } from '../../../src-shared/profile.schemas';
import { trpc } from '../../lib/trpc';
import { errorMessage, firstError, validate } from '../../lib/forms';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { SecretField } from '../../components/forms/secret-field';
import { SettingsCard } from './settings-card';
import { errorToast } from './error-toast';

export function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const [fullName, setFullName] = useState(profile.fullName);
  const [email, setEmail] = useState(profile.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const update = trpc.profile.update.useMutation();
  // A new email needs the current password (a stolen session must not be enough to take the account).
  const emailChanged = email.trim().toLowerCase() !== profile.email.toLowerCase();

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Only changed fields are sent (spec §5).
    const changes: { fullName?: string; email?: string; currentPassword?: string } = {};
    if (fullName.trim() !== profile.fullName) changes.fullName = fullName;
    if (emailChanged) {
      if (!currentPassword) return errorToast(t`Enter your current password to change your email`);
      changes.email = email;
      changes.currentPassword = currentPassword;
    }
    if (Object.keys(changes).length === 0) {
      toast.info(t`No changes to save`);
      return;
    }
    const checked = validate(updateProfileInput, changes);
    if (!checked.data) return errorToast(firstError(checked.errors));
    try {
      const updated = await update.mutateAsync(checked.data);
      utils.profile.me.setData(undefined, updated);
      setFullName(updated.fullName);
      setEmail(updated.email);
      setCurrentPassword('');
      await utils.auth.session.invalidate();
      toast.success(t`Profile updated successfully`);
    } catch (error) {
      errorToast(errorMessage(error, t`Failed to update profile`));
    }
  }

  return (
    <SettingsCard title={<Trans>Profile Information</Trans>} description={<Trans>Update your name and email address</Trans>}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field label={t`Full Name`} autoComplete="name" required value={fullName} onChange={(e) => setFullName(e.target.value)} />
        <Field label={t`Email`} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        {emailChanged && (
          <SecretField label={t`Current Password`} kind="current-password" required value={currentPassword} onChange={(e) => setCurrentPassword(e.target.value)} />
        )}
        <Button type="submit" disabled={update.isPending}>
          <Trans>Update Profile</Trans>
        </Button>
      </form>
    </SettingsCard>
  );
}
