import type { Db } from '../../db/connection';
import type { HotelView } from '../../../src-shared/hotels.schemas';

/** Hotels with their staff count (approved users of the hotel) and room count, by name. */
export async function findHotelViews(db: Db, onlyHotelId?: string): Promise<HotelView[]> {
  let query = db
    .selectFrom('hotels')
    .select((eb) => [
      'hotels.id',
      'hotels.name',
      'hotels.address',
      'hotels.timezone',
      'hotels.inspection_required',
      'hotels.self_check',
      'hotels.max_square_feet_per_shift',
      eb
        .selectFrom('users')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('users.hotel_id', '=', 'hotels.id')
        .where('users.status', '=', 'approved')
        .as('staff_count'),
      eb
        .selectFrom('rooms')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('rooms.hotel_id', '=', 'hotels.id')
        .as('room_count'),
    ])
    .orderBy('hotels.name')
    .orderBy('hotels.id');
  if (onlyHotelId !== undefined) query = query.where('hotels.id', '=', onlyHotelId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: row.address,
    timezone: row.timezone,
    staffCount: Number(row.staff_count ?? 0),
    roomCount: Number(row.room_count ?? 0),
    inspectionRequired: Boolean(row.inspection_required),
    selfCheck: Boolean(row.self_check),
    maxSquareFeetPerShift: row.max_square_feet_per_shift,
  }));
}

export function insertHotel(db: Db, hotel: { name: string; address: string | null; timezone: string }) {
  return db.insertInto('hotels').values(hotel).returning('id').executeTakeFirstOrThrow();
}

export async function updateHotelRow(
  db: Db,
  id: string,
  changes: {
    name?: string;
    address?: string | null;
    timezone?: string;
    inspection_required?: boolean;
    max_square_feet_per_shift?: number | null;
  },
): Promise<boolean> {
  if (Object.keys(changes).length === 0) {
    return (await db.selectFrom('hotels').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }
  const result = await db.updateTable('hotels').set(changes).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Every room of the hotel that has a board row. */
export async function boardRoomIds(db: Db, hotelId: string): Promise<string[]> {
  const rows = await db.selectFrom('room_statuses').select('room_id').where('hotel_id', '=', hotelId).execute();
  return rows.map((r) => r.room_id);
}
