import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast';
import { updateProfileInput, type Profile } from '../../../src-shared/profile.schemas';
import { trpc } from '../../lib/trpc';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { SecretField } from '../../components/forms/secret-field';
import { SettingsCard } from './settings-card';
import { useSettingsSubmit } from './use-settings-submit';

export function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const [fullName, setFullName] = useState(profile.fullName);
  const [email, setEmail] = useState(profile.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const update = trpc.profile.update.useMutation();
  // A new email needs the current password (a stolen session must not be enough to take the account).
  const emailChanged = email.trim().toLowerCase() !== profile.email.toLowerCase();
  // Only changed fields are sent (spec §5).
  const changes = {
    ...(fullName.trim() !== profile.fullName ? { fullName } : {}),
    ...(emailChanged ? { email, currentPassword } : {}),
  };
  const form = useSettingsSubmit({
    schema: updateProfileInput,
    check: () => (emailChanged && !currentPassword ? { currentPassword: t`Enter your current password to change your email` } : null),
    mutate: update.mutateAsync,
    onSuccess: (updated) => {
      utils.profile.me.setData(undefined, updated);
      setFullName(updated.fullName);
      setEmail(updated.email);
      setCurrentPassword('');
    },
    success: t`Profile updated successfully`,
    failure: t`Failed to update profile`,
    refresh: () => utils.auth.session.invalidate(),
  });

  function submit(event: FormEvent) {
    if (Object.keys(changes).length > 0) return form.submitWith(changes)(event);
    event.preventDefault();
    form.setErrors({});
    toast.info(t`No changes to save`);
  }

  return (
    <SettingsCard title={<Trans>Profile Information</Trans>} description={<Trans>Update your name and email address</Trans>}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field label={t`Full Name`} autoComplete="name" required value={fullName} error={form.errors.fullName} onChange={(e) => setFullName(e.target.value)} />
        <Field label={t`Email`} type="email" autoComplete="email" required value={email} error={form.errors.email} onChange={(e) => setEmail(e.target.value)} />
        {emailChanged && (
          <SecretField
            label={t`Current Password`}
            kind="current-password"
            required
            value={currentPassword}
            error={form.errors.currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
          />
        )}
        <Button type="submit" disabled={form.pending}>
          <Trans>Update Profile</Trans>
        </Button>
      </form>
    </SettingsCard>
  );
}
