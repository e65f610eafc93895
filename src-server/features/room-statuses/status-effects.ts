import type { Role } from '../../../src-shared/roles';
import type { MenuStatus } from '../../../src-shared/room-status';
import type { StatusChanges } from './room-statuses.queries';

export const OUT_OF_SERVICE_DEFAULT_NOTE = 'Marked out of service';
export const LATE_CHECKOUT_DIRTY_NOTE = 'Marked dirty after late checkout resolution';

const CLEARED_ASSIGNMENT = { assigned_to: null, assigned_at: null, assigned_by: null } as const;

/**
 * The fields each change sets and clears (spec §4). Managers and admins take the manager
 * path; the housekeeper path touches only the status and who/when.
 */
export function statusEffects(
  role: Role,
  to: MenuStatus,
  opts: { actorId: string; at: Date; notes?: string | null; currentNotes: string | null },
): StatusChanges {
  const byManager = role === 'manager' || role === 'admin';
  const notes = opts.notes ? { notes: opts.notes } : {};
  switch (to) {
    case 'dirty':
      // A new cleaning cycle: the last cycle's note would mislead, so it goes unless one is given.
      return { status: 'dirty', marked_dirty_at: opts.at, marked_dirty_by: opts.actorId, ...CLEARED_ASSIGNMENT, notes: opts.notes || null };
    case 'clean':
      return {
        status: 'clean',
        cleaned_at: opts.at,
        cleaned_by: opts.actorId,
        ...(role === 'housekeeper' ? {} : CLEARED_ASSIGNMENT),
        ...notes,
      };
    case 'pms_updated':
      return { status: 'pms_updated', pms_updated_at: opts.at, pms_updated_by: opts.actorId, ...notes };
    case 'out_of_service':
      if (role === 'frontdesk') {
        return { status: 'out_of_service', notes: opts.notes || opts.currentNotes || OUT_OF_SERVICE_DEFAULT_NOTE };
      }
      return { status: 'out_of_service', ...(byManager ? CLEARED_ASSIGNMENT : {}), ...notes };
  }
}
