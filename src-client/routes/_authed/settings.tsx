import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { trpc } from '../../lib/trpc';
import { AppShell } from '../../components/app-shell';
import { Spinner } from '../../components/ui/spinner';
import { ProfileCard } from '../../features/settings/profile-card';
import { PasswordCard } from '../../features/settings/password-card';
import { PinCard } from '../../features/settings/pin-card';

export const Route = createFileRoute('/_authed/settings')({
  loader: ({ context }) => context.trpc.profile.me.ensureData(),
  component: Settings,
});

function Settings() {
  const profile = trpc.profile.me.useQuery();
  return (
    <AppShell title={<Trans>Settings</Trans>} variant="back">
      {profile.data ? (
        <div className="mx-auto grid max-w-2xl gap-6">
          <ProfileCard key={profile.data.id} profile={profile.data} />
          <PasswordCard />
          <PinCard profile={profile.data} />
        </div>
      ) : (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      )}
    </AppShell>
  );
}
