import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { useHotelBoard, useHotelTimezone } from '../../lib/rooms';
import { GuestRequestsPanel } from '../guest-requests/desk/guest-requests-panel';
import { DiscrepancyQueue } from '../discrepancies/discrepancy-queue';
import { LostFoundPanel } from '../lost-found/desk/lost-found-panel';

const NO_ROOMS: BoardRoom[] = [];

/**
 * The desk's lists for a manager (issue 29: only the desk could see them): guest requests,
 * discrepancies between the PMS and the rooms, and lost and found, as the desk has them.
 */
export function GuestServiceView({ hotelId }: { hotelId: string }) {
  const rooms = useHotelBoard(hotelId).data ?? NO_ROOMS;
  const timezone = useHotelTimezone(hotelId);
  return (
    <div className="space-y-6">
      <GuestRequestsPanel hotelId={hotelId} rooms={rooms} />
      <DiscrepancyQueue hotelId={hotelId} timezone={timezone} />
      <LostFoundPanel hotelId={hotelId} rooms={rooms} />
    </div>
  );
}
