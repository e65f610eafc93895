import { describe, expect, it } from 'vitest';
import type { BoardRoom } from './room-ops.schemas';
import { boardRoomFixture } from './board-room.fixture';
import { shiftCounts } from './shift-counts';

const NOW = new Date('2026-11-24T15:00:00Z');

function room(number: string, patch: Partial<BoardRoom>): BoardRoom {
  return boardRoomFixture({ roomNumber: number, floor: 1, status: 'dirty', updatedAt: NOW.toISOString(), ...patch });
}

describe("the manager's landing counts (issue 18)", () => {
  it('counts the day’s work: to clean, in progress, deferred, and cleaned today of the day’s total', () => {
    const rooms = [
      room('101', { status: 'dirty' }),
      room('102', { status: 'assigned', assignedTo: 'hana' }),
      room('103', { status: 'assigned', assignedTo: 'hana', timer: { state: 'running', startedAt: '2026-11-24T14:00:00Z', workedSeconds: 0 } }),
      room('104', { status: 'assigned', assignedTo: 'ola', deferral: { reason: 'dnd', retryAt: '15:30', deferredAt: '2026-11-24T14:10:00Z', deferredBy: 'ola' } }),
      room('105', { status: 'clean', cleanedBy: 'hana', cleanedAt: '2026-11-24T09:00:00Z' }),
      room('106', { status: 'pms_updated', cleanedBy: 'ola', cleanedAt: '2026-11-24T10:00:00Z' }),
      // Clean since yesterday, and clean with no cleaning at all: not today's work.
      room('107', { status: 'clean', cleanedBy: 'hana', cleanedAt: '2026-11-23T09:00:00Z' }),
      room('108', { status: 'clean' }),
      room('109', { status: 'out_of_service' }),
    ];
    expect(shiftCounts(rooms, { timezone: 'UTC', now: NOW })).toEqual({
      toClean: 2,
      inProgress: 1,
      deferred: 1,
      cleanedToday: 2,
      dayTotal: 6,
      awaitingInspection: 0,
    });
  });

  it("reads 'today' in the hotel's timezone", () => {
    // 03:00 UTC on the 24th is still the 23rd in New York.
    const rooms = [room('201', { status: 'clean', cleanedAt: '2026-11-24T03:00:00Z' })];
    expect(shiftCounts(rooms, { timezone: 'America/New_York', now: NOW }).cleanedToday).toBe(0);
    expect(shiftCounts(rooms, { timezone: 'UTC', now: NOW }).cleanedToday).toBe(1);
  });

  it('counts rooms awaiting inspection as the list does, and leaves a late checkout off the dirty count', () => {
    const rooms = [
      room('301', { status: 'clean', inspectionRequired: true, cleanedAt: '2026-11-24T11:00:00Z' }),
      room('302', { status: 'clean', inspectionRequired: true, hasLateCheckout: true }),
      room('303', { status: 'inspected', inspectionRequired: true }),
      room('304', { status: 'dirty', hasLateCheckout: true }),
    ];
    expect(shiftCounts(rooms, { timezone: 'UTC', now: NOW })).toMatchObject({ awaitingInspection: 1, toClean: 0, cleanedToday: 1 });
  });
});
