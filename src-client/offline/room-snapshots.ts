import type { BoardRoom } from '../../src-shared/room-ops.schemas';
import { isOnAssignedList } from '../../src-shared/assigned-rooms';
import { patchRoomList, type RoomChange } from '../lib/patch-room-list';
import { roomListOfSnapshot } from './snapshot-keys';
import { updateSnapshots, type Snapshot } from './snapshots';

/**
 * The snapshot with the change applied, or undefined when it is not a room list of that
 * hotel or nothing changed. It keeps its date: a patched copy is still refetched when the
 * app opens with it, like any copy of that age.
 */
export function patchRoomSnapshot(snapshot: Snapshot, change: RoomChange): Snapshot | undefined {
  const list = roomListOfSnapshot(snapshot.key);
  if (!list || !Array.isArray(snapshot.data)) return undefined;
  const rooms = snapshot.data as BoardRoom[];
  const patched =
    'assignedTo' in list
      ? patchRoomList(rooms, change, (room) => isOnAssignedList(room, list.assignedTo))
      : list.hotelId === change.hotelId
        ? patchRoomList(rooms, change, (room) => room.hotelId === list.hotelId)
        : rooms;
  return patched === rooms ? undefined : { ...snapshot, data: patched };
}

/** Keeps the device's copies current, so opening the app offline shows the latest known rooms. */
export function patchRoomSnapshots(change: RoomChange): Promise<void> {
  // No IndexedDB (tests in node, some private modes): there are no copies to keep.
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return updateSnapshots((snapshot) => patchRoomSnapshot(snapshot, change));
}
