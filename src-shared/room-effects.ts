import { inspectionOutcome, OUT_OF_ORDER_STATUS, type MenuStatus, type OutOfOrderReason, type OutOfOrderReturnStatus, type RuleActor } from './room-status';
import { DEFAULT_CLEANING_TYPE, type CleaningType } from './cleaning-credits';
import { nextTimer, pausedAt, timerActionClearsDeferral, type DeferralReason, type TimerAction, type TimerRefusal } from './room-lifecycle';
import type { RoomTimer } from './room-lifecycle.schemas';
import type { RoomFields, StatusChanges } from './room-row';
import { systemNoteFields, type SystemNote } from './system-notes';

/**
 * What each room change sets, by who makes it (spec §4, DESIGN §12): the server writes these
 * fields, and the phone draws its queued changes with the same ones (withFields, room-row.ts).
 * No zod here: the housekeeper's card imports it (DESIGN §9 budget).
 */

export const CLEARED_ASSIGNMENT = { assigned_to: null, assigned_at: null, assigned_by: null } as const;
/** A status change ends the clock (a clean records it first, see writeStatusChanges) and any deferral. */
export const CLEARED_TIMER = { timer_state: null, timer_started_at: null, timer_worked_seconds: 0 } as const;
export const CLEARED_DEFERRAL = { deferral_reason: null, deferral_retry_at: null, deferred_at: null, deferred_by: null } as const;
/** A failed inspection stays on her card until the room is cleaned again, or its cycle ends otherwise (issue 29). */
const CLEARED_FAILED_INSPECTION = { failed_inspection_reason: null, failed_inspection_at: null } as const;
const CLEARED_WORK = { ...CLEARED_TIMER, ...CLEARED_DEFERRAL, ...CLEARED_FAILED_INSPECTION } as const;

/**
 * The fields each status change sets and clears (spec §4). Managers and admins take the
 * manager path; the housekeeper path touches only the status and who/when.
 */
export function statusEffects(
  role: RuleActor,
  to: MenuStatus,
  opts: {
    actorId: string | null;
    at: Date | string;
    /** What the person typed; `systemNote` for a note the app writes itself (issue 19: data, not words). */
    notes?: string | null;
    systemNote?: SystemNote;
    currentNotes: string | null;
    cleaningType?: CleaningType;
  },
): StatusChanges {
  const byManager = role === 'manager' || role === 'admin' || role === 'system' || role === 'integration';
  const notes = opts.systemNote ? systemNoteFields(opts.systemNote) : opts.notes ? { notes: opts.notes } : {};
  switch (to) {
    case 'dirty':
      // A new cleaning cycle: the last cycle's note would mislead, so it goes unless one is given.
      return {
        status: 'dirty',
        marked_dirty_at: opts.at,
        marked_dirty_by: opts.actorId,
        ...CLEARED_ASSIGNMENT,
        ...CLEARED_WORK,
        cleaning_type: opts.cleaningType ?? DEFAULT_CLEANING_TYPE,
        inspected_at: null,
        inspected_by: null,
        ...(opts.systemNote || opts.notes ? notes : { notes: null }),
      };
    case 'clean':
      return {
        status: 'clean',
        cleaned_at: opts.at,
        cleaned_by: opts.actorId,
        ...(role === 'housekeeper' ? {} : CLEARED_ASSIGNMENT),
        ...CLEARED_WORK,
        // A rush is over once the room is cleaned (DESIGN §12).
        priority: false,
        inspected_at: null,
        inspected_by: null,
        ...notes,
      };
    case 'pms_updated':
      return { status: 'pms_updated', pms_updated_at: opts.at, pms_updated_by: opts.actorId, ...CLEARED_WORK, ...notes };
    case 'out_of_service':
      if (role === 'frontdesk') {
        // A given note wins; else the room keeps the one it has (typed or the app's); with none, the app's own.
        const note = opts.notes || opts.systemNote ? notes : opts.currentNotes ? {} : systemNoteFields({ kind: 'out-of-service' });
        return { status: 'out_of_service', ...CLEARED_WORK, ...note };
      }
      return { status: 'out_of_service', ...(byManager ? CLEARED_ASSIGNMENT : {}), ...CLEARED_WORK, ...notes };
  }
}

/**
 * A room (re)assigned to `assigneeId`: a room handed to someone else starts their clock
 * afresh, a re-save to the same person keeps it; `clearDeferral` when the work starts over.
 */
export function assignEffects(opts: { assigneeId: string; by: string; at: Date | string; handedOver: boolean; clearDeferral?: boolean }): StatusChanges {
  return {
    status: 'assigned',
    assigned_to: opts.assigneeId,
    assigned_at: opts.at,
    assigned_by: opts.by,
    ...(opts.handedOver ? CLEARED_TIMER : {}),
    ...(opts.clearDeferral ? CLEARED_DEFERRAL : {}),
  };
}

/**
 * The assignment of one room to `assigneeId`, by the room as it is: handed over when it was
 * not hers (her clock starts afresh); a room that was not assigned starts its work over, so a
 * deferral left on it goes too.
 */
export function assignEffectsOn(room: { status: string; assigned_to: string | null }, opts: { assigneeId: string; by: string; at: Date | string }): StatusChanges {
  return assignEffects({ ...opts, handedOver: room.assigned_to !== opts.assigneeId, clearDeferral: room.status !== 'assigned' });
}

/**
 * A room taken back from its housekeeper (she leaves the hotel, or a hand over finds no one
 * for it): dirty, nobody's, its clock and any deferral gone, so whoever gets it next starts clean.
 */
export function releaseEffects(): StatusChanges {
  return { status: 'dirty', ...CLEARED_ASSIGNMENT, ...CLEARED_WORK };
}

/**
 * A manager's inspection (DESIGN §12): passed, the room is inspected; failed, it goes back to
 * the housekeeper who cleaned it (her work starts over), or to dirty when she is gone.
 */
export function inspectionEffects(
  result: 'pass' | 'fail',
  opts: { actorId: string; at: Date | string; cleanerId: string | null; cleaningType?: CleaningType; reason?: string | null },
): StatusChanges {
  const to = inspectionOutcome(result, opts.cleanerId !== null);
  if (to === 'inspected') return { status: 'inspected', inspected_at: opts.at, inspected_by: opts.actorId, ...CLEARED_FAILED_INSPECTION };
  if (to === 'assigned') {
    const back = assignEffects({ assigneeId: opts.cleanerId!, by: opts.actorId, at: opts.at, handedOver: true, clearDeferral: true });
    // Her card says why it came back (issue 29).
    return { ...back, failed_inspection_reason: opts.reason ?? '', failed_inspection_at: opts.at };
  }
  return statusEffects('system', 'dirty', { actorId: opts.actorId, at: opts.at, currentNotes: null, cleaningType: opts.cleaningType });
}

/** The columns of a room with no out of order waiting to begin (DESIGN §17). */
export const CLEARED_SCHEDULED_OUT_OF_ORDER = {
  ooo_next_from: null,
  ooo_next_until: null,
  ooo_next_reason: null,
  ooo_next_return_status: null,
  ooo_next_notes: null,
} as const;

/**
 * A room out of order (DESIGN §17), from `from`: not sellable, and nobody works a room being
 * repaired, so it leaves its housekeeper's list, its clock, any deferral and its rush.
 */
export function outOfOrderEffects(opts: {
  reason: OutOfOrderReason;
  from: Date | string;
  until: Date | string | null;
  returnStatus: OutOfOrderReturnStatus;
  notes?: string | null;
  /** A note the app writes itself (a work order's), kept as data instead of `notes`. */
  systemNote?: SystemNote;
  /** Also drop an out of order waiting to begin (one that begins now replaces it). */
  clearSchedule?: boolean;
}): StatusChanges {
  return {
    status: OUT_OF_ORDER_STATUS,
    ooo_reason: opts.reason,
    ooo_from: opts.from,
    ooo_until: opts.until,
    ooo_return_status: opts.returnStatus,
    ...CLEARED_ASSIGNMENT,
    ...CLEARED_WORK,
    priority: false,
    ...(opts.systemNote ? systemNoteFields(opts.systemNote) : opts.notes ? { notes: opts.notes } : {}),
    ...(opts.clearSchedule ? CLEARED_SCHEDULED_OUT_OF_ORDER : {}),
  };
}

/** A clock or deferral action of the housekeeper's card (DESIGN §12), live or queued (DESIGN §6). */
export type LifecycleChange =
  | { kind: 'timer'; action: TimerAction }
  | { kind: 'defer'; reason: DeferralReason; retryAt?: string }
  | { kind: 'clear-deferral' };

/** The fields a clock action sets (nextTimer: a refusal when it does not apply); starting or resuming clears a deferral. */
export function timerEffects(room: { timer: RoomTimer | null; deferral: unknown }, action: TimerAction, at: string): RoomFields | TimerRefusal {
  const next = nextTimer(room.timer, action, at);
  if (typeof next === 'string') return next;
  const clearsDeferral = timerActionClearsDeferral(action) && room.deferral !== null;
  return { timer_state: next.state, timer_started_at: next.startedAt, timer_worked_seconds: next.workedSeconds, ...(clearsDeferral ? CLEARED_DEFERRAL : {}) };
}

/** The fields a deferral sets at `at` (ISO): the reason and retry time; a running clock pauses (waiting is not work). */
export function deferEffects(room: { timer: RoomTimer | null }, deferral: { reason: DeferralReason; retryAt?: string | null }, at: string, actorId: string | null): RoomFields {
  const timer = pausedAt(room.timer, at);
  const pause = timer !== room.timer && timer ? { timer_state: timer.state, timer_worked_seconds: timer.workedSeconds } : {};
  return { deferral_reason: deferral.reason, deferral_retry_at: deferral.retryAt ?? null, deferred_at: at, deferred_by: actorId, ...pause };
}

/**
 * The fields a clock or deferral action of the card sets on the room as it stands, at `at`
 * (ISO): a refusal when the clock's machine does not take it, null when there is nothing to
 * do (no deferral to clear).
 */
export function lifecycleEffects(
  room: { timer: RoomTimer | null; deferral: unknown },
  change: LifecycleChange,
  at: string,
  actorId: string | null,
): RoomFields | TimerRefusal | null {
  switch (change.kind) {
    case 'timer':
      return timerEffects(room, change.action, at);
    case 'defer':
      return deferEffects(room, change, at, actorId);
    case 'clear-deferral':
      return room.deferral === null ? null : CLEARED_DEFERRAL;
  }
}
