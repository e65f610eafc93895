import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { AppShell } from '../../components/app-shell';
import { loadCatalogArea } from '../../lib/i18n';
import { ScreenSkeleton } from '../../components/ui/skeleton';

// Each role downloads only its own screen (DESIGN §9: the housekeeper's phone screen has a JS budget).
const AdminDashboard = lazy(() =>
  Promise.all([import('../../features/admin/admin-dashboard'), loadCatalogArea('admin'), loadCatalogArea('workload')]).then(([m]) => ({ default: m.AdminDashboard })),
);
// Managers and the front desk get a workspace: its views are the child routes (dashboard/*).
const ManagerWorkspace = lazy(() =>
  Promise.all([import('../../features/workspace/manager-workspace'), loadCatalogArea('workload'), loadCatalogArea('board'), loadCatalogArea('desk')]).then(([m]) => ({ default: m.ManagerWorkspace })),
);
const DeskWorkspace = lazy(() =>
  Promise.all([import('../../features/workspace/desk-workspace'), loadCatalogArea('board'), loadCatalogArea('desk')]).then(([m]) => ({ default: m.DeskWorkspace })),
);
const HousekeeperDashboard = lazy(() =>
  import('../../features/housekeeper/housekeeper-dashboard').then((m) => ({ default: m.HousekeeperDashboard })),
);

export const Route = createFileRoute('/_authed/dashboard')({
  // The workspace's data is asked for while its code downloads, not after (issue 18: the
  // landing settles within 1.5 s at 7,500 rooms). Not awaited: the screen never waits on it,
  // and data already cached (another view) is not fetched again.
  loader: ({ context: { user, trpc } }) => {
    if ((user.role !== 'manager' && user.role !== 'frontdesk') || !user.hotelId) return;
    const hotelId = user.hotelId;
    const ignore = () => undefined;
    void trpc.roomStatuses.byHotel.ensureData({ hotelId }).catch(ignore);
    void trpc.hotels.byId.ensureData({ id: hotelId }).catch(ignore);
    void trpc.staff.byHotel.ensureData({ hotelId }).catch(ignore);
  },
  component: Dashboard,
});

function Dashboard() {
  const { user } = Route.useRouteContext();
  return (
    <AppShell title={<Trans>Dashboard</Trans>}>
      {/* The screen's shape while its code loads (issue 13: not a bare spinner). */}
      <Suspense fallback={<ScreenSkeleton />}>
        <RoleBody role={user.role} />
      </Suspense>
    </AppShell>
  );
}

function RoleBody({ role }: { role: string }) {
  switch (role) {
    case 'admin':
      return <AdminDashboard />;
    case 'manager':
      return <ManagerWorkspace />;
    case 'frontdesk':
      return <DeskWorkspace />;
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
