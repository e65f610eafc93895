import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { placedRecordOf } from '../../lib/placed-record';
import { LOST_ITEM_KEEP_DAYS, type LostItem, type SearchLostItemsInput } from '../../../src-shared/lost-items.schemas';
import { hotelDayBounds } from '../../../src-shared/hotel-time';

const DAY_MS = 24 * 60 * 60 * 1000;

function itemsQuery(db: Db) {
  return db
    .selectFrom('lost_items as l')
    .leftJoin('rooms as r', 'r.id', 'l.room_id')
    .leftJoin('users as u', 'u.id', 'l.found_by')
    .leftJoin('areas as a', 'a.id', 'l.area_id')
    .select([
      'l.area_id',
      'a.name as area_name',
      sql<boolean>`l.photo_type is not null`.as('has_photo'),
      'l.id',
      'l.hotel_id',
      'l.room_id',
      'r.room_number',
      'l.place',
      'l.description',
      'l.found_by',
      'u.full_name as found_name',
      'l.found_at',
      'l.stored_at',
      'l.status',
      'l.status_at',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof itemsQuery>['execute']>>[number];

function toItem(row: Row, now = new Date()): LostItem {
  const foundAt = new Date(row.found_at);
  const due = row.status === 'kept' ? new Date(foundAt.getTime() + LOST_ITEM_KEEP_DAYS * DAY_MS) : null;
  return {
    ...placedRecordOf(row),
    place: row.place,
    description: row.description,
    foundBy: row.found_by,
    foundByName: row.found_name,
    foundAt: foundAt.toISOString(),
    storedAt: row.stored_at,
    status: row.status,
    statusAt: new Date(row.status_at).toISOString(),
    disposalDueAt: due?.toISOString() ?? null,
    disposalDue: due !== null && due <= now,
    hasPhoto: Boolean(row.has_photo),
  };
}

export async function findLostItem(db: Db, id: string): Promise<LostItem | undefined> {
  const row = await itemsQuery(db).where('l.id', '=', id).executeTakeFirst();
  return row && toItem(row);
}

/** The front desk's search: words of the description or place, a room, a status, found between two hotel days. */
export async function searchLostItems(db: Db, timezone: string, filters: SearchLostItemsInput): Promise<LostItem[]> {
  let query = itemsQuery(db).where('l.hotel_id', '=', filters.hotelId);
  for (const word of (filters.q ?? '').split(/\s+/).filter(Boolean).slice(0, 10)) {
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([eb('l.description', 'ilike', pattern), eb('l.place', 'ilike', pattern), eb('l.stored_at', 'ilike', pattern), eb('a.name', 'ilike', pattern)]));
  }
  if (filters.roomId) query = query.where('l.room_id', '=', filters.roomId);
  if (filters.areaId) query = query.where('l.area_id', '=', filters.areaId);
  if (filters.status) query = query.where('l.status', '=', filters.status);
  if (filters.from) query = query.where('l.found_at', '>=', hotelDayBounds(filters.from, timezone).start);
  if (filters.to) query = query.where('l.found_at', '<', hotelDayBounds(filters.to, timezone).end);
  const rows = await query.orderBy('l.found_at', 'desc').orderBy(sql`l.id`, 'desc').limit(1000).execute();
  return rows.map((row) => toItem(row));
}
