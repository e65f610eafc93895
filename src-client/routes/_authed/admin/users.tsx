import { createFileRoute, redirect } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { AppShell } from '../../../components/app-shell';
import { AdminDashboard } from '../../../features/admin/admin-dashboard';

export const Route = createFileRoute('/_authed/admin/users')({
  beforeLoad: ({ context }) => {
    if (context.user.role !== 'admin') throw redirect({ to: '/dashboard' });
  },
  component: AdminUsers,
});

function AdminUsers() {
  return (
    <AppShell title={<Trans>Dashboard</Trans>}>
      <AdminDashboard />
    </AppShell>
  );
}
