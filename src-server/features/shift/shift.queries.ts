import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database, ShiftState } from '../../db/types';
import { hotelDate } from '../../../src-shared/hotel-time';
import { DEFAULT_TIMEZONE } from '../../../src-shared/timezones';
import type { ShiftMember } from '../../../src-shared/shift.schemas';

type Executor = Db | Transaction<Database>;

/** Today at the hotel: the roster's day unless one is named (DESIGN §3, the hotel's clock). */
export async function hotelToday(db: Executor, hotelId: string, now = new Date()): Promise<string> {
  const hotel = await db.selectFrom('hotels').select('timezone').where('id', '=', hotelId).executeTakeFirst();
  return hotelDate(hotel?.timezone ?? DEFAULT_TIMEZONE, now);
}

/** The day's roster: approved housekeepers of the hotel with a row that day, by name. */
export async function listShift(db: Executor, hotelId: string, date: string): Promise<ShiftMember[]> {
  const rows = await db
    .selectFrom('shift_roster as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.user_id', 'u.full_name', 's.state'])
    .where('s.hotel_id', '=', hotelId)
    .where('s.shift_date', '=', date)
    .where('u.hotel_id', '=', hotelId)
    .where('u.role', '=', 'housekeeper')
    .where('u.status', '=', 'approved')
    .orderBy('u.full_name')
    .orderBy('s.user_id')
    .execute();
  return rows.map((r) => ({ housekeeperId: r.user_id, fullName: r.full_name, state: r.state }));
}

/** Who is on shift (state 'on') that day. */
export async function onShift(db: Executor, hotelId: string, date: string): Promise<string[]> {
  return (await listShift(db, hotelId, date)).filter((m) => m.state === 'on').map((m) => m.housekeeperId);
}

/** Puts these people in this state that day; a manager's word also forgets any hand over's undo. */
export async function setStates(trx: Transaction<Database>, hotelId: string, date: string, userIds: string[], state: ShiftState, by: string) {
  if (userIds.length === 0) return;
  await trx
    .insertInto('shift_roster')
    .values(userIds.map((user_id) => ({ hotel_id: hotelId, shift_date: date, user_id, state, updated_by: by })))
    .onConflict((oc) =>
      oc.columns(['hotel_id', 'shift_date', 'user_id']).doUpdateSet({ state, updated_by: by, updated_at: new Date(), off_by_action: null, state_before: null }),
    )
    .execute();
}

/** Everyone of that day not named goes off shift. */
export async function setOthersOff(trx: Transaction<Database>, hotelId: string, date: string, keep: string[], by: string) {
  let q = trx
    .updateTable('shift_roster')
    .set({ state: 'off', updated_by: by, updated_at: new Date(), off_by_action: null, state_before: null })
    .where('hotel_id', '=', hotelId)
    .where('shift_date', '=', date)
    .where('state', '!=', 'off');
  if (keep.length > 0) q = q.where('user_id', 'not in', keep);
  await q.execute();
}

/** A first sign-in of the day proposes her; false when she already has a word for today. */
export async function proposeSelf(trx: Transaction<Database>, hotelId: string, date: string, userId: string): Promise<boolean> {
  const row = await trx
    .insertInto('shift_roster')
    .values({ hotel_id: hotelId, shift_date: date, user_id: userId, state: 'proposed', updated_by: userId })
    .onConflict((oc) => oc.columns(['hotel_id', 'shift_date', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A hand over takes her off: her state before is kept with the hand over's action id, so
 * its Undo (undoShiftChange) puts back exactly that.
 */
export async function takeOffByHandOver(trx: Transaction<Database>, hotelId: string, date: string, userId: string, actionId: string, by: string) {
  const before = await trx
    .selectFrom('shift_roster')
    .select('state')
    .where('hotel_id', '=', hotelId)
    .where('shift_date', '=', date)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  const values = { state: 'off' as const, off_by_action: actionId, state_before: before?.state ?? null, updated_by: by, updated_at: new Date() };
  await trx
    .insertInto('shift_roster')
    .values({ hotel_id: hotelId, shift_date: date, user_id: userId, ...values })
    .onConflict((oc) => oc.columns(['hotel_id', 'shift_date', 'user_id']).doUpdateSet(values))
    .execute();
}

/** The hotel of the hand over this action was, if it took someone off a shift. */
export async function handOverHotel(db: Executor, actionId: string): Promise<string | null> {
  const row = await db.selectFrom('shift_roster').select('hotel_id').where('off_by_action', '=', actionId).executeTakeFirst();
  return row?.hotel_id ?? null;
}

/** Undo of a hand over: her roster row as it was before it (no row: none again). Hotels touched. */
export async function undoShiftChange(trx: Transaction<Database>, actionId: string): Promise<string[]> {
  const rows = await trx.selectFrom('shift_roster').selectAll().where('off_by_action', '=', actionId).forUpdate().execute();
  for (const row of rows) {
    const same = { hotel_id: row.hotel_id, shift_date: row.shift_date, user_id: row.user_id };
    if (row.state_before === null) {
      await trx.deleteFrom('shift_roster').where((eb) => eb.and(same)).execute();
    } else {
      await trx
        .updateTable('shift_roster')
        .set({ state: row.state_before, off_by_action: null, state_before: null, updated_at: new Date() })
        .where((eb) => eb.and(same))
        .execute();
    }
  }
  return [...new Set(rows.map((r) => r.hotel_id))];
}
