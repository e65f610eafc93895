import { lazy } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useWorkspaceHotel } from '../../../features/workspace/use-workspace-hotel';
import { loadCatalogArea } from '../../../lib/i18n';

// The work-order screens and their texts come with the view (DESIGN §9: no weight on the other views).
const WorkOrdersBoard = lazy(() =>
  Promise.all([import('../../../features/maintenance/work-orders-board'), loadCatalogArea('maintenance')]).then(([m]) => ({ default: m.WorkOrdersBoard })),
);

/** The manager's view of the hotel's work orders (DESIGN §18, issue 21). */
export const Route = createFileRoute('/_authed/dashboard/work-orders')({
  beforeLoad: ({ context }) => {
    if (context.user.role !== 'manager') throw redirect({ to: '/dashboard' });
  },
  component: WorkOrders,
});

function WorkOrders() {
  const hotelId = useWorkspaceHotel();
  return hotelId ? <WorkOrdersBoard hotelId={hotelId} /> : null;
}
