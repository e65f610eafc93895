import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/types';
import type { PlannerRoom } from '../../../src-shared/workload-planner';
import { hotelClock, hotelDate } from '../../../src-shared/hotel-time';
import { minutesOf, roomPriority } from '../../../src-shared/room-priority';
import { findRules, hotelTimezone } from '../occupancy/occupancy.public';

type Executor = Db | Transaction<Database>;

/**
 * Auto-assign's rooms with today's arrivals (DESIGN §22): a room a guest waits for (an arrival
 * time, VIP, early check-in) carries its priority key, so the planner places it first and
 * spreads those rooms over the attendants; a room without one is planned by floor as before.
 */
export async function withArrivals(db: Executor, hotelId: string, rooms: PlannerRoom[], at = new Date()): Promise<PlannerRoom[]> {
  if (rooms.length === 0) return rooms;
  const timezone = await hotelTimezone(db, hotelId);
  const rules = await findRules(db, hotelId);
  const rows = await db
    .selectFrom('room_occupancy')
    .select(['room_id', 'arrival_time', 'departure_time', 'vip', 'early_check_in'])
    .where('hotel_id', '=', hotelId)
    .where('day', '=', hotelDate(timezone, at))
    .where((eb) => eb.or([eb('arrival_time', 'is not', null), eb('vip', '>', 0), eb('early_check_in', '=', true)]))
    .execute();
  const byRoom = new Map(rows.map((r) => [r.room_id, r]));
  const now = minutesOf(hotelClock(timezone, at));
  return rooms.map((room) => {
    const o = byRoom.get(room.id);
    if (!o) return room;
    const p = roomPriority(
      { roomId: room.id, roomNumber: room.roomNumber, floor: room.floor, rush: room.rush, arrivalTime: o.arrival_time, departureTime: o.departure_time, vip: o.vip, earlyCheckIn: o.early_check_in },
      now,
      rules.arrivalWindowMinutes,
    );
    return { ...room, ahead: p.key };
  });
}
