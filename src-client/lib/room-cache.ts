import { useCallback } from 'react';
import { useQueryClient, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
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
  remember(queryClient, change.rooms ?? []);
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

/**
 * For a write's answer that carries the rows it changed (`rooms`, tRPC): they go into every
 * list at once, as a live event would, and nothing is refetched.
 */
export function usePatchRooms(): (hotelId: string, rooms: readonly BoardRoom[]) => void {
  const queryClient = useQueryClient();
  return useCallback((hotelId, rooms) => applyRoomChange(queryClient, { hotelId, rooms }), [queryClient]);
}

/** The newest row this page has heard of each room (live events, answers, fetched lists). */
const newestRows = new WeakMap<QueryClient, Map<string, BoardRoom>>();

function remember(queryClient: QueryClient, rows: readonly BoardRoom[]): void {
  let known = newestRows.get(queryClient);
  if (!known) newestRows.set(queryClient, (known = new Map()));
  for (const row of rows) if ((known.get(row.roomId)?.version ?? -1) < row.version) known.set(row.roomId, row);
}

const LIST_PATHS = [BOARDS, ASSIGNED_LISTS].map((key) => JSON.stringify(key[0]));

/**
 * A room list fetched before a change may answer after the change's live event (or a
 * mutation's answer) was patched in, and would put the older row back for good: the stream
 * will not send that change again. Such rows are brought forward to the newest one heard (and
 * leave the list when they no longer belong). Called for every query answered (createQueryClient).
 */
export function keepNewestRows(queryClient: QueryClient, query: Query<unknown, unknown, unknown>): void {
  if (!LIST_PATHS.includes(JSON.stringify(query.queryKey[0]))) return;
  const rooms = query.state.data;
  if (!Array.isArray(rooms) || rooms.length === 0) return;
  const known = newestRows.get(queryClient);
  const newer = (rooms as BoardRoom[]).flatMap((room) => {
    const heard = known?.get(room.roomId);
    return heard && heard.version > room.version ? [heard] : [];
  });
  remember(queryClient, rooms as BoardRoom[]);
  if (newer.length > 0) applyRoomChange(queryClient, { hotelId: newer[0]!.hotelId, rooms: newer });
}
