import { describe, expect, it } from 'vitest';
import { boardRoomFixture } from '../../../src-shared/board-room.fixture';
import { isReadyForGuest } from '../../../src-shared/room-work-state';
import { countOccupancy, countStatuses, filterRooms, groupByFloor, NO_FILTER, searchRooms, type GridRoom } from './board-model';
import { progressByHousekeeper } from './housekeeper-progress';

let n = 0;
function room(roomNumber: string, patch: Partial<GridRoom> = {}): GridRoom {
  n += 1;
  const base = boardRoomFixture({
    id: `s${n}`,
    roomId: `r${n}`,
    roomNumber,
    floor: /^\d{3,}$/.test(roomNumber) ? Math.floor(Number(roomNumber) / 100) : null,
  });
  return { ...base, ...patch };
}

describe('the board model', () => {
  const rooms = [
    room('101', { status: 'dirty' }),
    room('102', { status: 'assigned', assignedTo: 'hana', assignedToName: 'Hana' }),
    room('201', { status: 'clean', cleanedBy: 'hana', cleanedAt: '2026-11-24T10:00:00Z' }),
    room('305', { status: 'pms_updated', hasLateCheckout: true }),
    room('Annex', { status: 'out_of_service' }),
  ];

  it('finds the room in what the front desk types', () => {
    expect(searchRooms(rooms, 'is 305 ready?').map((r) => r.roomNumber)).toEqual(['305']);
    expect(searchRooms(rooms, '10').map((r) => r.roomNumber)).toEqual(['101', '102']);
    expect(searchRooms(rooms, '')).toEqual([]);
  });

  it('a room is ready when clean, inspected or updated in the PMS and no late checkout waits', () => {
    expect(rooms.map(isReadyForGuest)).toEqual([false, false, true, false, false]);
    expect(isReadyForGuest(room('202', { status: 'inspected' }))).toBe(true);
  });

  it('filters by status, floor and housekeeper, and leaves the list alone with no filter', () => {
    expect(filterRooms(rooms, NO_FILTER)).toBe(rooms);
    expect(filterRooms(rooms, { ...NO_FILTER, status: 'dirty' }).map((r) => r.roomNumber)).toEqual(['101']);
    expect(filterRooms(rooms, { ...NO_FILTER, floor: '1' }).map((r) => r.roomNumber)).toEqual(['101', '102']);
    expect(filterRooms(rooms, { ...NO_FILTER, floor: 'none' }).map((r) => r.roomNumber)).toEqual(['Annex']);
    expect(filterRooms(rooms, { ...NO_FILTER, housekeeper: 'hana' }).map((r) => r.roomNumber)).toEqual(['102', '201']);
  });

  it('counts every status and groups floors in order, rooms without a floor last', () => {
    expect(countStatuses(rooms)).toEqual({ clean: 1, dirty: 1, assigned: 1, out_of_service: 1, pms_updated: 1, inspected: 0, out_of_order: 0 });
    expect(groupByFloor(rooms).map((g) => [g.floor, g.rooms.length])).toEqual([
      [1, 2],
      [2, 1],
      [3, 1],
      [null, 1],
    ]);
  });

  it("a floor's tiles are in room-number order, whatever order the list has (rush rooms first)", () => {
    const listed = [room('110', { priority: true }), room('102'), room('109', { priority: true }), room('101')];
    expect(groupByFloor(listed)[0]!.rooms.map((r) => r.roomNumber)).toEqual(['101', '102', '109', '110']);
  });

  it("a housekeeper's progress: named, rooms cleaned today against rooms still to do, managers left out", () => {
    const people = [{ id: 'hana', fullName: 'Hana Keeper', alias: 'Hanny' }];
    const withOthers = [
      ...rooms,
      room('202', { status: 'clean', cleanedBy: 'mia-manager', cleanedAt: '2026-11-24T09:00:00Z' }),
      room('203', { status: 'assigned', assignedTo: 'gone', assignedToName: 'Former Keeper' }),
      room('204', { status: 'assigned', assignedTo: 'gone', assignedToName: 'Former Keeper' }),
    ];
    const now = new Date('2026-11-24T15:00:00Z');
    expect(progressByHousekeeper(withOthers, people, { timezone: 'UTC', now }).map((p) => [p.name, p.rooms.done, p.toDo.map((r) => r.roomNumber)])).toEqual([
      ['Former Keeper', 0, ['203', '204']],
      ['Hana Keeper (Hanny)', 1, ['102']],
    ]);
  });

  it('filters and counts by occupancy code and stay mark (DESIGN §17)', () => {
    const occupied = [
      room('401', { status: 'dirty', occupancy: { occupied: true, stay: 'due_out' } }),
      room('402', { status: 'clean', occupancy: { occupied: true, stay: 'stayover' } }),
      room('403', { status: 'clean', occupancy: { occupied: false, stay: 'vacant' } }),
      room('404', { status: 'dirty', occupancy: { occupied: false, stay: 'arrival' } }),
      room('405', { status: 'dirty' }),
    ];
    expect(filterRooms(occupied, { ...NO_FILTER, occupancy: 'OD' }).map((r) => r.roomNumber)).toEqual(['401']);
    expect(filterRooms(occupied, { ...NO_FILTER, occupancy: 'VD' }).map((r) => r.roomNumber)).toEqual(['404']);
    expect(filterRooms(occupied, { ...NO_FILTER, stay: 'stayover' }).map((r) => r.roomNumber)).toEqual(['402']);
    expect(filterRooms(occupied, { ...NO_FILTER, status: 'dirty', stay: 'arrival' }).map((r) => r.roomNumber)).toEqual(['404']);
    expect(countOccupancy(occupied)).toEqual({ VC: 1, VD: 1, OC: 1, OD: 1, arrival: 1, due_out: 1, stayover: 1 });
  });
});
