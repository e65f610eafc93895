import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { ROOM_STATUSES, type RoomStatus } from '../../../src-shared/room-status';
import { compareRoomNumbers } from '../../../src-shared/room-list';
import { isStarted } from '../../../src-shared/room-work-state';
import { searchRooms as findRooms } from '../../../src-shared/room-search';
import { OCCUPANCY_CODES, STAY_MARKS, occupancyCode, stayMark, type OccupancyCode, type StayMark } from '../../../src-shared/occupancy-code';

/**
 * Marks another part of the app may add to a board row (rush, service deferred, timer).
 * Typed as optional here so the board shows them when present and compiles without them.
 */
type MarkFields = { priority?: unknown; deferral?: unknown; timer?: unknown };
export type GridRoom = BoardRoom & MarkFields;

export interface RoomMarks {
  rush: boolean;
  late: boolean;
  deferred: boolean;
  inProgress: boolean;
  unread: boolean;
  arrival: boolean;
  dueOut: boolean;
  stayover: boolean;
}

export function marksOf(room: GridRoom, unread: number): RoomMarks {
  return {
    rush: Boolean(room.priority),
    late: room.hasLateCheckout,
    deferred: Boolean(room.deferral),
    inProgress: isStarted(room),
    unread: unread > 0,
    arrival: stayMark(room) === 'arrival',
    dueOut: stayMark(room) === 'due_out',
    stayover: stayMark(room) === 'stayover',
  };
}

/** The floor a room is on; rooms without one are grouped last. */
export function floorKey(room: BoardRoom): number | null {
  return room.floor ?? null;
}

export const ALL = 'all';
export const NO_FLOOR = 'none';

export interface BoardFilter {
  status: RoomStatus | typeof ALL;
  /** A floor number as text, 'none' for rooms without a floor, or 'all'. */
  floor: string;
  /** A housekeeper's id (rooms assigned to or cleaned by them), or 'all'. */
  housekeeper: string;
  /** Today's occupancy code (VC/VD/OC/OD, DESIGN §17), or 'all'. */
  occupancy: OccupancyCode | typeof ALL;
  /** Today's stay mark (arrival, due out, stayover), or 'all'. */
  stay: StayMark | typeof ALL;
}

export const NO_FILTER: BoardFilter = {
  status: ALL,
  floor: ALL,
  housekeeper: ALL,
  occupancy: ALL,
  stay: ALL,
};

export function isFiltered(filter: BoardFilter): boolean {
  return filter.status !== ALL || filter.floor !== ALL || filter.housekeeper !== ALL || filter.occupancy !== ALL || filter.stay !== ALL;
}

/** The rooms that pass the filter, in board order; the same array when nothing is filtered. */
export function filterRooms<R extends BoardRoom>(rooms: readonly R[], filter: BoardFilter): readonly R[] {
  if (!isFiltered(filter)) return rooms;
  const floor = filter.floor === ALL ? undefined : filter.floor === NO_FLOOR ? null : Number(filter.floor);
  return rooms.filter(
    (room) =>
      (filter.status === ALL || room.status === filter.status) &&
      (floor === undefined || floorKey(room) === floor) &&
      (filter.housekeeper === ALL || room.assignedTo === filter.housekeeper || room.cleanedBy === filter.housekeeper) &&
      (filter.occupancy === ALL || occupancyCode(room) === filter.occupancy) &&
      (filter.stay === ALL || stayMark(room) === filter.stay),
  );
}

export type OccupancyCounts = Record<OccupancyCode | StayMark, number>;

/** Rooms per occupancy code and per stay mark today (one pass); all zero when no occupancy is known. */
export function countOccupancy(rooms: readonly BoardRoom[]): OccupancyCounts {
  const counts = Object.fromEntries([...OCCUPANCY_CODES, ...STAY_MARKS].map((k) => [k, 0])) as OccupancyCounts;
  for (const room of rooms) {
    const code = occupancyCode(room);
    const stay = stayMark(room);
    if (code) counts[code] += 1;
    if (stay) counts[stay] += 1;
  }
  return counts;
}

export type StatusCounts = Record<RoomStatus, number>;

/** Rooms per status, every status of the rule table (one pass). */
export function countStatuses(rooms: readonly BoardRoom[]): StatusCounts {
  const counts = Object.fromEntries(ROOM_STATUSES.map((s) => [s, 0])) as StatusCounts;
  for (const room of rooms) counts[room.status] = (counts[room.status] ?? 0) + 1;
  return counts;
}

export interface FloorGroup<R> {
  floor: number | null;
  rooms: R[];
}

/**
 * Rooms by floor, floors ascending and rooms without a floor last; each floor's rooms in
 * number order, as they lie along the corridor (the lists put rush rooms first; the grid
 * marks them instead).
 */
export function groupByFloor<R extends BoardRoom>(rooms: readonly R[]): FloorGroup<R>[] {
  const byFloor = new Map<number | null, R[]>();
  for (const room of rooms) {
    const key = floorKey(room);
    let list = byFloor.get(key);
    if (!list) byFloor.set(key, (list = []));
    list.push(room);
  }
  return [...byFloor.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a - b))
    .map(([floor, list]) => ({ floor, rooms: list.sort((a, b) => compareRoomNumbers(a.roomNumber, b.roomNumber)) }));
}

export function floorsOf(rooms: readonly BoardRoom[]): (number | null)[] {
  const floors = new Set<number | null>();
  for (const room of rooms) floors.add(floorKey(room));
  return [...floors].sort((a, b) => (a === null ? 1 : b === null ? -1 : a - b));
}

/** The board's and the desk's search show the best few rooms for what was typed. */
export function searchRooms<R extends BoardRoom>(rooms: readonly R[], text: string): R[] {
  return findRooms(rooms, text, 8);
}
