import { beforeEach, describe, expect, it } from 'vitest';
import type { BoardRoom } from '../../src-shared/room-ops.schemas';
import type { QueuedAction } from '../offline/queued-action';
import '../features/room-status/queued-room-changes';
import { withPendingChanges } from '../offline/optimistic-rooms';
import { createQueryClient, createTrpcUtils, type TrpcUtils } from './trpc';
import { applyRoomAnswer, applyRoomChange, keepNewestRows } from './room-cache';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from './trpc';
import { boardRoomFixture } from '../../src-shared/board-room.fixture';

const HOTEL = 'hotel-a';
const OTHER_HOTEL = 'hotel-b';
const HANA = 'user-hana';
const OLA = 'user-ola';

function room(number: string, patch: Partial<BoardRoom> = {}): BoardRoom {
  return boardRoomFixture({ id: `status-${number}`, roomId: `room-${number}`, hotelId: HOTEL, roomNumber: number, floor: 1, status: 'dirty', updatedAt: '2026-01-01T08:00:00.000Z', ...patch });
}

const assigned = (number: string, userId: string, version = 2) =>
  room(number, { status: 'assigned', assignedTo: userId, assignedToName: userId, version });
const numbers = (rooms: BoardRoom[] | undefined) => rooms?.map((r) => `${r.roomNumber}:${r.status}`);

describe('applyRoomChange', () => {
  let queryClient: ReturnType<typeof createQueryClient>;
  let utils: TrpcUtils;
  const board = () => utils.roomStatuses.byHotel.getData({ hotelId: HOTEL });
  const listOf = (userId: string) => utils.roomStatuses.assignedTo.getData({ userId });

  beforeEach(() => {
    queryClient = createQueryClient();
    utils = createTrpcUtils(queryClient);
    utils.roomStatuses.byHotel.setData({ hotelId: HOTEL }, [room('101'), assigned('102', HANA), assigned('104', OLA)]);
    utils.roomStatuses.assignedTo.setData({ userId: HANA }, [assigned('102', HANA)]);
    utils.roomStatuses.assignedTo.setData({ userId: OLA }, [assigned('104', OLA)]);
  });

  it('moves a row rushed, or no longer, to where the server lists it: rush first, then by number', () => {
    applyRoomChange(queryClient, { hotelId: HOTEL, rooms: [assigned('104', OLA, 3)].map((r) => ({ ...r, priority: true })) });
    expect(numbers(board())).toEqual(['104:assigned', '101:dirty', '102:assigned']);
    applyRoomChange(queryClient, { hotelId: HOTEL, rooms: [assigned('104', OLA, 4)] });
    expect(numbers(board())).toEqual(['101:dirty', '102:assigned', '104:assigned']);
  });

  it('replaces a changed row on the board, in place, and leaves the other rows as they were', () => {
    const before = board()!;
    applyRoomChange(queryClient, { hotelId: HOTEL, rooms: [room('101', { status: 'out_of_service', version: 2 })] });
    expect(numbers(board())).toEqual(['101:out_of_service', '102:assigned', '104:assigned']);
    expect(board()![1]).toBe(before[1]);
  });

  it('adds a room newly assigned to someone to their list, in room-number order, and takes it off the old list', () => {
    applyRoomChange(queryClient, { hotelId: HOTEL, rooms: [assigned('101', HANA), assigned('104', HANA, 3)] });
    expect(numbers(listOf(HANA))).toEqual(['101:assigned', '102:assigned', '104:assigned']);
    expect(listOf(OLA)).toEqual([]);
    expect(board()!.find((r) => r.roomNumber === '104')?.assignedTo).toBe(HANA);
  });

  it('takes a cleaned room off its housekeeper’s list but keeps an out-of-service one there', () => {
    applyRoomChange(queryClient, {
      hotelId: HOTEL,
      rooms: [
        room('102', { status: 'clean', assignedTo: HANA, version: 3 }),
        room('104', { status: 'out_of_service', assignedTo: OLA, version: 3 }),
      ],
    });
    expect(listOf(HANA)).toEqual([]);
    expect(numbers(listOf(OLA))).toEqual(['104:out_of_service']);
    expect(numbers(board())).toEqual(['101:dirty', '102:clean', '104:out_of_service']);
  });

  it('adds a room created in the hotel to the board in order, and drops removed rooms from every list', () => {
    applyRoomChange(queryClient, { hotelId: HOTEL, rooms: [room('103')] });
    expect(numbers(board())).toEqual(['101:dirty', '102:assigned', '103:dirty', '104:assigned']);
    applyRoomChange(queryClient, { hotelId: HOTEL, removedRoomIds: ['room-102', 'room-103'] });
    expect(numbers(board())).toEqual(['101:dirty', '104:assigned']);
    expect(listOf(HANA)).toEqual([]);
  });

  it('patches a single room’s query', () => {
    utils.roomStatuses.byRoom.setData({ roomId: 'room-101' }, room('101'));
    applyRoomChange(queryClient, { hotelId: HOTEL, rooms: [room('101', { status: 'clean', version: 2 })] });
    expect(utils.roomStatuses.byRoom.getData({ roomId: 'room-101' })?.status).toBe('clean');
  });

  it('ignores rows of another hotel, and never lets another hotel’s board take this hotel’s rows', () => {
    utils.roomStatuses.byHotel.setData({ hotelId: OTHER_HOTEL }, [room('101', { hotelId: OTHER_HOTEL, roomId: 'b-101' })]);
    const before = board();
    applyRoomChange(queryClient, {
      hotelId: HOTEL,
      rooms: [room('105', { hotelId: OTHER_HOTEL }), assigned('106', HANA, 2)].map((r, i) => (i === 1 ? { ...r, hotelId: OTHER_HOTEL } : r)),
    });
    expect(board()).toBe(before);
    expect(numbers(listOf(HANA))).toEqual(['102:assigned']);
    applyRoomChange(queryClient, { hotelId: HOTEL, rooms: [room('107')] });
    expect(numbers(utils.roomStatuses.byHotel.getData({ hotelId: OTHER_HOTEL }))).toEqual(['101:dirty']);
  });

  it('does not let an older row overwrite a newer one', () => {
    applyRoomChange(queryClient, { hotelId: HOTEL, rooms: [room('102', { status: 'dirty', version: 1 })] });
    expect(numbers(listOf(HANA))).toEqual(['102:assigned']);
    expect(board()!.find((r) => r.roomNumber === '102')?.status).toBe('assigned');
  });

  it('keeps the same lists when nothing in them changed', () => {
    const before = { board: board(), hana: listOf(HANA), ola: listOf(OLA) };
    applyRoomChange(queryClient, { hotelId: HOTEL, rooms: [] });
    applyRoomChange(queryClient, { hotelId: HOTEL, removedRoomIds: ['room-999'] });
    // Another housekeeper's room being cleaned changes nothing on Hana's list.
    applyRoomChange(queryClient, { hotelId: HOTEL, rooms: [room('104', { status: 'out_of_service', assignedTo: OLA, version: 3 })] });
    expect(listOf(HANA)).toBe(before.hana);
    expect(board()).not.toBe(before.board);
    expect(listOf(OLA)).not.toBe(before.ola);
  });

  it('keeps the device’s queued change shown on top of a live change to the same room', () => {
    const pending: QueuedAction[] = [
      {
        id: 'queued-1',
        kind: 'room-status',
        userId: HANA,
        roomId: 'room-102',
        roomNumber: '102',
        changedAt: '',
        payload: { status: 'clean', expectedStatus: 'assigned' },
        timestamp: 1,
        retryCount: 0,
      },
    ];
    // Someone else edits the room's notes meanwhile: the row changes, the device's clean still shows.
    applyRoomChange(queryClient, { hotelId: HOTEL, rooms: [assigned('102', HANA, 3)].map((r) => ({ ...r, notes: 'Towels' })) });
    const shown = withPendingChanges(listOf(HANA), pending, HANA);
    expect(shown?.[0]).toMatchObject({ roomNumber: '102', status: 'clean', notes: 'Towels' });
    expect(withPendingChanges(board(), pending, HANA)?.find((r) => r.roomId === 'room-102')?.status).toBe('clean');
  });

  it('takes a mutation’s answer through the same path', () => {
    applyRoomAnswer(queryClient, room('102', { status: 'clean', assignedTo: HANA, version: 3 }));
    expect(listOf(HANA)).toEqual([]);
    expect(board()!.find((r) => r.roomNumber === '102')?.status).toBe('clean');
  });

  it('leaves lists that were never fetched alone', () => {
    applyRoomChange(queryClient, { hotelId: HOTEL, rooms: [assigned('101', 'user-new')] });
    expect(listOf('user-new')).toBeUndefined();
  });

  it('a list that answers after a newer change was patched in does not bring the older row back', async () => {
    const client = createQueryClient(undefined, (query) => keepNewestRows(client, query));
    const key = getQueryKey(trpc.roomStatuses.assignedTo, { userId: HANA }, 'query');
    // Hana's list is on its way when her Mark Clean is answered (and announced): the list was read before it.
    applyRoomAnswer(client, room('102', { status: 'clean', assignedTo: HANA, version: 3 }));
    await client.fetchQuery({ queryKey: key, queryFn: () => [assigned('102', HANA, 2), assigned('103', HANA, 2)] });
    expect(numbers(client.getQueryData<BoardRoom[]>(key))).toEqual(['103:assigned']);
    // A list newer than anything heard stands as it came.
    await client.fetchQuery({ queryKey: key, queryFn: () => [assigned('102', HANA, 5), assigned('103', HANA, 2)], staleTime: 0 });
    expect(numbers(client.getQueryData<BoardRoom[]>(key))).toEqual(['102:assigned', '103:assigned']);
  });
});
