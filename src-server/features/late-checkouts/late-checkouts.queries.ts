import type { Db } from '../../db/connection';
import type { LateCheckout } from '../../../src-shared/late-checkouts.schemas';

function lateCheckoutQuery(db: Db) {
  return db
    .selectFrom('late_checkouts as l')
    .innerJoin('rooms as r', 'r.id', 'l.room_id')
    .select(['l.id', 'l.room_id', 'l.hotel_id', 'r.room_number', 'l.checkout_time', 'l.created_by', 'l.created_at', 'l.resolved_at']);
}

type Row = Awaited<ReturnType<ReturnType<typeof lateCheckoutQuery>['executeTakeFirstOrThrow']>>;

export function toLateCheckout(row: Row): LateCheckout {
  return {
    id: row.id,
    roomId: row.room_id,
    hotelId: row.hotel_id,
    roomNumber: row.room_number,
    checkoutTime: row.checkout_time,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
    resolvedAt: row.resolved_at ? new Date(row.resolved_at).toISOString() : null,
  };
}

export async function listUnresolved(db: Db, hotelId: string): Promise<LateCheckout[]> {
  const rows = await lateCheckoutQuery(db)
    .where('l.hotel_id', '=', hotelId)
    .where('l.resolved_at', 'is', null)
    .orderBy('l.checkout_time')
    .execute();
  return rows.map(toLateCheckout);
}

export async function findLateCheckout(db: Db, id: string): Promise<LateCheckout | undefined> {
  const row = await lateCheckoutQuery(db).where('l.id', '=', id).executeTakeFirst();
  return row && toLateCheckout(row);
}
