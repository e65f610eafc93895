import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { hotelDate, hotelDayBounds } from '../../../src-shared/hotel-time';

/** Where an assigned room's work stands (DESIGN §13 shift board). */
export type RoomProgress = 'to_do' | 'in_progress' | 'deferred';

/** The one place the shift board reads a room's timer and deferral (DESIGN §12). */
export function roomProgress(room: Pick<BoardRoom, 'timer' | 'deferral'>): RoomProgress {
  if (room.deferral) return 'deferred';
  return room.timer ? 'in_progress' : 'to_do';
}

export interface Tally {
  total: number;
  done: number;
  inProgress: number;
  deferred: number;
}

export interface HousekeeperProgress {
  housekeeperId: string;
  rooms: Tally;
  credits: Tally;
  squareFeet: number;
  /** More square feet than the hotel's cap per shift (after manual changes, say). */
  overCap: boolean;
}

/** A cleaned room stays done through inspection and the PMS update (DESIGN §12). */
const DONE_STATUSES = new Set<BoardRoom['status']>(['clean', 'inspected', 'pms_updated']);

const emptyTally = (): Tally => ({ total: 0, done: 0, inProgress: 0, deferred: 0 });

/**
 * Per housekeeper: the rooms and credits of the shift (assigned and still to do, plus those
 * they cleaned today in the hotel's calendar), how many are done, in progress, deferred.
 * Read from the cached board rows, which live events patch: no request of its own.
 */
export function shiftProgress(
  rooms: readonly BoardRoom[],
  opts: { timezone: string; squareFeetOf: (roomTypeId: string | null) => number; maxSquareFeet: number | null; now?: Date },
): Map<string, HousekeeperProgress> {
  // Today's bounds once: a 7,500-room board is not formatted room by room.
  const { start, end } = hotelDayBounds(hotelDate(opts.timezone, opts.now), opts.timezone);
  const cleanedToday = (at: string) => {
    const time = new Date(at).getTime();
    return time >= start.getTime() && time < end.getTime();
  };
  const out = new Map<string, HousekeeperProgress>();
  const entry = (id: string) => {
    let e = out.get(id);
    if (!e) {
      e = { housekeeperId: id, rooms: emptyTally(), credits: emptyTally(), squareFeet: 0, overCap: false };
      out.set(id, e);
    }
    return e;
  };
  for (const room of rooms) {
    let e: HousekeeperProgress | undefined;
    let state: RoomProgress | 'done';
    if (room.status === 'assigned' && room.assignedTo) {
      e = entry(room.assignedTo);
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
    e.squareFeet += opts.squareFeetOf(room.roomTypeId);
  }
  for (const e of out.values()) e.overCap = opts.maxSquareFeet !== null && e.squareFeet > opts.maxSquareFeet;
  return out;
}
