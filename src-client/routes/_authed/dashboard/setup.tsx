import { lazy } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useWorkspaceHotel } from '../../../features/workspace/use-workspace-hotel';

const SetupView = lazy(() => import('../../../features/workspace/manager-views').then((m) => ({ default: m.SetupView })));

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
