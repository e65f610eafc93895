import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/types';
import { fail } from '../../trpc/errors';
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

/**
 * Reopens the late checkouts the user resolved with action `actionId` (its undo, issue 18).
 * A late checkout added to the room since holds the room's one open slot: the undo is then
 * overtaken, as when someone changed the room.
 */
export async function reopenResolvedBy(trx: Transaction<Database>, userId: string, actionId: string): Promise<{ id: string; hotelId: string }[]> {
  const resolved = await trx
    .selectFrom('late_checkouts as l')
    .select(['l.id', 'l.hotel_id', 'l.room_id'])
    .where('l.resolved_by', '=', userId)
    .where('l.resolved_action_id', '=', actionId)
    .forUpdate()
    .execute();
  if (resolved.length === 0) return [];
  const open = await trx
    .selectFrom('late_checkouts')
    .select('id')
    .where('room_id', 'in', resolved.map((r) => r.room_id))
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  if (open) fail('CONFLICT', 'UNDO_OVERTAKEN');
  await trx
    .updateTable('late_checkouts')
    .set({ resolved_at: null, resolved_by: null, resolved_action_id: null })
    .where('id', 'in', resolved.map((r) => r.id))
    .execute();
  return resolved.map((r) => ({ id: r.id, hotelId: r.hotel_id }));
}
