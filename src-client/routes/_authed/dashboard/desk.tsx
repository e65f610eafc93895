import { lazy } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useWorkspaceHotel } from '../../../features/workspace/use-workspace-hotel';

const GuestServiceView = lazy(() => import('../../../features/workspace/manager-views').then((m) => ({ default: m.GuestServiceView })));

/** The manager's Desk view (issue 29): guest requests, discrepancies and lost and found, as the desk has them. */
export const Route = createFileRoute('/_authed/dashboard/desk')({
  beforeLoad: ({ context }) => {
    // The front desk has all of it at /dashboard itself.
    if (context.user.role !== 'manager') throw redirect({ to: '/dashboard' });
  },
  component: Desk,
});

function Desk() {
  const hotelId = useWorkspaceHotel();
  return hotelId ? <GuestServiceView hotelId={hotelId} /> : null;
}
