import { lazy } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useWorkspaceHotel } from '../../../features/workspace/use-workspace-hotel';

// Its own chunk: the import's CSV reading and mapping load only when a manager opens the plan.
const PlanView = lazy(() => import('../../../features/occupancy/plan-view').then((m) => ({ default: m.PlanView })));

/** The manager's day plan (issue 20): today's occupancy, the plan from it, the cleaning rules. */
export const Route = createFileRoute('/_authed/dashboard/plan')({
  beforeLoad: ({ context }) => {
    if (context.user.role !== 'manager') throw redirect({ to: '/dashboard' });
  },
  component: Plan,
});

function Plan() {
  const hotelId = useWorkspaceHotel();
  return hotelId ? <PlanView hotelId={hotelId} /> : null;
}
