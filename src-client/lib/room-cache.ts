import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import type { BoardRoom } from '../../src-shared/room-ops.schemas';
import { isOnAssignedList } from '../../src-shared/assigned-rooms';
import { patchRoomSnapshots } from '../offline/room-snapshots';
import { patchRoomList, type RoomChange } from './patch-room-list';
import { trpc } from './trpc';

const BOARDS = getQueryKey(trpc.roomStatuses.byHotel);
const ASSIGNED_LISTS = getQueryKey(trpc.roomStatuses.assignedTo);
const SINGLE_ROOMS = getQueryKey(trpc.roomStatuses.byRoom);

/** The input a cached tRPC query was made with. */
function inputOf(key: QueryKey): Record<string, unknown> {
  const meta = key[1] as { input?: Record<string, unknown> } | undefined;
  return meta?.input ?? {};
}

/**
 * The one way a room change reaches the screen (DESIGN §11), whether a live event or a
 * mutation's own answer: every cached room list (each board, each person's list, each single
 * room) and the housekeeper's copies on the device. Queued offline changes are not in the
 * cache: the screens lay them on top when they draw (offline/optimistic-rooms.ts), so they
 * stay shown over whatever the server sends until they sync.
 */
export function applyRoomChange(queryClient: QueryClient, change: RoomChange): void {
  for (const [key, rooms] of queryClient.getQueriesData<BoardRoom[]>({ queryKey: BOARDS })) {
    const { hotelId } = inputOf(key);
    if (!rooms || hotelId !== change.hotelId) continue;
    const patched = patchRoomList(rooms, change, (room) => room.hotelId === hotelId);
    if (patched !== rooms) queryClient.setQueryData(key, patched);
  }
  for (const [key, rooms] of queryClient.getQueriesData<BoardRoom[]>({ queryKey: ASSIGNED_LISTS })) {
    const { userId } = inputOf(key);
    if (!rooms || typeof userId !== 'string') continue;
    const patched = patchRoomList(rooms, change, (room) => isOnAssignedList(room, userId));
    if (patched !== rooms) queryClient.setQueryData(key, patched);
  }
  for (const [key, room] of queryClient.getQueriesData<BoardRoom>({ queryKey: SINGLE_ROOMS })) {
    if (!room || room.hotelId !== change.hotelId) continue;
    // A deleted room's view answers 'not found' on its own next fetch.
    if (change.removedRoomIds?.includes(room.roomId)) void queryClient.invalidateQueries({ queryKey: key, exact: true });
    const row = change.rooms?.find((r) => r.roomId === room.roomId);
    if (row && row !== room && row.version >= room.version) queryClient.setQueryData(key, row);
  }
  patchRoomSnapshots(change).catch((error: unknown) => console.info('Could not keep an offline copy', error));
}

/** A mutation's answer for one room, through the same path as a live change. */
export function applyRoomAnswer(queryClient: QueryClient, room: BoardRoom): void {
  applyRoomChange(queryClient, { hotelId: room.hotelId, rooms: [room] });
}
