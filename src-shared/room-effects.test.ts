import { describe, expect, it } from 'vitest';
import { boardRoomFixture } from './board-room.fixture';
import { ROOM_STATUSES, isCleanStatus } from './room-status';
import { isReadyForGuest } from './room-work-state';
import { assignEffectsOn, inspectionEffects, lifecycleEffects, outOfOrderEffects, releaseEffects, statusEffects } from './room-effects';
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

describe('the effects of the manager’s and the app’s own room changes', () => {
  const working = boardRoomFixture({ roomNumber: '302', status: 'assigned', assignedTo: 'hana', priority: true, version: 3 });
  const started = withFields(working, applied(lifecycleEffects(working, { kind: 'timer', action: 'start' }, at(0), 'hana')), null);
  const deferred = withFields(started, applied(lifecycleEffects(started, { kind: 'defer', reason: 'dnd' }, at(5), 'hana')), null);

  it('an assignment keeps her own running clock, starts it afresh for a room new to her, and starts the work over on a room that was not assigned', () => {
    const row = { status: 'assigned', assigned_to: 'hana' };
    const cleared = { timer_state: null, deferral_reason: null };
    const resave = assignEffectsOn(row, { assigneeId: 'hana', by: 'boss', at: at(6) });
    expect(resave).toEqual({ status: 'assigned', assigned_to: 'hana', assigned_at: at(6), assigned_by: 'boss' });
    const handed = assignEffectsOn(row, { assigneeId: 'otto', by: 'boss', at: at(6) });
    expect(handed).toMatchObject({ assigned_to: 'otto', timer_state: null, timer_worked_seconds: 0 });
    expect(handed).not.toHaveProperty('deferral_reason');
    expect(assignEffectsOn({ status: 'dirty', assigned_to: null }, { assigneeId: 'otto', by: 'boss', at: at(6) })).toMatchObject({ status: 'assigned', ...cleared });
  });

  it('a released room is dirty and nobody’s, with no clock and no deferral left for the next one', () => {
    expect(withFields(deferred, releaseEffects(), null)).toMatchObject({ status: 'dirty', assignedTo: null, timer: null, deferral: null });
  });

  it('an inspection passes, goes back to its cleaner with her work started over, or to dirty when she is gone', () => {
    const clean = boardRoomFixture({ roomNumber: '303', status: 'clean', cleanedBy: 'hana' });
    const noFailure = { failed_inspection_reason: null, failed_inspection_at: null };
    expect(inspectionEffects('pass', { actorId: 'boss', at: T0, cleanerId: 'hana' })).toEqual({ status: 'inspected', inspected_at: T0, inspected_by: 'boss', ...noFailure });
    expect(inspectionEffects('fail', { actorId: 'boss', at: T0, cleanerId: 'hana', reason: 'Dust' })).toMatchObject({
      status: 'assigned',
      assigned_to: 'hana',
      timer_state: null,
      deferral_reason: null,
      failed_inspection_reason: 'Dust',
      failed_inspection_at: T0,
    });
    expect(withFields(clean, inspectionEffects('fail', { actorId: 'boss', at: T0, cleanerId: null, cleaningType: 'stayover' }), null)).toMatchObject({ status: 'dirty', assignedTo: null, cleaningType: 'stayover' });
  });

  it('out of order takes the room off every list: no assignee, clock, deferral or rush', () => {
    const set = outOfOrderEffects({ reason: 'plumbing', from: T0, until: null, returnStatus: 'clean', notes: 'Leak' });
    expect(withFields(deferred, set, null)).toMatchObject({ status: 'out_of_order', assignedTo: null, timer: null, deferral: null, priority: false, notes: 'Leak' });
    expect(set.ooo_next_from).toBeUndefined();
    expect(outOfOrderEffects({ reason: 'plumbing', from: T0, until: null, returnStatus: 'clean', clearSchedule: true }).ooo_next_from).toBeNull();
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
