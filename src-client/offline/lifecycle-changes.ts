import type { BoardRoom } from '../../src-shared/room-ops.schemas';
import { workedSecondsAt, type DeferralReason, type TimerAction } from '../../src-shared/room-lifecycle';

/** A clock or deferral action of the housekeeper's card, as the offline queue holds it (DESIGN §12, §6). */
export type LifecycleChange =
  | { kind: 'timer'; action: TimerAction }
  | { kind: 'defer'; reason: DeferralReason; retryAt?: string }
  | { kind: 'clear-deferral' };

/** The room as the server will show it once the action syncs: what the card draws meanwhile. */
export function applyLifecycleChange(room: BoardRoom, change: LifecycleChange, at: string): BoardRoom {
  const now = Date.parse(at);
  switch (change.kind) {
    case 'timer': {
      if (change.action === 'start') return { ...room, deferral: null, timer: { state: 'running', startedAt: at, workedSeconds: 0 } };
      if (!room.timer) return room;
      if (change.action === 'pause') return { ...room, timer: { ...room.timer, state: 'paused', workedSeconds: workedSecondsAt(room.timer, now) } };
      return { ...room, deferral: null, timer: { ...room.timer, state: 'running', startedAt: at } };
    }
    case 'defer': {
      const timer = room.timer?.state === 'running' ? { ...room.timer, state: 'paused' as const, workedSeconds: workedSecondsAt(room.timer, now) } : room.timer;
      return { ...room, timer, deferral: { reason: change.reason, retryAt: change.retryAt ?? null, deferredAt: at, deferredBy: null } };
    }
    case 'clear-deferral':
      return { ...room, deferral: null };
  }
}
