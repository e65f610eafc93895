import type { BoardRoom } from '../../src-shared/room-ops.schemas';
import { kindOf, type QueuedAction } from './queued-action';

/**
 * Rooms as the device should show them: the server's answer with the user's queued
 * actions applied in order (spec §4, optimistic), each as its kind draws it
 * (QueuedKindSpec.showOnRoom), so a reload while offline still shows them.
 */
export function withPendingChanges(rooms: BoardRoom[] | undefined, pending: QueuedAction[], userId: string): BoardRoom[] | undefined {
  const byRoom = new Map<string, QueuedAction[]>();
  for (const item of pending) {
    if (item.userId !== userId) continue;
    const list = byRoom.get(item.roomId) ?? [];
    list.push(item);
    byRoom.set(item.roomId, list);
  }
  if (!rooms || byRoom.size === 0) return rooms;
  return rooms.map((room) => {
    const items = byRoom.get(room.roomId);
    if (!items) return room;
    // In queue order; a kind that draws nothing (a finding, a guest request done) leaves the room as it is.
    return items.reduce<BoardRoom>((shown, item) => kindOf(item)?.showOnRoom?.(shown, item as never) ?? shown, room);
  });
}

/** Rooms with an action still waiting to reach the server. */
export function pendingRoomIds(pending: QueuedAction[], userId: string): ReadonlySet<string> {
  return new Set(pending.filter((item) => item.userId === userId).map((item) => item.roomId));
}
