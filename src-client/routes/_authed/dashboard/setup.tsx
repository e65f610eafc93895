import { createFileRoute, redirect } from '@tanstack/react-router';
import { useWorkspaceHotel } from '../../../features/workspace/use-workspace-hotel';
import { SetupView } from '../../../features/manager/setup-view';

/** The manager's setup: the inspection setting and room types. */
export const Route = createFileRoute('/_authed/dashboard/setup')({
  beforeLoad: ({ context }) => {
    if (context.user.role !== 'manager') throw redirect({ to: '/dashboard' });
  },
  component: Setup,
});

function Setup() {
  const hotelId = useWorkspaceHotel();
  return hotelId ? <SetupView hotelId={hotelId} /> : null;
}
