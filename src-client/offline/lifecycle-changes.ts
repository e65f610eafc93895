import type { BoardRoom } from '../../src-shared/room-ops.schemas';
import type { RoomStatus } from '../../src-shared/room-status';
import { nextTimer, pausedAt, timerActionClearsDeferral, type DeferralReason, type TimerAction } from '../../src-shared/room-lifecycle';

/** A clock or deferral action of the housekeeper's card, as the offline queue holds it (DESIGN §12, §6). */
export type LifecycleChange =
  | { kind: 'timer'; action: TimerAction }
  | { kind: 'defer'; reason: DeferralReason; retryAt?: string }
  | { kind: 'clear-deferral' };

/**
 * The room as the server will show it once the action syncs: what the card draws meanwhile.
 * The clock follows the server's own state machine (nextTimer); an action it would refuse
 * leaves the room as it is.
 */
export function applyLifecycleChange(room: BoardRoom, change: LifecycleChange, at: string): BoardRoom {
  switch (change.kind) {
    case 'timer': {
      const timer = nextTimer(room.timer, change.action, at);
      if (typeof timer === 'string') return room;
      return { ...room, timer, deferral: timerActionClearsDeferral(change.action) ? null : room.deferral };
    }
    case 'defer':
      return { ...room, timer: pausedAt(room.timer, at), deferral: { reason: change.reason, retryAt: change.retryAt ?? null, deferredAt: at, deferredBy: null } };
    case 'clear-deferral':
      return { ...room, deferral: null };
  }
}

/**
 * A housekeeper's status change as the card draws it until it syncs: Mark Clean ends the
 * room's clock and any deferral, as the server's does (DESIGN §12), so no timer ticks on.
 */
export function applyStatusChange(room: BoardRoom, status: RoomStatus): BoardRoom {
  if (status === 'clean') return { ...room, status, timer: null, deferral: null };
  return { ...room, status };
}
