import { describe, expect, it } from 'vitest';
import { boardRoomFixture } from './board-room.fixture';
import { ROOM_STATUSES, isCleanStatus, isReadyForGuest } from './room-status';
import { lifecycleEffects, statusEffects } from './room-effects';
import { withChanges, withFields } from './room-row';

const T0 = '2026-11-25T10:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(T0) + minutes * 60_000).toISOString();
const applied = (set: ReturnType<typeof lifecycleEffects>) => {
  if (set === null || typeof set === 'string') throw new Error(`not applied: ${set}`);
  return set;
};

describe('room effects (one set of fields for the server and the phone)', () => {
  const room = boardRoomFixture({ roomNumber: '301', status: 'assigned', assignedTo: 'hana', priority: true, version: 7 });

  it('Mark Clean by the housekeeper keeps the assignee, ends the rush, the clock and any deferral', () => {
    const running = withFields(room, applied(lifecycleEffects(room, { kind: 'timer', action: 'start' }, at(0), 'hana')), null);
    const deferred = withFields(running, applied(lifecycleEffects(running, { kind: 'defer', reason: 'dnd' }, at(5), 'hana')), null);
    expect(deferred.timer).toEqual({ state: 'paused', startedAt: at(0), workedSeconds: 300 });
    expect(deferred.deferral).toEqual({ reason: 'dnd', retryAt: null, deferredAt: at(5), deferredBy: 'hana' });
    const clean = withFields(deferred, statusEffects('housekeeper', 'clean', { actorId: 'hana', at: at(9), currentNotes: null }), null);
    expect(clean).toMatchObject({ status: 'clean', assignedTo: 'hana', cleanedBy: 'hana', cleanedAt: at(9), priority: false, timer: null, deferral: null, version: 7 });
  });

  it('a manager’s clean unassigns; the server’s answer is one version on', () => {
    const answer = withChanges(room, statusEffects('manager', 'clean', { actorId: 'boss', at: new Date(T0), currentNotes: null }), new Date(T0), null);
    expect(answer).toMatchObject({ status: 'clean', assignedTo: null, assignedToName: null, version: 8, updatedAt: T0 });
  });

  it('the clock refuses what its machine does not take, and a missing deferral is nothing to clear', () => {
    expect(lifecycleEffects(room, { kind: 'timer', action: 'pause' }, at(1), 'hana')).toBe('TIMER_NOT_RUNNING');
    expect(lifecycleEffects(room, { kind: 'clear-deferral' }, at(1), 'hana')).toBeNull();
  });
});

describe('readiness agrees with the Clean list', () => {
  it('every clean-listed status is ready for a guest, an inspected room too; a late checkout holds any', () => {
    for (const status of ROOM_STATUSES) {
      const room = boardRoomFixture({ roomNumber: '1', status });
      if (isCleanStatus(status)) expect(isReadyForGuest(room), status).toBe(true);
      expect(isReadyForGuest({ ...room, hasLateCheckout: true })).toBe(false);
    }
    expect(isReadyForGuest(boardRoomFixture({ roomNumber: '1', status: 'inspected' }))).toBe(true);
    expect(isReadyForGuest(boardRoomFixture({ roomNumber: '1', status: 'assigned' }))).toBe(false);
  });
});
