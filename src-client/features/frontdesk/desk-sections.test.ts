import { describe, expect, it } from 'vitest';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { boardRoomFixture } from '../../../src-shared/board-room.fixture';
import { countStatuses } from '../board/board-model';
import { deskSections } from './desk-sections';

let n = 0;
const room = (roomNumber: string, patch: Partial<BoardRoom>): BoardRoom => {
  n += 1;
  return { ...boardRoomFixture({ id: `s${n}`, roomId: `r${n}`, roomNumber }), ...patch };
};

describe("the front desk's sections count as the board's chips do (issue 18)", () => {
  const rooms = [
    room('101', { status: 'assigned' }),
    room('102', { status: 'assigned', priority: true }),
    room('103', { status: 'dirty', hasLateCheckout: true }),
    room('104', { status: 'dirty' }),
    room('201', { status: 'clean' }),
    room('202', { status: 'inspected' }),
    room('203', { status: 'clean', hasLateCheckout: true }),
    room('301', { status: 'pms_updated' }),
    room('401', { status: 'out_of_service', hasLateCheckout: true }),
  ];

  it('every section is its chips less the rooms a late checkout holds, and lists exactly that many', () => {
    const chips = countStatuses(rooms);
    const byKey = Object.fromEntries(deskSections(rooms).map((s) => [s.key, s]));
    expect(byKey.notReady!.counts).toEqual({ dirty: chips.dirty, assigned: chips.assigned });
    expect(byKey.notReady!.rooms.map((r) => r.roomNumber)).toEqual(['102', '101', '104']);
    expect(byKey.notReady!.waitingOnLateCheckout).toBe(1);
    expect(byKey.clean!.rooms.map((r) => r.roomNumber)).toEqual(['201', '202']);
    expect(byKey.clean!.waitingOnLateCheckout).toBe(1);
    // Out of service lists every such room, late checkout or not (spec §4).
    expect(byKey.outOfService!.rooms).toHaveLength(1);
    expect(byKey.outOfService!.waitingOnLateCheckout).toBe(0);
    for (const section of Object.values(byKey)) {
      const chipTotal = section!.statuses.reduce((sum, s) => sum + chips[s], 0);
      expect(section!.rooms.length + section!.waitingOnLateCheckout).toBe(chipTotal);
    }
  });
});
