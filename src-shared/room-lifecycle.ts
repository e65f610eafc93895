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

/** Why a clock action does not apply to the clock as it stands. */
export type TimerRefusal = 'TIMER_RUNNING' | 'TIMER_NOT_RUNNING' | 'TIMER_NOT_PAUSED';

/**
 * The clock's state machine (DESIGN §12), the server's and the offline card's alike: start a
 * stopped clock, pause a running one (keeping the seconds so far), resume a paused one. `at`
 * is when the action happened (ISO). Mark Clean ends the clock (null) and keeps workedSecondsAt.
 */
export function nextTimer(timer: RoomTimer | null, action: TimerAction, at: string): RoomTimer | TimerRefusal {
  switch (action) {
    case 'start':
      return timer ? 'TIMER_RUNNING' : { state: 'running', startedAt: at, workedSeconds: 0 };
    case 'pause':
      return timer?.state === 'running' ? { ...timer, state: 'paused', workedSeconds: workedSecondsAt(timer, Date.parse(at)) } : 'TIMER_NOT_RUNNING';
    case 'resume':
      return timer?.state === 'paused' ? { ...timer, state: 'running', startedAt: at } : 'TIMER_NOT_PAUSED';
  }
}

/** A running clock paused at `at` (waiting on a guest is not work); any other clock as it is. */
export function pausedAt(timer: RoomTimer | null, at: string): RoomTimer | null {
  return timer?.state === 'running' ? { ...timer, state: 'paused', workedSeconds: workedSecondsAt(timer, Date.parse(at)) } : timer;
}

/** Starting or resuming is working on the room: it clears a deferral; pausing does not. */
export function timerActionClearsDeferral(action: TimerAction): boolean {
  return action !== 'pause';
}
