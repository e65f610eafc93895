import { lazy } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasInspectView } from '../../../../src-shared/room-status';
import { useWorkspaceHotel } from '../../../features/workspace/use-workspace-hotel';

const InspectView = lazy(() => import('../../../features/workspace/manager-views').then((m) => ({ default: m.InspectView })));

/** What waits for an inspector (issue 29): the rooms awaiting inspection, first on the screen. */
export const Route = createFileRoute('/_authed/dashboard/inspect')({
  beforeLoad: ({ context }) => {
    if (!hasInspectView(context.user.role)) throw redirect({ to: '/dashboard' });
  },
  component: Inspect,
});

function Inspect() {
  const hotelId = useWorkspaceHotel();
  return hotelId ? <InspectView hotelId={hotelId} /> : null;
}
