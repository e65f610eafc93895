import type { MenuStatus, RuleActor } from './room-status';
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
const CLEARED_WORK = { ...CLEARED_TIMER, ...CLEARED_DEFERRAL } as const;

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
