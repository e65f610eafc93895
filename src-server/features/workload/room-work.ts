import { DEFAULT_CLEANING_TYPE, type CleaningType } from '../../../src-shared/cleaning-types';

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
    started: row.timer_state !== null,
  };
}
