import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/types';

type Executor = Db | Transaction<Database>;

/**
 * Each attendant's own order on `day` (DESIGN §22), room ids first first, by attendant;
 * `userId`: hers alone. Rooms that are no longer hers are left to the readers (they join on
 * whom the room is assigned to).
 */
export async function ownOrders(db: Executor, hotelId: string, day: string, userId?: string): Promise<Map<string, string[]>> {
  let q = db
    .selectFrom('attendant_queue_order')
    .select(['user_id', 'room_id'])
    .where('hotel_id', '=', hotelId)
    .where('day', '=', sql<string>`${day}::date`);
  if (userId) q = q.where('user_id', '=', userId);
  const rows = await q.orderBy('user_id').orderBy('position').execute();
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.user_id, [...(out.get(r.user_id) ?? []), r.room_id]);
  return out;
}

/** Her order on `day`, replaced whole; her user row is locked first, so two reorders at once are one after the other. */
export async function replaceOwnOrder(
  trx: Transaction<Database>,
  order: { hotelId: string; userId: string; day: string; roomIds: readonly string[]; by: string | null },
): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', order.userId).forNoKeyUpdate().execute();
  await trx.deleteFrom('attendant_queue_order').where('user_id', '=', order.userId).where('day', '=', sql<string>`${order.day}::date`).execute();
  if (order.roomIds.length === 0) return;
  await trx
    .insertInto('attendant_queue_order')
    .values(order.roomIds.map((roomId, position) => ({ hotel_id: order.hotelId, user_id: order.userId, day: order.day, room_id: roomId, position, updated_by: order.by })))
    .execute();
}
