import { lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useWorkspaceHotel } from '../../../features/workspace/use-workspace-hotel';

// Loaded only by the role that shows it: the housekeeper's and the admin's /dashboard never fetch these.
const ShiftView = lazy(() => import('../../../features/manager/shift-view').then((m) => ({ default: m.ShiftView })));
const DeskView = lazy(() => import('../../../features/frontdesk/desk-view').then((m) => ({ default: m.DeskView })));

/** /dashboard, the landing URL of every role (spec §2): the manager's Shift view, the front desk's Desk view. */
export const Route = createFileRoute('/_authed/dashboard/')({
  component: Landing,
});

function Landing() {
  const { user } = Route.useRouteContext();
  const hotelId = useWorkspaceHotel();
  if (!hotelId) return null;
  if (user.role === 'manager') return <ShiftView hotelId={hotelId} />;
  if (user.role === 'frontdesk') return <DeskView hotelId={hotelId} />;
  // The admin's and the housekeeper's screens are the dashboard route's own.
  return null;
}
