import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { compareRoomNumbers } from '../../../src-shared/room-list';
import { isOnWorkingLists } from '../../../src-shared/room-work-state';

/** The mobile 'All Rooms' order (spec §9): by floor, then room number; rooms with no floor last. */
export function byFloorThenNumber(a: BoardRoom, b: BoardRoom): number {
  const floorA = a.floor ?? Number.POSITIVE_INFINITY;
  const floorB = b.floor ?? Number.POSITIVE_INFINITY;
  return floorA === floorB ? compareRoomNumbers(a.roomNumber, b.roomNumber) : floorA - floorB;
}

/** What the housekeeper still has to clean: own rooms still assigned, without a late checkout (spec §4). */
export function roomsToClean(rooms: readonly BoardRoom[]): number {
  return rooms.filter((room) => room.status === 'assigned' && isOnWorkingLists(room)).length;
}
