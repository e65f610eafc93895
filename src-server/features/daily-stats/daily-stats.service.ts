import type { Context, Actor } from '../../trpc/context';
import type { DailyStat } from '../../../src-shared/daily-stats.schemas';
import { hotelDayBounds } from '../../../src-shared/hotel-time';
import { fail } from '../../trpc/errors';
import { SERVICE_ACTIONS } from '../reports/service-actions';

type Deps = Pick<Context, 'db'> & { actor: Actor };

/**
 * Rooms each housekeeper cleaned on one calendar day of the hotel, read from the history,
 * so a room cleaned twice counts for each housekeeper who cleaned it.
 */
export async function dailyCleaningStats(ctx: Deps, hotelId: string, date: string): Promise<DailyStat[]> {
  const hotel = await ctx.db.selectFrom('hotels').select('timezone').where('id', '=', hotelId).executeTakeFirst();
  if (!hotel) fail('NOT_FOUND', 'HOTEL_NOT_FOUND');
  // The input schema (daySchema) admits real days of 2000–2100 only, so the bounds are always valid instants.
  const bounds = hotelDayBounds(date, hotel.timezone);
  const rows = await ctx.db
    .selectFrom('room_status_events as e')
    .innerJoin('users as u', 'u.id', 'e.actor_id')
    .select(['u.id', 'u.full_name', 'e.room_number'])
    .where('e.hotel_id', '=', hotelId)
    .where('e.to_status', '=', 'clean')
    // A clean that was undone was not a room cleaned (issue 13).
    .where('e.undone_at', 'is', null)
    // A work order's or a guest request's own row (from = to) is no clean, even on a clean room.
    .where((eb) => eb.or([eb('e.action', 'is', null), eb('e.action', 'not in', SERVICE_ACTIONS)]))
    .where('u.role', '=', 'housekeeper')
    .where('e.at', '>=', bounds.start)
    .where('e.at', '<', bounds.end)
    .orderBy('u.full_name')
    .orderBy('e.at')
    .execute();
  const byHousekeeper = new Map<string, DailyStat>();
  for (const row of rows) {
    const stat = byHousekeeper.get(row.id) ?? { housekeeperId: row.id, housekeeperName: row.full_name, roomCount: 0, rooms: [] };
    stat.roomCount += 1;
    stat.rooms.push({ roomNumber: row.room_number });
    byHousekeeper.set(row.id, stat);
  }
  return [...byHousekeeper.values()];
}
