import type { RoomTimer } from './room-lifecycle.schemas';

// No zod here: the housekeeper's card reads these, and its first download has a budget (DESIGN §9).

/** Why a housekeeper could not service a room (DESIGN §12). */
export const DEFERRAL_REASONS = ['dnd', 'refused', 'guest_in_room'] as const;
export type DeferralReason = (typeof DEFERRAL_REASONS)[number];
export const TIMER_ACTIONS = ['start', 'pause', 'resume'] as const;
export type TimerAction = (typeof TIMER_ACTIONS)[number];

/** The longest reason a failed inspection may give. */
export const INSPECTION_REASON_MAX = 500;

/** Seconds worked on a room by `now` (the running clock of the card and the board). */
export function workedSecondsAt(timer: RoomTimer, now: number): number {
  if (timer.state === 'paused') return timer.workedSeconds;
  return timer.workedSeconds + Math.max(0, Math.floor((now - Date.parse(timer.startedAt)) / 1000));
}
