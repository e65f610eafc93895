// No zod here: the phone orders its own list with this (DESIGN §9: its first download has a budget).

/**
 * DESIGN §22: the one rule for which room to clean first, and why. Auto-assign, each
 * attendant's list (server and phone) and the ready-time prediction all order by it.
 */

/** Why a room comes early (or late): each shown to the attendant in a word, the first one first. */
export type PriorityReason =
  | { kind: 'rush' }
  | { kind: 'arrival'; time: string }
  | { kind: 'early_check_in' }
  | { kind: 'vip'; level: number }
  | { kind: 'due_out_late'; time: string };

export interface PriorityRoom {
  roomId: string;
  roomNumber: string;
  floor: number | null;
  /** The manager's rush (DESIGN §12): first in every list. */
  rush: boolean;
  /** Today's guest arrival, hotel-local 'HH:mm' (null: nobody arrives). */
  arrivalTime: string | null;
  /** The leaving guest's departure, hotel-local 'HH:mm' (null: none or unknown). */
  departureTime: string | null;
  vip: number;
  earlyCheckIn: boolean;
}

export interface Priority {
  reasons: PriorityReason[];
  /** The guest arrives within the hotel's window (or is already due): ahead of the attendant's own order. */
  urgent: boolean;
  /** Sort key, compared item by item, smaller first. */
  key: number[];
}

/** A departure later than this is 'due out late': the room cannot be started before the guest leaves. */
export const LATE_DEPARTURE = '12:00';
const NO_ARRIVAL = 24 * 60;

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * A room's priority at hotel-local minute `now` of the day: rush, then an arrival within the
 * window, an early check-in asked, the earlier arrival, the higher VIP; a room whose guest
 * leaves late goes after the others (it cannot be started sooner).
 */
export function roomPriority(room: PriorityRoom, now: number, windowMinutes: number): Priority {
  const arrival = room.arrivalTime === null ? null : minutesOf(room.arrivalTime);
  const urgent = arrival !== null && arrival - now <= windowMinutes;
  const dueOutLate = room.departureTime !== null && room.departureTime > LATE_DEPARTURE;
  const reasons: PriorityReason[] = [];
  if (room.rush) reasons.push({ kind: 'rush' });
  if (room.arrivalTime !== null) reasons.push({ kind: 'arrival', time: room.arrivalTime });
  if (room.earlyCheckIn) reasons.push({ kind: 'early_check_in' });
  if (room.vip > 0) reasons.push({ kind: 'vip', level: room.vip });
  if (dueOutLate) reasons.push({ kind: 'due_out_late', time: room.departureTime! });
  // Urgent arrivals come before the rest; within them (and the rest) the earlier arrival first.
  const key = [room.rush ? 0 : 1, urgent ? 0 : 1, room.earlyCheckIn ? 0 : 1, arrival ?? NO_ARRIVAL, -room.vip, dueOutLate ? minutesOf(room.departureTime!) : 0];
  return { reasons, urgent, key };
}

export function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Room numbers as numbers when they are (101 < 1001), as on every list (rooms/board-row.ts listOrder). */
export function compareRoomNumbers(a: string, b: string): number {
  const na = a.replace(/\D/g, '');
  const nb = b.replace(/\D/g, '');
  if (na !== '' && nb !== '' && Number(na) !== Number(nb)) return Number(na) - Number(nb);
  if (na === '' !== (nb === '')) return na === '' ? 1 : -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * An attendant's rooms in priority order; among rooms of equal priority, floor by floor
 * (fewest floors walked: the floor she starts on is that of her first room), then by number.
 */
export function orderByPriority<T extends PriorityRoom>(rooms: T[], now: number, windowMinutes: number): (T & { priority: Priority })[] {
  const withPriority = rooms.map((r) => ({ ...r, priority: roomPriority(r, now, windowMinutes) }));
  withPriority.sort((a, b) => compareKeys(a.priority.key, b.priority.key) || compareRoomNumbers(a.roomNumber, b.roomNumber));
  // Equal priorities: keep to the floor already reached, so a run of equals is not walked zig-zag.
  const out: typeof withPriority = [];
  let i = 0;
  let floor: number | null = null;
  while (i < withPriority.length) {
    let j = i;
    while (j < withPriority.length && compareKeys(withPriority[j]!.priority.key, withPriority[i]!.priority.key) === 0) j++;
    const run = withPriority.slice(i, j);
    const start = floor;
    run.sort((a, b) => floorRank(a.floor, start) - floorRank(b.floor, start) || (a.floor ?? 0) - (b.floor ?? 0) || compareRoomNumbers(a.roomNumber, b.roomNumber));
    out.push(...run);
    floor = run[run.length - 1]!.floor;
    i = j;
  }
  return out;
}

/** The floor already reached first, then the others in order. */
const floorRank = (f: number | null, current: number | null) => (current !== null && f === current ? 0 : 1);

/**
 * Her own order applied (DESIGN §22): the rooms she placed in the order she placed them, the
 * others where the priority puts them after; but a room whose guest arrives within the window
 * stays ahead of every room without one.
 */
export function applyOwnOrder<T extends { roomId: string; priority: Priority }>(ordered: T[], own: readonly string[] | null): T[] {
  if (!own || own.length === 0) return ordered;
  const place = new Map(own.map((id, i) => [id, i]));
  const rank = new Map(ordered.map((r, i) => [r.roomId, place.get(r.roomId) ?? own.length + i]));
  return [...ordered].sort((a, b) => Number(!a.priority.urgent) - Number(!b.priority.urgent) || rank.get(a.roomId)! - rank.get(b.roomId)!);
}

/** The reason shown on the room card, in a word: the first (strongest) one. */
export function mainReason(priority: Priority): PriorityReason | null {
  return priority.reasons[0] ?? null;
}
