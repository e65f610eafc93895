import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { MENU_STATUSES, type MenuStatus, type RoomStatus } from '../../../src-shared/room-status';
import { lifecycleEffects, statusEffects, type LifecycleChange } from '../../../src-shared/room-effects';
import { withFields } from '../../../src-shared/room-row';

export type { LifecycleChange } from '../../../src-shared/room-effects';

/**
 * The room as the server will show it once the action syncs: what the card draws meanwhile,
 * by the server's own fields (src-shared/room-effects.ts). An action the clock's machine would
 * refuse leaves the room as it is; the version stays the one the phone saw.
 */
export function applyLifecycleChange(room: BoardRoom, change: LifecycleChange, at: string, actorId: string | null = null): BoardRoom {
  const set = lifecycleEffects(room, change, at, actorId);
  return set === null || typeof set === 'string' ? room : withFields(room, set, null);
}

const isMenuStatus = (status: RoomStatus): status is MenuStatus => (MENU_STATUSES as readonly RoomStatus[]).includes(status);

/**
 * A housekeeper's status change as the card draws it until it syncs, by the server's own
 * fields: Mark Clean ends the room's clock and any deferral (DESIGN §12), so no timer ticks on.
 * A status no menu sets (an Undo putting 'assigned' back) shows as just that status.
 */
export function applyStatusChange(room: BoardRoom, status: RoomStatus, change: { at?: string; actorId?: string | null; notes?: string } = {}): BoardRoom {
  if (!isMenuStatus(status)) return { ...room, status };
  const at = change.at || new Date().toISOString();
  return withFields(room, statusEffects('housekeeper', status, { actorId: change.actorId ?? null, at, notes: change.notes, currentNotes: room.notes }), null);
}
