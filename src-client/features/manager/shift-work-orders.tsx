import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { trpc } from '../../lib/trpc';
import { BoardSection } from '../../components/board-section';
import { buttonClass } from '../../components/ui/button';

/**
 * The hotel's work orders at a glance on the Shift view (DESIGN §18, issue 21): how many wait,
 * how many are urgent, how many keep a room out of order, and the way to the Work orders view
 * (/dashboard/work-orders). A section here rather than a sixth nav link: five views are
 * what fits a phone in Spanish.
 */
export function ShiftWorkOrders({ hotelId }: { hotelId: string }) {
  const list = trpc.workOrders.list.useQuery({ hotelId });
  const waiting = (list.data ?? []).filter((order) => order.status !== 'done');
  const open = waiting.length;
  const urgent = waiting.filter((order) => order.priority === 'urgent').length;
  const outOfOrder = waiting.filter((order) => order.outOfOrder).length;
  return (
    <BoardSection
      title={<Trans>Work orders</Trans>}
      actions={
        <Link to="/dashboard/work-orders" className={buttonClass('outline', 'sm')}>
          <Trans>See work orders</Trans>
        </Link>
      }
    >
      {() => (
        <>
          {list.isError ? (
            <p role="alert" className="text-sm text-destructive">
              <Trans>Work orders could not be loaded</Trans>
            </p>
          ) : (
            list.data && (
              <p className="text-sm text-muted-foreground" data-work-order-counts>
                <Trans>
                  Waiting: {open} · Urgent: {urgent} · Rooms out of order: {outOfOrder}
                </Trans>
              </p>
            )
          )}
        </>
      )}
    </BoardSection>
  );
}
