import type { BoardRoom } from '../../src-shared/room-ops.schemas';
import { compareListOrder } from '../../src-shared/room-status';

/**
 * A change to a hotel's rooms, from a live event or a mutation's answer: the full new rows
 * of the rooms it touched, and the rooms it deleted.
 */
export interface RoomChange {
  hotelId: string;
  rooms?: readonly BoardRoom[];
  removedRoomIds?: readonly string[];
}

/** Whether a row, as it is now, belongs in a given list (the board, one person's list…). */
export type ListRule = (room: BoardRoom) => boolean;

/**
 * One cached list with the change applied: changed rows replace theirs, or leave when they
 * no longer belong (reassigned, cleaned); new members, and rows rushed or no longer, are
 * inserted in the server's order (rush first, then by number);
 * deleted rooms go. Rows of another hotel are ignored, and a row older than the one held
 * (lower version: a replay crossing a fresher fetch) never overwrites it. Answers the same
 * array when nothing changed, so nothing re-renders for it.
 */
export function patchRoomList(list: readonly BoardRoom[], change: RoomChange, belongs: ListRule): BoardRoom[] {
  const incoming = new Map<string, BoardRoom>();
  for (const room of change.rooms ?? []) if (room.hotelId === change.hotelId) incoming.set(room.roomId, room);
  const removed = new Set(change.removedRoomIds ?? []);
  if (incoming.size === 0 && removed.size === 0) return list as BoardRoom[];

  let changed = false;
  const next: BoardRoom[] = [];
  const moved: BoardRoom[] = [];
  for (const held of list) {
    const row = incoming.get(held.roomId);
    incoming.delete(held.roomId);
    if (removed.has(held.roomId) || (row && row.version >= held.version && !belongs(row))) {
      changed = true;
    } else if (row && row.version >= held.version && row !== held) {
      // Rushed or no longer: the row moves to where the server's order puts it.
      if (row.priority !== held.priority) moved.push(row);
      else next.push(row);
      changed = true;
    } else {
      next.push(held);
    }
  }
  for (const row of moved) insertInOrder(next, row);
  for (const row of incoming.values()) {
    if (removed.has(row.roomId) || !belongs(row)) continue;
    insertInOrder(next, row);
    changed = true;
  }
  return changed ? next : (list as BoardRoom[]);
}

/** The server lists rush rooms first, then by number; a newcomer goes where a fresh fetch would put it. */
function insertInOrder(rooms: BoardRoom[], room: BoardRoom) {
  const at = rooms.findIndex((other) => compareListOrder(other, room) > 0);
  rooms.splice(at === -1 ? rooms.length : at, 0, room);
}
