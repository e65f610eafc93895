import { describe, expect, it } from 'vitest';
import { boardRoomFixture } from '../../../src-shared/board-room.fixture';
import { sortAssigned } from './assigned-order';

const room = (roomNumber: string, assignedTo: string | null, assignedToName: string | null, priority = false) =>
  boardRoomFixture({ roomNumber, status: 'assigned', assignedTo, assignedToName, priority });

describe("'Assigned Rooms' order", () => {
  it('groups by housekeeper name, rush first in each group, then room number; rooms of nobody last', () => {
    const rooms = [
      room('305', 'ben', 'Ben'),
      room('1010', 'ana', 'ana'),
      room('99', null, null),
      room('102', 'ana', 'ana'),
      room('201', 'ben', 'Ben', true),
      room('110', 'ana', 'ana', true),
      room('103', 'ben', 'Ben'),
    ];
    expect(sortAssigned(rooms).map((r) => `${r.assignedToName ?? '-'} ${r.roomNumber}`)).toEqual([
      'ana 110',
      'ana 102',
      'ana 1010',
      'Ben 201',
      'Ben 103',
      'Ben 305',
      '- 99',
    ]);
  });

  it('keeps two people of the same name apart', () => {
    const rooms = [room('101', 'b', 'Sam'), room('102', 'a', 'Sam'), room('103', 'b', 'Sam')];
    expect(sortAssigned(rooms).map((r) => r.assignedTo)).toEqual(['a', 'b', 'b']);
  });
});
