import type { BoardRoom } from './room-ops.schemas';
import type { OutOfOrderReason, RoomStatus } from './room-status';
import type { DeferralReason } from './room-lifecycle';
import { withNoteData, type SystemNote } from './system-notes';
import { creditsFor, DEFAULT_CLEANING_TYPE, type CleaningType, type CreditsByCleaningType } from './cleaning-credits';

// No zod here: the phone draws its queued changes with withFields (DESIGN §9 budget).

type Time = Date | string;

/**
 * The status row's columns a room change sets (room_statuses): the server writes them as
 * they are, and the board row they make (withFields) is the server's answer and the phone's
 * optimistic drawing alike.
 */
export interface RoomFields {
  status?: RoomStatus;
  notes?: string | null;
  /** The app's own note as data (src-shared/system-notes.ts); a typed `notes` clears it (withNoteData). */
  system_note?: SystemNote | null;
  assigned_to?: string | null;
  assigned_at?: Time | null;
  assigned_by?: string | null;
  marked_dirty_at?: Time | null;
  marked_dirty_by?: string | null;
  cleaned_at?: Time | null;
  cleaned_by?: string | null;
  pms_updated_at?: Time | null;
  pms_updated_by?: string | null;
  cleaning_type?: CleaningType | null;
  priority?: boolean;
  deferral_reason?: DeferralReason | null;
  deferral_retry_at?: string | null;
  deferred_at?: Time | null;
  deferred_by?: string | null;
  timer_state?: 'running' | 'paused' | null;
  timer_started_at?: Time | null;
  timer_worked_seconds?: number;
  inspected_at?: Time | null;
  inspected_by?: string | null;
  /** A failed inspection's reason, shown on her card until she cleans the room again (issue 29). */
  failed_inspection_reason?: string | null;
  failed_inspection_at?: Time | null;
  /** Out of order (DESIGN §17): kept on the status row while the room is out of order. */
  ooo_reason?: OutOfOrderReason | null;
  ooo_from?: Time | null;
  ooo_until?: Time | null;
  ooo_return_status?: 'dirty' | 'clean' | null;
  /** Out of order from a future date, until it begins (DESIGN §17). */
  ooo_next_from?: Time | null;
  ooo_next_until?: Time | null;
  ooo_next_reason?: OutOfOrderReason | null;
  ooo_next_return_status?: 'dirty' | 'clean' | null;
  ooo_next_notes?: string | null;
}

/** A change that sets a status (every status change says which). */
export type StatusChanges = RoomFields & { status: RoomStatus };

export const iso = (d: Time | null) => (d === null ? null : new Date(d).toISOString());

/** The lifecycle columns (DESIGN §12) as a row holds them. */
export interface LifecycleColumns {
  cleaning_type: CleaningType | null;
  priority: boolean;
  deferral_reason: DeferralReason | null;
  deferral_retry_at: string | null;
  deferred_at: Time | null;
  deferred_by: string | null;
  timer_state: 'running' | 'paused' | null;
  timer_started_at: Time | null;
  timer_worked_seconds: number;
  inspected_at: Time | null;
  inspected_by: string | null;
  failed_inspection_reason: string | null;
  failed_inspection_at: Time | null;
  /** Issue 31: the failed checklist items (shown only with the failed inspection they belong to). */
  failed_items?: { itemId: string; text: string; done: boolean }[] | null;
  inspection_required: boolean;
}

/** The board fields of the room lifecycle (DESIGN §12), from the status row's columns. */
export function lifecycleFields(row: LifecycleColumns) {
  return {
    cleaningType: row.cleaning_type,
    priority: Boolean(row.priority),
    deferral: row.deferral_reason
      ? { reason: row.deferral_reason, retryAt: row.deferral_retry_at, deferredAt: iso(row.deferred_at)!, deferredBy: row.deferred_by }
      : null,
    timer:
      row.timer_state && row.timer_started_at
        ? { state: row.timer_state, startedAt: iso(row.timer_started_at)!, workedSeconds: row.timer_worked_seconds }
        : null,
    inspectionRequired: Boolean(row.inspection_required),
    inspectedAt: iso(row.inspected_at),
    inspectedBy: row.inspected_by,
    failedInspection: row.failed_inspection_reason !== null && row.failed_inspection_at ? { reason: row.failed_inspection_reason, at: iso(row.failed_inspection_at)! } : null,
    // Cleared with the failed inspection (a clean clears its reason), so the column needs no clearing of its own.
    failedItems: row.failed_inspection_reason !== null && row.failed_inspection_at ? (row.failed_items ?? null) : null,
  };
}

/** The scheduled out-of-order columns as a row holds them (DESIGN §17: out of order from a future date). */
export interface ScheduledOutOfOrderColumns {
  ooo_next_from: Time | null;
  ooo_next_until: Time | null;
  ooo_next_reason: OutOfOrderReason | null;
  ooo_next_return_status: 'dirty' | 'clean' | null;
}

/** The out of order waiting to begin, as the board shows it ('Out of order from …'), else null. */
export function scheduledOutOfOrderOf(row: ScheduledOutOfOrderColumns): NonNullable<BoardRoom['outOfOrderScheduled']> | null {
  if (!row.ooo_next_from || !row.ooo_next_reason) return null;
  return { reason: row.ooo_next_reason, from: iso(row.ooo_next_from)!, until: iso(row.ooo_next_until), returnStatus: row.ooo_next_return_status ?? 'dirty' };
}

/** The out-of-order columns as a row holds them. */
export interface OutOfOrderColumns {
  status: RoomStatus;
  ooo_reason: OutOfOrderReason | null;
  ooo_from: Time | null;
  ooo_until: Time | null;
  ooo_return_status: 'dirty' | 'clean' | null;
}

/** The board's out-of-order fields (DESIGN §17), null unless the room is out of order. */
export function outOfOrderOf(row: OutOfOrderColumns): BoardRoom['outOfOrder'] {
  if (row.status !== 'out_of_order' || !row.ooo_reason) return null;
  return { reason: row.ooo_reason, from: iso(row.ooo_from) ?? '', until: iso(row.ooo_until), returnStatus: row.ooo_return_status ?? 'dirty' };
}

/**
 * The board row once `set` is written, without reading it again; its version stays (the
 * phone's drawing keeps the version it saw, see withChanges for the server's answer).
 * `typeCredits` (the room type's, null for none) re-prices the room when `set` gives it
 * another cleaning type. A new assignee's name must be given (`assigneeName`): the row does not know it.
 */
export function withFields(board: BoardRoom, change: RoomFields, typeCredits: CreditsByCleaningType | null, assigneeName?: string): BoardRoom {
  const set = withNoteData(change);
  const value = <T>(next: T | undefined, current: T) => (next === undefined ? current : next);
  const time = (next: Time | null | undefined, current: string | null) => (next === undefined ? current : iso(next));
  if (set.assigned_to && set.assigned_to !== board.assignedTo && assigneeName === undefined) throw new Error('withFields: the new assignee needs a name');
  return {
    ...board,
    status: value(set.status, board.status),
    notes: value(set.notes, board.notes),
    systemNote: value(set.system_note, board.systemNote ?? null),
    assignedTo: value(set.assigned_to, board.assignedTo),
    assignedToName: set.assigned_to === null ? null : set.assigned_to === undefined ? board.assignedToName : (assigneeName ?? board.assignedToName),
    assignedAt: time(set.assigned_at, board.assignedAt),
    assignedBy: value(set.assigned_by, board.assignedBy),
    markedDirtyAt: time(set.marked_dirty_at, board.markedDirtyAt),
    markedDirtyBy: value(set.marked_dirty_by, board.markedDirtyBy),
    cleanedAt: time(set.cleaned_at, board.cleanedAt),
    cleanedBy: value(set.cleaned_by, board.cleanedBy),
    pmsUpdatedAt: time(set.pms_updated_at, board.pmsUpdatedAt),
    pmsUpdatedBy: value(set.pms_updated_by, board.pmsUpdatedBy),
    ...lifecycleFields({
      cleaning_type: value(set.cleaning_type, board.cleaningType),
      priority: value(set.priority, board.priority),
      deferral_reason: value(set.deferral_reason, board.deferral?.reason ?? null),
      deferral_retry_at: value(set.deferral_retry_at, board.deferral?.retryAt ?? null),
      deferred_at: value(set.deferred_at, board.deferral?.deferredAt ?? null),
      deferred_by: value(set.deferred_by, board.deferral?.deferredBy ?? null),
      timer_state: value(set.timer_state, board.timer?.state ?? null),
      timer_started_at: value(set.timer_started_at, board.timer?.startedAt ?? null),
      timer_worked_seconds: value(set.timer_worked_seconds, board.timer?.workedSeconds ?? 0),
      inspected_at: value(set.inspected_at, board.inspectedAt),
      inspected_by: value(set.inspected_by, board.inspectedBy),
      failed_inspection_reason: value(set.failed_inspection_reason, board.failedInspection?.reason ?? null),
      failed_inspection_at: value(set.failed_inspection_at, board.failedInspection?.at ?? null),
      failed_items: board.failedItems ?? null,
      inspection_required: board.inspectionRequired,
    }),
    credits: set.cleaning_type === undefined ? board.credits : creditsFor(set.cleaning_type ?? DEFAULT_CLEANING_TYPE, typeCredits),
    outOfOrder: outOfOrderOf({
      status: value(set.status, board.status),
      ooo_reason: value(set.ooo_reason, board.outOfOrder?.reason ?? null),
      ooo_from: value(set.ooo_from, board.outOfOrder?.from ?? null),
      ooo_until: value(set.ooo_until, board.outOfOrder?.until ?? null),
      ooo_return_status: value(set.ooo_return_status, board.outOfOrder?.returnStatus ?? null),
    }),
    // A change that says nothing of the schedule keeps it; one that sets (or clears) it says all of it.
    outOfOrderScheduled:
      set.ooo_next_from === undefined
        ? (board.outOfOrderScheduled ?? null)
        : scheduledOutOfOrderOf({
            ooo_next_from: set.ooo_next_from,
            ooo_next_until: set.ooo_next_until ?? null,
            ooo_next_reason: set.ooo_next_reason ?? null,
            ooo_next_return_status: set.ooo_next_return_status ?? null,
          }),
  };
}

/** The board row the server answers once `set` is written at `at`: withFields, one version on. */
export function withChanges(board: BoardRoom, set: RoomFields, at: Date, typeCredits: CreditsByCleaningType | null, assigneeName?: string): BoardRoom {
  return { ...withFields(board, set, typeCredits, assigneeName), version: board.version + 1, updatedAt: at.toISOString() };
}
