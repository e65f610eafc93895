import type { MenuStatus, RuleActor } from '../../../src-shared/room-status';
import { DEFAULT_CLEANING_TYPE, type CleaningType } from '../../../src-shared/cleaning-types';
import type { StatusChanges } from './room-statuses.queries';

export const OUT_OF_SERVICE_DEFAULT_NOTE = 'Marked out of service';
export const LATE_CHECKOUT_DIRTY_NOTE = 'Marked dirty after late checkout resolution';

const CLEARED_ASSIGNMENT = { assigned_to: null, assigned_at: null, assigned_by: null } as const;
/** A status change ends the clock (a clean records it first, see writeStatusChanges) and any deferral. */
export const CLEARED_TIMER = { timer_state: null, timer_started_at: null, timer_worked_seconds: 0 } as const;
export const CLEARED_DEFERRAL = { deferral_reason: null, deferral_retry_at: null, deferred_at: null, deferred_by: null } as const;
const CLEARED_WORK = { ...CLEARED_TIMER, ...CLEARED_DEFERRAL } as const;

/**
 * The fields each change sets and clears (spec §4). Managers and admins take the manager
 * path; the housekeeper path touches only the status and who/when.
 */
export function statusEffects(
  role: RuleActor,
  to: MenuStatus,
  opts: { actorId: string | null; at: Date; notes?: string | null; currentNotes: string | null; cleaningType?: CleaningType },
): StatusChanges {
  const byManager = role === 'manager' || role === 'admin' || role === 'system' || role === 'integration';
  const notes = opts.notes ? { notes: opts.notes } : {};
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
        notes: opts.notes || null,
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
        return { status: 'out_of_service', ...CLEARED_WORK, notes: opts.notes || opts.currentNotes || OUT_OF_SERVICE_DEFAULT_NOTE };
      }
      return { status: 'out_of_service', ...(byManager ? CLEARED_ASSIGNMENT : {}), ...CLEARED_WORK, ...notes };
  }
}
