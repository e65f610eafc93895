import { describe, expect, it } from 'vitest';
import type { BoardRoom } from '../../src-shared/room-ops.schemas';
import { patchRoomSnapshot } from './room-snapshots';
import { snapshotKeys } from './snapshot-keys';
import type { Snapshot } from './snapshots';

const HOTEL = 'hotel-a';
const HANA = 'user-hana';
const keys = snapshotKeys(HANA, HOTEL);

const room = (number: string, patch: Partial<BoardRoom> = {}) =>
  ({ roomId: `room-${number}`, hotelId: HOTEL, roomNumber: number, status: 'dirty', assignedTo: null, version: 1, ...patch }) as BoardRoom;
const snapshot = (key: string, data: unknown): Snapshot => ({ key, data, savedAt: 1000 });
const numbers = (s: Snapshot | undefined) => (s?.data as BoardRoom[] | undefined)?.map((r) => `${r.roomNumber}:${r.status}`);

describe('patchRoomSnapshot', () => {
  it('patches the housekeeper’s own rooms by the row’s assignee, and keeps the copy’s date', () => {
    const mine = snapshot(keys.myRooms, [room('102', { status: 'assigned', assignedTo: HANA })]);
    const patched = patchRoomSnapshot(mine, {
      hotelId: HOTEL,
      rooms: [room('101', { status: 'assigned', assignedTo: HANA, version: 2 }), room('102', { assignedTo: 'someone-else', status: 'assigned', version: 2 })],
    });
    expect(numbers(patched)).toEqual(['101:assigned']);
    expect(patched?.savedAt).toBe(1000);
  });

  it('patches the hotel’s all-rooms copy, and only that hotel’s', () => {
    const all = snapshot(keys.allRooms, [room('101'), room('102')]);
    const change = { hotelId: HOTEL, rooms: [room('101', { status: 'clean', version: 2 })], removedRoomIds: ['room-102'] };
    expect(numbers(patchRoomSnapshot(all, change))).toEqual(['101:clean']);
    expect(patchRoomSnapshot(snapshot(snapshotKeys(HANA, 'hotel-b').allRooms, [room('101')]), change)).toBeUndefined();
  });

  it('leaves other snapshots and unchanged lists alone', () => {
    const change = { hotelId: HOTEL, rooms: [room('101', { status: 'clean', version: 2 })] };
    expect(patchRoomSnapshot(snapshot(keys.lateCheckouts, []), change)).toBeUndefined();
    expect(patchRoomSnapshot(snapshot(keys.unread, { 'room-101': 2 }), change)).toBeUndefined();
    expect(patchRoomSnapshot(snapshot(keys.turndowns, { date: '2026-11-29', rooms: [room('101')] }), change)).toBeUndefined();
    expect(patchRoomSnapshot(snapshot(keys.myRooms, [room('102', { status: 'assigned', assignedTo: HANA })]), change)).toBeUndefined();
  });
});
