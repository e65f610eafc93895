import type { BoardRoom } from '../../src-shared/room-ops.schemas';
import type { PendingUpdate } from './pending-updates';

/**
 * Rooms as the device should show them: the server's answer with the user's queued
 * changes applied in order (spec §4, optimistic), so a reload while offline still shows them.
 */
export function withPendingChanges(
  rooms: BoardRoom[] | undefined,
  pending: PendingUpdate[],
  userId: string,
): BoardRoom[] | undefined {
  const latest = new Map<string, BoardRoom['status']>();
  for (const item of pending) {
    if (item.data.updates.userId === userId) latest.set(item.data.updates.roomId, item.data.updates.status);
  }
  if (!rooms || latest.size === 0) return rooms;
  return rooms.map((room) => {
    const status = latest.get(room.roomId);
    return status ? { ...room, status } : room;
  });
}

/** Rooms with a change still waiting to reach the server. */
export function pendingRoomIds(pending: PendingUpdate[], userId: string): ReadonlySet<string> {
  return new Set(pending.filter((item) => item.data.updates.userId === userId).map((item) => item.data.updates.roomId));
}
