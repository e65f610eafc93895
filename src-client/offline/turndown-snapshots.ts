import type { TurndownList } from '../../src-shared/turndown.schemas';
import { isTurndownSnapshot } from './snapshot-keys';
import { updateSnapshots, type Snapshot } from './snapshots';

/** A turndown the server recorded: the room, the night it counts for, and the tap's time. */
export interface TurndownDoneChange {
  roomId: string;
  date: string;
  doneAt: string;
}

/**
 * The list with that room done; the same list when it is another night's, the room is not on
 * it, or it is done already (the first word stands, as on the server).
 */
export function withTurndownDone(list: TurndownList, change: TurndownDoneChange): TurndownList {
  const open = (room: TurndownList['rooms'][number]) => room.roomId === change.roomId && !room.doneAt;
  if (list.date !== change.date || !list.rooms.some(open)) return list;
  return { ...list, rooms: list.rooms.map((room) => (open(room) ? { ...room, doneAt: change.doneAt } : room)) };
}

/**
 * The snapshot with the turndown done, or undefined when it is not a turndown list or nothing
 * changed. It keeps its date, like a patched room list (room-snapshots.ts).
 */
export function patchTurndownSnapshot(snapshot: Snapshot, change: TurndownDoneChange): Snapshot | undefined {
  const list = snapshot.data as TurndownList | null;
  if (!isTurndownSnapshot(snapshot.key) || !Array.isArray(list?.rooms)) return undefined;
  const patched = withTurndownDone(list, change);
  return patched === list ? undefined : { ...snapshot, data: patched };
}

/**
 * Keeps the device's turndown lists current when a queued done reaches the server with the
 * list closed (nothing on screen saves it then), so the next offline start shows it done.
 */
export function patchTurndownSnapshots(change: TurndownDoneChange): Promise<void> {
  // No IndexedDB (tests in node, some private modes): there are no copies to keep.
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return updateSnapshots((snapshot) => patchTurndownSnapshot(snapshot, change));
}
