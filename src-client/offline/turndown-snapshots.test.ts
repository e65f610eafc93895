import { describe, expect, it } from 'vitest';
import type { TurndownList, TurndownRoom } from '../../src-shared/turndown.schemas';
import { patchTurndownSnapshot, withTurndownDone } from './turndown-snapshots';
import { snapshotKeys } from './snapshot-keys';
import type { Snapshot } from './snapshots';

const HOTEL = 'hotel-a';
const EVA = 'user-eva';
const keys = snapshotKeys(EVA, HOTEL);
const TONIGHT = '2026-11-29';
const TAP = '2026-11-29T19:40:00.000Z';

const room = (number: string, patch: Partial<TurndownRoom> = {}): TurndownRoom => ({
  roomId: `room-${number}`,
  roomNumber: number,
  floor: 1,
  why: 'occupied',
  vip: 0,
  credits: 1,
  assignedTo: EVA,
  assignedToName: 'Eva Evening',
  doneBy: null,
  doneAt: null,
  ...patch,
});
const list = (rooms: TurndownRoom[], date = TONIGHT): TurndownList => ({ hotelId: HOTEL, date, rule: 'all_occupied', roster: [], rooms });
const snapshot = (key: string, data: unknown): Snapshot => ({ key, data, savedAt: 1000 });
const done = (s: Snapshot | undefined) => (s?.data as TurndownList | undefined)?.rooms.map((r) => `${r.roomNumber}:${r.doneAt ?? '-'}`);

describe('withTurndownDone', () => {
  it('marks the room done at the tap, and only that room', () => {
    const next = withTurndownDone(list([room('101'), room('102')]), { roomId: 'room-102', date: TONIGHT, doneAt: TAP });
    expect(next.rooms.map((r) => r.doneAt)).toEqual([null, TAP]);
  });

  it('answers the same list for another night, a room not on it, or one done already (the first word stands)', () => {
    const earlier = '2026-11-29T19:00:00.000Z';
    const tonight = list([room('101'), room('102', { doneAt: earlier })]);
    expect(withTurndownDone(tonight, { roomId: 'room-101', date: '2026-11-28', doneAt: TAP })).toBe(tonight);
    expect(withTurndownDone(tonight, { roomId: 'room-109', date: TONIGHT, doneAt: TAP })).toBe(tonight);
    expect(withTurndownDone(tonight, { roomId: 'room-102', date: TONIGHT, doneAt: TAP })).toBe(tonight);
  });
});

describe('patchTurndownSnapshot', () => {
  it('patches the device’s copy of her turndowns, and keeps the copy’s date', () => {
    const patched = patchTurndownSnapshot(snapshot(keys.turndowns, list([room('101'), room('102')])), { roomId: 'room-101', date: TONIGHT, doneAt: TAP });
    expect(done(patched)).toEqual([`101:${TAP}`, '102:-']);
    expect(patched?.key).toBe(keys.turndowns);
    expect(patched?.savedAt).toBe(1000);
  });

  it('leaves the room lists, other copies and unchanged lists alone', () => {
    const change = { roomId: 'room-101', date: TONIGHT, doneAt: TAP };
    expect(patchTurndownSnapshot(snapshot(keys.myRooms, [{ roomId: 'room-101' }]), change)).toBeUndefined();
    expect(patchTurndownSnapshot(snapshot(keys.unread, { 'room-101': 2 }), change)).toBeUndefined();
    expect(patchTurndownSnapshot(snapshot(keys.turndowns, null), change)).toBeUndefined();
    expect(patchTurndownSnapshot(snapshot(keys.turndowns, list([room('102')])), change)).toBeUndefined();
  });
});
