import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { AppShell } from '../../components/app-shell';
import { AdminDashboard } from '../../features/admin/admin-dashboard';
import { ManagerDashboard } from '../../features/manager/manager-dashboard';
import { FrontDeskScreen } from '../../features/frontdesk/front-desk-screen';
import { HousekeeperDashboard } from '../../features/housekeeper/housekeeper-dashboard';

export const Route = createFileRoute('/_authed/dashboard')({
  component: Dashboard,
});

function Dashboard() {
  const { user } = Route.useRouteContext();
  return (
    <AppShell title={<Trans>Dashboard</Trans>}>
      <RoleBody role={user.role} />
    </AppShell>
  );
}

function RoleBody({ role }: { role: string }) {
  switch (role) {
    case 'admin':
      return <AdminDashboard />;
    case 'manager':
      return <ManagerDashboard />;
    case 'frontdesk':
      return <FrontDeskScreen />;
    case 'housekeeper':
      return <HousekeeperDashboard />;
    default:
      return (
        <p role="alert" className="text-destructive">
          <Trans>Invalid role</Trans>
        </p>
      );
  }
}
