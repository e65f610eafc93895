// No zod here: the benchmark replays days through this pure function (scripts/bench-ready-times.ts).
import { applyOwnOrder, minutesOf, orderByPriority, type PriorityRoom } from './room-priority';

/**
 * DESIGN §22: when each room to clean will be ready, from each attendant's queue in priority
 * order, her progress on the room she is in (the clock), and how long each room takes. All
 * times are minutes of the hotel's day; the caller turns them into instants.
 */

export interface QueueRoom extends PriorityRoom {
  /** Minutes this room takes (measured for its type and cleaning, else its credits). */
  minutes: number;
  /** Her clock on this room: minutes worked so far, and whether it is running now. */
  workedMinutes: number;
  running: boolean;
  /** A guest still in the room (due out, not gone): it cannot be started before this minute. */
  notBefore: number | null;
}

export interface ReadyPrediction {
  roomId: string;
  /** Minute of the hotel's day the room is predicted ready. */
  readyAt: number;
}

/** Even a room overrun by its clock takes a little longer: never 'ready' in the past. */
const MIN_LEFT = 2;

/**
 * One attendant's queue from minute `now`: the room whose clock runs first (she is in it),
 * then the rest in priority order or in `own`, the order she chose (an arrival within the
 * window still ahead: applyOwnOrder), each started when the last is done (and its guest gone).
 */
export function predictQueue(rooms: QueueRoom[], now: number, windowMinutes: number, own?: readonly string[] | null): ReadyPrediction[] {
  const running = rooms.filter((r) => r.running);
  const rest = applyOwnOrder(
    orderByPriority(
      rooms.filter((r) => !r.running),
      now,
      windowMinutes,
    ),
    own ?? null,
  );
  let t = now;
  const out: ReadyPrediction[] = [];
  for (const r of [...running, ...rest]) {
    if (r.notBefore !== null && r.notBefore > t && r.workedMinutes === 0) t = r.notBefore;
    // A room overrunning its usual time is nearly done, not done: a share of the usual time is left.
    t += Math.max(MIN_LEFT, r.minutes - r.workedMinutes, r.workedMinutes > r.minutes ? r.minutes * 0.15 : 0);
    out.push({ roomId: r.roomId, readyAt: Math.round(t) });
  }
  return out;
}

/** The departure time as the minute a guest due out leaves (null: no constraint). */
export function notBeforeOf(stay: string | null, departureTime: string | null): number | null {
  return stay === 'due_out' && departureTime ? minutesOf(departureTime) : null;
}

/** Late: the guest arrives before the room is predicted ready, or nobody has the room to clean. */
export function isLate(arrivalTime: string | null, readyAt: number | null): boolean {
  if (arrivalTime === null) return false;
  return readyAt === null || readyAt > minutesOf(arrivalTime);
}
