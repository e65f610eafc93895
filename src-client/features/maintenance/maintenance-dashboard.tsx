import { WorkOrdersBoard } from './work-orders-board';

/** Maintenance's own dashboard (DESIGN §18): the hotel's work orders, as the manager sees them too. */
export function MaintenanceDashboard({ hotelId }: { hotelId: string; userId: string }) {
  return <WorkOrdersBoard hotelId={hotelId} />;
}
