import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { Housekeeper } from './use-workload';
import { ShiftBoard } from './shift-board';
import { RoomTypesPanel } from './room-types-panel';

const NO_ROOMS: BoardRoom[] = [];

/** The manager's workload (DESIGN §13): the shift board with auto-assign and hand over, and the room types (the floor grid is the board's, features/board). */
export function WorkloadPanel({ hotelId, rooms, housekeepers }: { hotelId: string; rooms: BoardRoom[] | undefined; housekeepers: readonly Housekeeper[] }) {
  return (
    <>
      <ShiftBoard hotelId={hotelId} rooms={rooms ?? NO_ROOMS} housekeepers={housekeepers} />
      <RoomTypesPanel hotelId={hotelId} canSetCap={false} />
    </>
  );
}
