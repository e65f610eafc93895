import type { BoardRoom } from './room-ops.schemas';

/** A board row for unit tests: a clean, unassigned room, with `patch` on top. */
export function boardRoomFixture(patch: Partial<BoardRoom> & Pick<BoardRoom, 'roomNumber'>): BoardRoom {
  return {
    id: `s-${patch.roomNumber}`,
    roomId: `r-${patch.roomNumber}`,
    hotelId: 'h',
    floor: null,
    status: 'clean',
    notes: null,
    assignedTo: null,
    assignedToName: null,
    assignedAt: null,
    assignedBy: null,
    markedDirtyAt: null,
    markedDirtyBy: null,
    cleanedAt: null,
    cleanedBy: null,
    pmsUpdatedAt: null,
    pmsUpdatedBy: null,
    version: 1,
    updatedAt: '2026-11-24T00:00:00Z',
    hasLateCheckout: false,
    cleaningType: null,
    priority: false,
    deferral: null,
    timer: null,
    inspectionRequired: false,
    inspectedAt: null,
    inspectedBy: null,
    roomTypeId: null,
    credits: 30,
    outOfOrder: null,
    occupancy: null,
    ...patch,
  };
}
