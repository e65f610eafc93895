import { DEFAULT_CLEANING_TYPE, type CleaningType } from '../../../src-shared/cleaning-types';

/** What the workload needs to know of a room's status row beyond its type (DESIGN §12, §13). */
export interface RoomWork {
  cleaningType: CleaningType;
  rush: boolean;
  /** Work begun (a running or paused timer): a hand-over leaves the room where it is. */
  started: boolean;
}

/**
 * The one place the workload reads a room's cleaning type, rush flag and timer. Until the room
 * lifecycle (issue 11) lands, every room is a departure, not rush, not started.
 */
// issue 11 merge: read cleaning_type and priority (and the timer for `started`) from the row.
export function roomWork(_row: object): RoomWork {
  return { cleaningType: DEFAULT_CLEANING_TYPE, rush: false, started: false };
}
