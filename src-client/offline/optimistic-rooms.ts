import type { BoardRoom } from '../../src-shared/room-ops.schemas';
import type { PendingUpdate } from './pending-updates';
import { applyLifecycleChange, applyStatusChange } from './lifecycle-changes';

/**
 * Rooms as the device should show them: the server's answer with the user's queued
 * changes applied in order (spec §4, optimistic), so a reload while offline still shows them.
 */
export function withPendingChanges(
  rooms: BoardRoom[] | undefined,
  pending: PendingUpdate[],
  userId: string,
): BoardRoom[] | undefined {
  const byRoom = new Map<string, PendingUpdate[]>();
  for (const item of pending) {
    if (item.data.updates.userId !== userId) continue;
    const list = byRoom.get(item.data.updates.roomId) ?? [];
    list.push(item);
    byRoom.set(item.data.updates.roomId, list);
  }
  if (!rooms || byRoom.size === 0) return rooms;
  return rooms.map((room) => {
    const items = byRoom.get(room.roomId);
    if (!items) return room;
    // In queue order: a status change shows its status, a clock or deferral action its effect.
    return items.reduce<BoardRoom>((shown, item) => {
      const { lifecycle, status, changedAt, notes, guestRequestDone, finding } = item.data.updates;
      // A guest request done, or what she found in the room, changes no room.
      if (guestRequestDone || finding) return shown;
      if (lifecycle) return applyLifecycleChange(shown, lifecycle, changedAt, userId);
      // An Undo puts back the status it names; the rest of the room follows when it syncs.
      if (item.type === 'room-undo') return { ...shown, status };
      return applyStatusChange(shown, status, { at: changedAt, actorId: userId, notes });
    }, room);
  });
}

/** Rooms with a change still waiting to reach the server. */
export function pendingRoomIds(pending: PendingUpdate[], userId: string): ReadonlySet<string> {
  return new Set(pending.filter((item) => item.data.updates.userId === userId).map((item) => item.data.updates.roomId));
}
