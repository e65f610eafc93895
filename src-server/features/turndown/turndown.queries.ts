import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/types';
import { DEFAULT_TURNDOWN_CREDITS } from '../../../src-shared/turndown';

type Executor = Db | Transaction<Database>;

/**
 * The rooms with occupancy that night, with what the turndown rule reads (stay, VIP, a
 * request), the type's turndown credits and the turndown done, if any. Rooms out of order
 * or out of service have no guest to turn down for.
 */
export function tonightRows(db: Executor, hotelId: string, day: string) {
  return db
    .selectFrom('room_occupancy as o')
    .innerJoin('rooms as r', 'r.id', 'o.room_id')
    .innerJoin('room_statuses as s', 's.room_id', 'o.room_id')
    .leftJoin('room_types as rt', 'rt.id', 'r.room_type_id')
    .leftJoin('turndowns as t', (join) => join.onRef('t.room_id', '=', 'o.room_id').on(sql<boolean>`t.day = ${day}::date`))
    .leftJoin('users as d', 'd.id', 't.done_by')
    .select([
      'o.room_id',
      'r.room_number',
      'r.floor',
      'o.stay',
      'o.vip',
      'o.turndown_requested',
      sql<number>`coalesce(rt.credits_turndown, ${DEFAULT_TURNDOWN_CREDITS})`.as('credits'),
      't.done_by',
      't.done_at',
      'd.full_name as done_by_name',
    ])
    .where('o.hotel_id', '=', hotelId)
    .where(sql<boolean>`o.day = ${day}::date`)
    .where('s.status', 'not in', ['out_of_order', 'out_of_service'])
    .execute();
}
export type TonightRow = Awaited<ReturnType<typeof tonightRows>>[number];

/** The evening roster of a day: approved housekeepers of the hotel on it, by name. */
export function eveningRoster(db: Executor, hotelId: string, day: string) {
  return db
    .selectFrom('evening_roster as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.user_id as housekeeperId', 'u.full_name as fullName'])
    .where('e.hotel_id', '=', hotelId)
    .where(sql<boolean>`e.shift_date = ${day}::date`)
    .where('u.hotel_id', '=', hotelId)
    .where('u.role', '=', 'housekeeper')
    .where('u.status', '=', 'approved')
    .orderBy('u.full_name')
    .orderBy('e.user_id')
    .execute();
}

/** Exactly these people work the evening of that day. */
export async function replaceEveningRoster(trx: Transaction<Database>, hotelId: string, day: string, ids: string[], by: string) {
  let gone = trx.deleteFrom('evening_roster').where('hotel_id', '=', hotelId).where(sql<boolean>`shift_date = ${day}::date`);
  if (ids.length > 0) gone = gone.where('user_id', 'not in', ids);
  await gone.execute();
  if (ids.length === 0) return;
  await trx
    .insertInto('evening_roster')
    .values(ids.map((user_id) => ({ hotel_id: hotelId, shift_date: day, user_id, updated_by: by })))
    .onConflict((oc) => oc.columns(['hotel_id', 'shift_date', 'user_id']).doNothing())
    .execute();
}

/** A turndown done: the first word stands (a second tap, or a retry, changes nothing); true when this one was recorded. */
export async function recordTurndown(db: Executor, hotelId: string, roomId: string, day: string, by: string, at: Date): Promise<boolean> {
  const row = await db
    .insertInto('turndowns')
    .values({ room_id: roomId, day, hotel_id: hotelId, done_by: by, done_at: at })
    .onConflict((oc) => oc.columns(['room_id', 'day']).doNothing())
    .returning('room_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The turndowns done that night, with the credits of each room's type as it is now (as the day's cleans). */
export function turndownsOfDay(db: Executor, hotelId: string, day: string) {
  return db
    .selectFrom('turndowns as t')
    .innerJoin('users as u', 'u.id', 't.done_by')
    .leftJoin('rooms as r', 'r.id', 't.room_id')
    .leftJoin('room_types as rt', 'rt.id', 'r.room_type_id')
    .select(['t.done_by', 'u.full_name', 'u.role', sql<number>`coalesce(rt.credits_turndown, ${DEFAULT_TURNDOWN_CREDITS})`.as('credits')])
    .where('t.hotel_id', '=', hotelId)
    .where(sql<boolean>`t.day = ${day}::date`)
    .execute();
}
