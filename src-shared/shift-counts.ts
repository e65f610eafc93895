import type { BoardRoom } from './room-ops.schemas';
import { hotelDate, hotelDayBounds } from './hotel-time';
import { isOnInspectionList, isOnWorkingLists, roomProgress } from './room-work-state';
import { DONE_STATUSES } from './shift-progress';

/**
 * The counts that answer 'how is the shift going?' on the manager's landing view (issue 18).
 * Read from the cached board like shiftProgress, so every count moves with live events.
 */
export interface ShiftCounts {
  /** Dirty rooms on the lists, and assigned rooms nobody has started. */
  toClean: number;
  /** Assigned rooms with a running or paused timer. */
  inProgress: number;
  /** Rooms cleaned this hotel-day (not rooms merely clean: a room never dirty is not the shift's work). */
  cleanedToday: number;
  /** The day's work: everything still to do plus what was cleaned today. */
  dayTotal: number;
  /** The same rooms as the 'Awaiting inspection' list. */
  awaitingInspection: number;
  /** The same rooms as the 'Service deferred' list. */
  deferred: number;
}

export interface ShiftCountOptions {
  /** The hotel's: 'today' is its calendar day. */
  timezone: string;
  now?: Date;
}

export function shiftCounts(rooms: readonly BoardRoom[], opts: ShiftCountOptions): ShiftCounts {
  const { start, end } = hotelDayBounds(hotelDate(opts.timezone, opts.now), opts.timezone);
  const counts: ShiftCounts = { toClean: 0, inProgress: 0, cleanedToday: 0, dayTotal: 0, awaitingInspection: 0, deferred: 0 };
  for (const room of rooms) {
    if (room.status === 'dirty') {
      // A guest still in the room (late checkout) keeps it off the dirty list (spec §4): not yet work.
      if (isOnWorkingLists(room)) counts.toClean += 1;
    } else if (room.status === 'assigned') {
      const state = roomProgress(room);
      if (state === 'deferred') counts.deferred += 1;
      else if (state === 'in_progress') counts.inProgress += 1;
      else counts.toClean += 1;
    } else if (DONE_STATUSES.has(room.status) && room.cleanedAt) {
      const at = Date.parse(room.cleanedAt);
      if (at >= start.getTime() && at < end.getTime()) counts.cleanedToday += 1;
    }
    if (isOnInspectionList(room)) counts.awaitingInspection += 1;
  }
  counts.dayTotal = counts.toClean + counts.inProgress + counts.deferred + counts.cleanedToday;
  return counts;
}
