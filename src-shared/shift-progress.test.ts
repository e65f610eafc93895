import { describe, expect, it } from 'vitest';
import type { BoardRoom } from './room-ops.schemas';
import { boardRoomFixture } from './board-room.fixture';
import { shiftProgress } from './shift-progress';

const NOW = new Date('2026-11-24T15:00:00Z');

function room(number: string, patch: Partial<BoardRoom>): BoardRoom {
  return boardRoomFixture({ roomNumber: number, floor: 1, status: 'dirty', updatedAt: NOW.toISOString(), ...patch });
}

describe("shift progress, the board's and the workload's (DESIGN §13)", () => {
  const opts = { timezone: 'UTC', squareFeetOf: (id: string | null) => (id === 'suite' ? 600 : 300), maxSquareFeet: 1000, now: NOW };

  it('counts rooms and credits assigned and done today per housekeeper, and flags anyone over the cap', () => {
    const rooms = [
      room('101', { status: 'assigned', assignedTo: 'hana' }),
      room('102', { status: 'assigned', assignedTo: 'hana', roomTypeId: 'suite', credits: 60 }),
      room('103', { status: 'clean', cleanedBy: 'hana', cleanedAt: '2026-11-24T09:00:00Z', credits: 15 }),
      room('104', { status: 'clean', cleanedBy: 'hana', cleanedAt: '2026-11-23T09:00:00Z' }),
      room('105', { status: 'pms_updated', cleanedBy: 'ola', cleanedAt: '2026-11-24T10:00:00Z' }),
      room('106', { status: 'dirty' }),
    ];
    const progress = shiftProgress(rooms, opts);
    expect(progress.get('hana')).toMatchObject({
      housekeeperId: 'hana',
      toDo: [{ roomNumber: '101' }, { roomNumber: '102' }],
      rooms: { total: 3, done: 1, inProgress: 0, deferred: 0 },
      credits: { total: 105, done: 15, inProgress: 0, deferred: 0 },
      squareFeet: 1200,
      overCap: true,
    });
    expect(progress.get('ola')).toMatchObject({ rooms: { total: 1, done: 1 }, overCap: false });
    expect(shiftProgress(rooms, { ...opts, maxSquareFeet: null }).get('hana')!.overCap).toBe(false);
  });

  it('counts a started room as in progress, a deferred one as deferred, and an inspected one as done', () => {
    const rooms = [
      room('201', { status: 'assigned', assignedTo: 'ana', timer: { state: 'running', startedAt: '2026-11-24T14:00:00Z', workedSeconds: 0 } }),
      room('202', { status: 'assigned', assignedTo: 'ana', deferral: { reason: 'dnd', retryAt: '15:30', deferredAt: '2026-11-24T14:10:00Z', deferredBy: 'ana' } }),
      room('203', { status: 'assigned', assignedTo: 'ana' }),
      room('204', { status: 'inspected', cleanedBy: 'ana', cleanedAt: '2026-11-24T11:00:00Z' }),
    ];
    expect(shiftProgress(rooms, opts).get('ana')!.rooms).toEqual({ total: 4, done: 1, inProgress: 1, deferred: 1 });
  });

  it("counts a room cleaned today in the hotel's day only, and none square feet without a type table", () => {
    const rooms = [room('301', { status: 'clean', cleanedBy: 'hana', cleanedAt: '2026-11-24T05:30:00Z' })];
    // 05:30 UTC is the evening before in Chicago: not today's shift there.
    expect(shiftProgress(rooms, { timezone: 'UTC', now: NOW }).get('hana')).toMatchObject({ rooms: { done: 1 }, squareFeet: 0, overCap: false });
    expect(shiftProgress(rooms, { timezone: 'America/Chicago', now: NOW }).has('hana')).toBe(false);
    expect(shiftProgress(rooms, { timezone: 'UTC', now: new Date('2026-11-25T15:00:00Z') }).has('hana')).toBe(false);
  });
});
