import { createFileRoute, redirect } from '@tanstack/react-router';
import { useWorkspaceHotel } from '../../../features/workspace/use-workspace-hotel';
import { ReportsView } from '../../../features/manager/reports-view';

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
