import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database, PmsSpanKind } from '../../db/types';
import type { OutOfOrderSpan } from './pms-out-of-order';
import { sameSpan } from './pms-out-of-order';

type Trx = Transaction<Database>;

/** The words the integration log shows for the two pushes of an out of order, and of an out of service. */
export const SPAN_WORDS: Record<PmsSpanKind, { start: string; end: string }> = {
  out_of_order: { start: 'OutOfOrder', end: 'OutOfOrder end' },
  out_of_service: { start: 'OutOfService', end: 'OutOfService end' },
};

interface RoomAtChange {
  roomId: string;
  seq: number;
  status: string;
  version: number;
}

/**
 * The out-of-order half of the outbox's intake (issue 20 point 5), in the intake's
 * transaction: what the PMS holds (or is about to) for the room is compared with the spans
 * the room's row asks for. A span no longer asked for is ended (returned to service, the
 * scheduled one cancelled, or edited: ended and sent again with its new dates); a span not
 * yet sent is started. Ends are queued before starts, so the PMS never holds two at once
 * through an edit. A start never attempted is dropped instead of ended: nothing reached the PMS.
 * Out of service goes the same way (its span is wanted while the room is out_of_service).
 * Answers how many pushes were queued, and how many of them are ends.
 */
export async function enqueueOutOfOrder(trx: Trx, connectionId: string, room: RoomAtChange, wanted: OutOfOrderSpan[]): Promise<{ queued: number; ends: number }> {
  const rows = await trx
    .selectFrom('pms_out_of_order as o')
    .leftJoin('pms_pushes as p', (j) => j.onRef('p.ooo_id', '=', 'o.id').on('p.kind', '=', 'ooo_start'))
    .select(['o.id', 'o.kind', 'o.reason', 'o.from_at', 'o.until_at', 'o.vendor_ref', 'p.id as start_id', 'p.state as start_state', 'p.attempts as start_attempts'])
    .where('o.connection_id', '=', connectionId)
    .where('o.room_id', '=', room.roomId)
    .where('o.ending', '=', false)
    .execute();
  const push = { connection_id: connectionId, room_id: room.roomId, seq: room.seq, room_status: room.status, room_version: room.version };
  let queued = 0;
  let ends = 0;
  const held: typeof rows = [];
  for (const row of rows) {
    // A start given up on (or dropped) never reached the PMS: there is nothing there to keep or to end.
    const reached = row.vendor_ref !== null || row.start_state === 'pending';
    if (reached) held.push(row);
    else await trx.deleteFrom('pms_out_of_order').where('id', '=', row.id).execute();
  }
  const spanOf = (row: (typeof rows)[number]) => ({ kind: row.kind, reason: row.reason, from: new Date(row.from_at), until: row.until_at ? new Date(row.until_at) : null });
  for (const row of held) {
    if (wanted.some((span) => sameSpan(span, spanOf(row)))) continue;
    if (row.start_state === 'pending' && row.start_attempts === 0 && row.vendor_ref === null) {
      await trx.updateTable('pms_pushes').set({ state: 'superseded' }).where('id', '=', row.start_id!).where('state', '=', 'pending').execute();
      await trx.deleteFrom('pms_out_of_order').where('id', '=', row.id).execute();
      continue;
    }
    await trx.updateTable('pms_out_of_order').set({ ending: true }).where('id', '=', row.id).execute();
    await trx.insertInto('pms_pushes').values({ ...push, condition: SPAN_WORDS[row.kind].end, kind: 'ooo_end', ooo_id: row.id }).execute();
    queued += 1;
    ends += 1;
  }
  for (const span of wanted) {
    if (held.some((row) => sameSpan(span, spanOf(row)))) continue;
    const { id } = await trx
      .insertInto('pms_out_of_order')
      .values({ connection_id: connectionId, room_id: room.roomId, kind: span.kind, reason: span.reason, from_at: span.from, until_at: span.until, return_status: span.returnStatus })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('pms_pushes').values({ ...push, condition: SPAN_WORDS[span.kind].start, kind: 'ooo_start', ooo_id: id }).execute();
    queued += 1;
  }
  return { queued, ends };
}

export function outOfOrderOf(db: Db, id: string) {
  return db.selectFrom('pms_out_of_order').select(['id', 'kind', 'reason', 'from_at', 'until_at', 'return_status', 'vendor_ref']).where('id', '=', id).executeTakeFirst();
}

/** The start went through: the vendor's id is kept for the end ('' when the vendor answered none). */
export async function recordOutOfOrderStarted(db: Db, id: string, ref: string | null) {
  await db.updateTable('pms_out_of_order').set({ vendor_ref: ref ?? '' }).where('id', '=', id).execute();
}

/** The end went through (or had nothing to end): the out of order is no longer the PMS's. */
export async function forgetOutOfOrder(db: Db, id: string) {
  await db.deleteFrom('pms_out_of_order').where('id', '=', id).execute();
}

/** Ends given up on are kept a week with the log, then dropped (their pushes are pruned the same way). */
export async function pruneOutOfOrder(db: Db) {
  await db
    .deleteFrom('pms_out_of_order as o')
    .where('o.ending', '=', true)
    .where('o.created_at', '<', sql<Date>`now() - interval '7 days'`)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('pms_pushes as p').select('p.id').whereRef('p.ooo_id', '=', 'o.id').where('p.state', '=', 'pending'))))
    .execute();
}
