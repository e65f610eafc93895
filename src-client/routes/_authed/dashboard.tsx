import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { skipToken } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { AppShell } from '../../components/app-shell';
import { loadCatalogArea } from '../../lib/i18n';
import { adminTabSearch } from '../../features/admin/admin-tabs';
import { trpc } from '../../lib/trpc';
import { ScreenSkeleton } from '../../components/ui/skeleton';

// Each role downloads only its own screen (DESIGN §9: the housekeeper's phone screen has a JS budget).
const AdminDashboard = lazy(() =>
  Promise.all([import('../../features/admin/admin-dashboard'), loadCatalogArea('admin'), loadCatalogArea('workload')]).then(([m]) => ({ default: m.AdminDashboard })),
);
// Managers and the front desk get a workspace: /dashboard is its landing view, the others are child routes (dashboard/*).
const ManagerWorkspace = lazy(() =>
  Promise.all([import('../../features/workspace/manager-views'), loadCatalogArea('workload'), loadCatalogArea('board'), loadCatalogArea('desk')]).then(([m]) => ({ default: m.ManagerWorkspace })),
);
const DeskWorkspace = lazy(() =>
  Promise.all([import('../../features/workspace/desk-views'), loadCatalogArea('board'), loadCatalogArea('desk')]).then(([m]) => ({ default: m.DeskWorkspace })),
);
// DESIGN §18: maintenance's own dashboard, its work orders.
const MaintenanceDashboard = lazy(() =>
  Promise.all([import('../../features/maintenance/maintenance-dashboard'), loadCatalogArea('maintenance')]).then(([m]) => ({ default: m.MaintenanceDashboard })),
);
// Issue 31: a supervisor's home is the Inspect view.
const SupervisorInspect = lazy(() =>
  Promise.all([import('../../features/lifecycle/inspect-view'), loadCatalogArea('desk')]).then(([m]) => ({ default: m.InspectView })),
);
const HousekeeperDashboard = lazy(() =>
  import('../../features/housekeeper/housekeeper-dashboard').then((m) => ({ default: m.HousekeeperDashboard })),
);

export const Route = createFileRoute('/_authed/dashboard')({
  // The admin panel's tab (the other roles have none).
  validateSearch: adminTabSearch,
  component: Dashboard,
});

function Dashboard() {
  const { user } = Route.useRouteContext();
  // The workspace's board is asked for while the workspace's code downloads, not after it
  // (issue 18: the landing settles within 1.5 s at 7,500 rooms); the views read the same query.
  const workspaceHotel = user.role === 'manager' || user.role === 'frontdesk' || user.role === 'supervisor' ? user.hotelId : null;
  trpc.roomStatuses.byHotel.useQuery(workspaceHotel ? { hotelId: workspaceHotel } : skipToken);
  return (
    <AppShell title={<Trans>Dashboard</Trans>}>
      {/* The screen's shape while its code loads (issue 13: not a bare spinner). */}
      <Suspense fallback={<ScreenSkeleton />}>
        <RoleBody role={user.role} hotelId={user.hotelId} userId={user.id} />
      </Suspense>
    </AppShell>
  );
}

function RoleBody({ role, hotelId, userId }: { role: string; hotelId: string | null; userId: string }) {
  switch (role) {
    case 'admin':
      return <AdminDashboard />;
    case 'manager':
      return <ManagerWorkspace />;
    case 'frontdesk':
      return <DeskWorkspace />;
    case 'housekeeper':
      return <HousekeeperDashboard />;
    case 'maintenance':
      return hotelId ? <MaintenanceDashboard hotelId={hotelId} userId={userId} /> : null;
    case 'supervisor':
      return hotelId ? <SupervisorInspect hotelId={hotelId} /> : null;
    default:
      return (
        <p role="alert" className="text-destructive">
          <Trans>Invalid role</Trans>
        </p>
      );
  }
}
