import { Trans } from '@lingui/react/macro';
import { AppShell } from '../../components/app-shell';
import { AdminDashboard } from './admin-dashboard';
import type { AdminTab } from './admin-tabs';

/** /admin/users: the admin panel opened on its staff tabs. */
export function AdminUsersScreen({ tab }: { tab: AdminTab }) {
  return (
    <AppShell title={<Trans>Staff Management</Trans>}>
      <AdminDashboard initialTab={tab} />
    </AppShell>
  );
}
