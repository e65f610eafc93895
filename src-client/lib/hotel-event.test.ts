import { beforeEach, describe, expect, it } from 'vitest';
import type { QueryKey } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import type { BoardRoom } from '../../src-shared/room-ops.schemas';
import type { LateCheckout } from '../../src-shared/late-checkouts.schemas';
import { applyHotelEvent } from './hotel-event';
import { createQueryClient, createTrpcUtils, trpc } from './trpc';

const HOTEL = 'hotel-a';
const row = (number: string, status: BoardRoom['status'], version: number) =>
  ({ roomId: `room-${number}`, hotelId: HOTEL, roomNumber: number, status, assignedTo: null, version }) as BoardRoom;

describe('applyHotelEvent', () => {
  let queryClient: ReturnType<typeof createQueryClient>;
  let utils: ReturnType<typeof createTrpcUtils>;
  const apply = (event: Parameters<typeof applyHotelEvent>[3]) =>
    applyHotelEvent(utils as unknown as Parameters<typeof applyHotelEvent>[0], queryClient, HOTEL, event);
  const stale = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated;
  const boardKey = getQueryKey(trpc.roomStatuses.byHotel, { hotelId: HOTEL }, 'query');
  const unreadKey = getQueryKey(trpc.roomNotes.unread, { hotelId: HOTEL }, 'query');
  const notesKey = (roomId: string) => getQueryKey(trpc.roomNotes.byRoom, { roomId }, 'query');
  const reportKey = getQueryKey(trpc.dailyStats.byDate, { hotelId: HOTEL, date: '2026-01-01' }, 'query');

  beforeEach(() => {
    queryClient = createQueryClient();
    utils = createTrpcUtils(queryClient);
    utils.roomStatuses.byHotel.setData({ hotelId: HOTEL }, [row('101', 'dirty', 1)]);
    utils.roomNotes.unread.setData({ hotelId: HOTEL }, {});
    utils.roomNotes.byRoom.setData({ roomId: 'room-101' }, []);
    utils.roomNotes.byRoom.setData({ roomId: 'room-102' }, []);
  });

  it('patches room rows into the board without marking it for a refetch', () => {
    apply({ seq: 2, kind: 'rooms', rooms: [row('101', 'assigned', 2)] });
    expect(utils.roomStatuses.byHotel.getData({ hotelId: HOTEL })?.[0]?.status).toBe('assigned');
    expect(stale(boardKey)).toBe(false);
    apply({ seq: 3, kind: 'removed', roomIds: ['room-101'] });
    expect(utils.roomStatuses.byHotel.getData({ hotelId: HOTEL })).toEqual([]);
    expect(stale(boardKey)).toBe(false);
  });

  it('refreshes the daily report when a room became clean', () => {
    utils.dailyStats.byDate.setData({ hotelId: HOTEL, date: '2026-01-01' }, { date: '2026-01-01' } as never);
    apply({ seq: 2, kind: 'rooms', rooms: [row('101', 'assigned', 2)] });
    expect(stale(reportKey)).toBe(false);
    apply({ seq: 3, kind: 'rooms', rooms: [row('101', 'clean', 3)] });
    expect(stale(reportKey)).toBe(true);
  });

  it('takes the late-checkout list from the event', () => {
    const lateCheckouts = [{ id: 'lc-1', roomId: 'room-101', hotelId: HOTEL, roomNumber: '101' } as LateCheckout];
    apply({ seq: 2, kind: 'late-checkouts', lateCheckouts });
    expect(utils.lateCheckouts.unresolved.getData({ hotelId: HOTEL })).toEqual(lateCheckouts);
  });

  it('refetches only the unread counts and that room’s notes for a note', () => {
    apply({ seq: 2, kind: 'note', roomId: 'room-101' });
    expect([stale(unreadKey), stale(notesKey('room-101')), stale(notesKey('room-102')), stale(boardKey)]).toEqual([true, true, false, false]);
  });

  it('refetches the room lists on a reset', () => {
    apply({ kind: 'reset', seq: 9 });
    expect(stale(boardKey)).toBe(true);
  });
});
