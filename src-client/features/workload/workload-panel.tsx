import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { Housekeeper } from './use-workload';
import { ShiftBoard } from './shift-board';
import { RoomTypesPanel } from './room-types-panel';
import { FloorGrid } from './floor-grid';

const NO_ROOMS: BoardRoom[] = [];

/** The manager's workload (DESIGN §13): the shift board with auto-assign and hand over, the floor grid, and the room types. */
export function WorkloadPanel({ hotelId, rooms, housekeepers }: { hotelId: string; rooms: BoardRoom[] | undefined; housekeepers: readonly Housekeeper[] }) {
  return (
    <>
      <ShiftBoard hotelId={hotelId} rooms={rooms ?? NO_ROOMS} housekeepers={housekeepers} />
      <FloorGrid rooms={rooms ?? NO_ROOMS} />
      <RoomTypesPanel hotelId={hotelId} canSetCap={false} />
    </>
  );
}
