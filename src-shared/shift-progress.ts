import type { BoardRoom } from './room-ops.schemas';
import { hotelDate, hotelDayBounds } from './hotel-time';
import { CLEANING_DONE_STATUSES } from './room-status';
import { roomProgress, type RoomProgress } from './room-work-state';

/**
 * The one model of a shift's progress per housekeeper (DESIGN §13), read by the board's
 * 'Assigned by housekeeper' and the workload's shift board alike. It reads the cached board
 * rows, which live events patch: no request of its own.
 */

export interface Tally {
  total: number;
  done: number;
  inProgress: number;
  deferred: number;
}

export interface HousekeeperProgress<R extends BoardRoom = BoardRoom> {
  housekeeperId: string;
  /** The rooms still assigned to them, in board order. */
  toDo: R[];
  rooms: Tally;
  credits: Tally;
  squareFeet: number;
  /** More square feet than the hotel's cap per shift (after manual changes, say). */
  overCap: boolean;
}

export interface ShiftOptions {
  /** The hotel's: 'today' is its calendar day. */
  timezone: string;
  /** The hotel's day (yyyy-MM-dd) whose cleaning counts as done; today by default. */
  date?: string;
  now?: Date;
  /** Square feet of a room by its type; none when not given. */
  squareFeetOf?: (roomTypeId: string | null) => number;
  maxSquareFeet?: number | null;
}

/** A cleaned room stays done through inspection and the PMS update (DESIGN §12). */
export const DONE_STATUSES = new Set<BoardRoom['status']>(CLEANING_DONE_STATUSES);

const emptyTally = (): Tally => ({ total: 0, done: 0, inProgress: 0, deferred: 0 });

/**
 * Per housekeeper: the rooms and credits of the shift (assigned and still to do, plus those
 * they cleaned today in the hotel's calendar), how many are done, in progress, deferred.
 * Anyone who cleaned a room appears, managers too: a view keeps the housekeepers it shows.
 */
export function shiftProgress<R extends BoardRoom>(rooms: readonly R[], opts: ShiftOptions): Map<string, HousekeeperProgress<R>> {
  // Today's bounds once: a 7,500-room board is not formatted room by room.
  const { start, end } = hotelDayBounds(opts.date ?? hotelDate(opts.timezone, opts.now), opts.timezone);
  const cleanedToday = (at: string) => {
    const time = Date.parse(at);
    return time >= start.getTime() && time < end.getTime();
  };
  const out = new Map<string, HousekeeperProgress<R>>();
  const entry = (id: string) => {
    let e = out.get(id);
    if (!e) {
      e = { housekeeperId: id, toDo: [], rooms: emptyTally(), credits: emptyTally(), squareFeet: 0, overCap: false };
      out.set(id, e);
    }
    return e;
  };
  for (const room of rooms) {
    let e: HousekeeperProgress<R>;
    let state: RoomProgress | 'done';
    if (room.status === 'assigned' && room.assignedTo) {
      e = entry(room.assignedTo);
      e.toDo.push(room);
      state = roomProgress(room);
    } else if (DONE_STATUSES.has(room.status) && room.cleanedBy && room.cleanedAt && cleanedToday(room.cleanedAt)) {
      e = entry(room.cleanedBy);
      state = 'done';
    } else continue;
    for (const [tally, amount] of [
      [e.rooms, 1],
      [e.credits, room.credits],
    ] as const) {
      tally.total += amount;
      if (state === 'done') tally.done += amount;
      else if (state === 'in_progress') tally.inProgress += amount;
      else if (state === 'deferred') tally.deferred += amount;
    }
    e.squareFeet += opts.squareFeetOf?.(room.roomTypeId) ?? 0;
  }
  const cap = opts.maxSquareFeet ?? null;
  for (const e of out.values()) e.overCap = cap !== null && e.squareFeet > cap;
  return out;
}
