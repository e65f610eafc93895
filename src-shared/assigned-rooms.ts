import type { RoomStatus } from './room-status';

/**
 * The statuses a housekeeper's own list ('My Rooms', GET /api/room-statuses/assigned/{userId})
 * holds: a room leaves it once cleaned, and stays while out of service. The server's query
 * and the client's live patching both follow this one rule.
 */
export const ASSIGNED_LIST_STATUSES = ['assigned', 'out_of_service'] as const satisfies readonly RoomStatus[];

export function isOnAssignedList(room: { assignedTo: string | null; status: RoomStatus }, userId: string): boolean {
  return room.assignedTo === userId && (ASSIGNED_LIST_STATUSES as readonly RoomStatus[]).includes(room.status);
}
