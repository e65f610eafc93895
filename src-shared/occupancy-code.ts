import type { RoomStatus } from './room-status';
import type { Stay } from './stays';

/** DESIGN §17: vacant/occupied × clean/dirty, as hotels write it on their boards. */
export const OCCUPANCY_CODES = ['VC', 'VD', 'OC', 'OD'] as const;
export type OccupancyCode = (typeof OCCUPANCY_CODES)[number];
/** The stays a room is marked with on the board and cards (a departed or vacant room has none). */
export const STAY_MARKS = ['arrival', 'due_out', 'stayover'] as const;
export type StayMark = (typeof STAY_MARKS)[number];

interface Occupied {
  status: RoomStatus;
  occupancy: { occupied: boolean; stay: Stay } | null;
}

const CLEAN: readonly RoomStatus[] = ['clean', 'inspected', 'pms_updated'];
const DIRTY: readonly RoomStatus[] = ['dirty', 'assigned'];

/** The room's code today; null when its occupancy is not known or it is out of service. */
export function occupancyCode(room: Occupied): OccupancyCode | null {
  if (!room.occupancy) return null;
  const clean = CLEAN.includes(room.status) ? 'C' : DIRTY.includes(room.status) ? 'D' : null;
  if (!clean) return null;
  return `${room.occupancy.occupied ? 'O' : 'V'}${clean}` as OccupancyCode;
}

/** The room's stay mark today, if it has one. */
export function stayMark(room: Pick<Occupied, 'occupancy'>): StayMark | null {
  const stay = room.occupancy?.stay;
  return stay && (STAY_MARKS as readonly string[]).includes(stay) ? (stay as StayMark) : null;
}
