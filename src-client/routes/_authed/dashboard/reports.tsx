import { lazy } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useWorkspaceHotel } from '../../../features/workspace/use-workspace-hotel';

const ReportsView = lazy(() => import('../../../features/workspace/manager-views').then((m) => ({ default: m.ReportsView })));

/** The manager's reports: the Daily Cleaning Report and the attendant report. */
export const Route = createFileRoute('/_authed/dashboard/reports')({
  beforeLoad: ({ context }) => {
    if (context.user.role !== 'manager') throw redirect({ to: '/dashboard' });
  },
  component: Reports,
});

function Reports() {
  const hotelId = useWorkspaceHotel();
  return hotelId ? <ReportsView hotelId={hotelId} /> : null;
}
