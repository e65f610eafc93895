import { isStarted } from '../../../src-shared/room-work-state';
import { DEFAULT_CLEANING_TYPE, type CleaningType, type CreditsByCleaningType } from '../../../src-shared/cleaning-types';

/** What the workload needs to know of a room's status row beyond its type (DESIGN §12, §13). */
export interface RoomWork {
  cleaningType: CleaningType;
  rush: boolean;
  /** Work begun (a running or paused timer): a hand-over leaves the room where it is. */
  started: boolean;
}

/** The status row's lifecycle columns (DESIGN §12) that say how much work a room is. */
export interface RoomWorkColumns {
  cleaning_type: CleaningType | null;
  priority: boolean;
  timer_state: 'running' | 'paused' | null;
}

/** The one place the workload reads a room's cleaning type, rush flag and timer. */
export function roomWork(row: RoomWorkColumns): RoomWork {
  return {
    // A room marked dirty before cleaning types existed (or not dirty at all) counts as a departure.
    cleaningType: row.cleaning_type ?? DEFAULT_CLEANING_TYPE,
    rush: Boolean(row.priority),
    started: isStarted({ timer: row.timer_state }),
  };
}

/** A room type's credit columns as a query selects them (null when the room has no type). */
export interface TypeCreditColumns {
  credits_departure: number | null;
  credits_stayover: number | null;
  credits_touch_up: number | null;
}

/** The room type's credits, or null when the room has none (it then counts the defaults, DESIGN §13). */
export function typeCredits(row: TypeCreditColumns): CreditsByCleaningType | null {
  if (row.credits_departure === null || row.credits_stayover === null || row.credits_touch_up === null) return null;
  return { departure: row.credits_departure, stayover: row.credits_stayover, touchUp: row.credits_touch_up };
}
