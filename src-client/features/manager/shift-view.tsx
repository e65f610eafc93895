import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { trpc } from '../../lib/trpc';
import { useHotelBoard, useHousekeepers } from '../../lib/rooms';
import { useErrorToast } from '../../components/rooms/use-error-toast';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { ShiftBoard } from '../workload/shift-board';
import { useShift } from '../workload/use-shift';
import { ShiftLists } from '../lifecycle/shift-lists';
import { ShiftCountCards } from './shift-count-cards';
import { ShiftWorkOrders } from './shift-work-orders';
import { ReadyTimesPanel } from '../frontdesk/ready-times-panel';

const NO_ROOMS: BoardRoom[] = [];

/**
 * The manager's landing view (issue 18): the day's counts, progress per housekeeper with
 * Auto-assign and Hand over, then what waits for the manager (inspection, deferrals). All
 * of it in the first screen at 1280×800.
 */
export function ShiftView({ hotelId }: { hotelId: string }) {
  const board = useHotelBoard(hotelId);
  const people = useHousekeepers(hotelId);
  const hotel = trpc.hotels.byId.useQuery({ id: hotelId });
  // The roster too: 'Shift (0 on shift)' drawn before it is known flashed disabled (issue 29).
  const roster = useShift(hotelId);
  useErrorToast(board.error, msg`Failed to load data`);
  // A failed load empties the lists (spec §8).
  const rooms = board.isError ? NO_ROOMS : board.data;
  // The shift board waits for everything it shows, so it is drawn once and does not grow.
  const ready = rooms !== undefined && !people.isPending && !hotel.isPending && !roster.isPending;
  return (
    // data-shift-ready: the bench and the tests read when the view has its data (scripts/bench-workspace.ts).
    <div className="space-y-4" data-shift-ready={ready || undefined}>
      <ShiftCountCards rooms={rooms} timezone={hotel.data?.timezone} />
      {ready ? (
        <>
          <ShiftBoard hotelId={hotelId} rooms={rooms} housekeepers={people.data ?? []} />
          <ShiftLists rooms={rooms} />
          <ReadyTimesPanel hotelId={hotelId} timezone={hotel.data?.timezone} />
          <ShiftWorkOrders hotelId={hotelId} />
        </>
      ) : (
        <ShiftBoardSkeleton />
      )}
    </div>
  );
}

/** The shift board's heading, Auto-assign and first cards, at their final sizes. */
function ShiftBoardSkeleton() {
  const { t } = useLingui();
  return (
    <Card role="status" aria-label={t`Loading...`} className="space-y-3 p-4 sm:p-5">
      <div className="flex items-center justify-between">
        <Skeleton className="h-7 w-40" />
        <Skeleton className="h-11 w-32" />
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-32" />
        ))}
      </div>
    </Card>
  );
}
