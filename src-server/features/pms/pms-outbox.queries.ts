import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { leaseFree, takeLeases } from '../../lib/outbox';
import type { CleaningType } from '../../../src-shared/cleaning-types';
import { bulkPmsFrom } from '../../../src-shared/room-status';
import type { PmsConnector } from './pms-connector';
import type { MappedStatus } from './pms-mapping';
import { CONNECTION_COLUMNS, type ConnectionRow } from './pms-connections.queries';
import { wantedSpans } from './pms-out-of-order';
import { enqueueOutOfOrder, pruneOutOfOrder } from './pms-ooo-outbox.queries';
import { failedForGood } from './pms-sync-failures.queries';

const CLAIM_BATCH = 10;
/** Room changes read from the log per pass and connection; the rest at the next. */
const CHANGES_PER_PASS = 500;

export type ClaimedConnection = ConnectionRow & { cursor: number; upTo: number; pullDue: boolean; timezone: string };

/**
 * Enabled connections with work, each leased to one instance at a time (skip locked), so
 * pushes of a room go in order however many instances run: changes after their cursor,
 * pushes falling due, or an occupancy pull due.
 */
export async function claimConnections(db: Db): Promise<ClaimedConnection[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('pms_connections as c')
      .innerJoin('hotels as h', 'h.id', 'c.hotel_id')
      .innerJoin('hotel_change_counters as n', 'n.hotel_id', 'c.hotel_id')
      .select(CONNECTION_COLUMNS.map((col) => `c.${col}` as const))
      .select(['c.cursor_seq', 'n.change_seq', 'h.timezone', sql<boolean>`c.next_pull_at <= now()`.as('pull_due')])
      .where('c.enabled', '=', true)
      .where(leaseFree('c.lease_until'))
      .where((eb) =>
        eb.or([
          eb('c.cursor_seq', '<', eb.ref('n.change_seq')),
          eb('c.next_pull_at', '<=', sql<Date>`now()`),
          eb.exists(
            eb
              .selectFrom('pms_pushes as p')
              .select('p.id')
              .whereRef('p.connection_id', '=', 'c.id')
              .where('p.state', '=', 'pending')
              .where('p.next_attempt_at', '<=', sql<Date>`now()`),
          ),
        ]),
      )
      .orderBy('c.next_pull_at')
      .limit(CLAIM_BATCH)
      .forUpdate('c')
      .skipLocked()
      .execute();
    await takeLeases(
      trx,
      'pms_connections',
      rows.map((r) => r.id),
    );
    return rows.map(({ cursor_seq, change_seq, pull_due, ...row }) => ({ ...row, cursor: Number(cursor_seq), upTo: Number(change_seq), pullDue: pull_due }));
  });
}

/**
 * The outbox's intake (DESIGN §17): every room change in the hotel's change log after the
 * connection's cursor (the same log, written in the change's own transaction, that feeds
 * the live events and the webhooks) becomes a push of the room's condition, unless the
 * condition is the one already on its way or delivered (an assignment leaves a room Dirty;
 * our own 'PMS updated' maps to nothing, so a push never sets off another). A newer push
 * of a room supersedes one still pending: the PMS gets the room's latest condition, in order.
 * Out of order is not a condition: its start and end, with its own dates, are queued by
 * enqueueOutOfOrder from the same change, ahead of the room's condition; so is out of
 * service for a vendor that holds it as a span (connector.spansOutOfService).
 */
export async function enqueueChanges(db: Db, conn: ClaimedConnection, connector: PmsConnector): Promise<number> {
  const changes = await db
    .selectFrom('hotel_changes')
    .select(['seq', 'room_ids'])
    .where('hotel_id', '=', conn.hotel_id)
    .where('kind', '=', 'rooms')
    .where('seq', '>', String(conn.cursor))
    .where('seq', '<=', String(conn.upTo))
    .orderBy('seq')
    .limit(CHANGES_PER_PASS)
    .execute();
  const reached = changes.length === CHANGES_PER_PASS ? Number(changes.at(-1)!.seq) : conn.upTo;
  const latestSeq = new Map<string, number>();
  for (const c of changes) for (const roomId of c.room_ids) latestSeq.set(roomId, Number(c.seq));
  let queued = 0;
  if (latestSeq.size > 0) {
    const rooms = await db
      .selectFrom('room_statuses as s')
      .innerJoin('hotels as h', 'h.id', 's.hotel_id')
      .select(['s.room_id', 's.status', 's.cleaning_type', 's.version', 's.updated_at', 'h.inspection_required'])
      .select(['s.ooo_reason', 's.ooo_from', 's.ooo_until', 's.ooo_return_status', 's.ooo_next_from', 's.ooo_next_until', 's.ooo_next_reason', 's.ooo_next_return_status'])
      .where('s.room_id', 'in', [...latestSeq.keys()])
      .execute();
    const last = await lastPushes(db, conn.id, [...latestSeq.keys()]);
    await db.transaction().execute(async (trx) => {
      for (const room of rooms) {
        const seq = latestSeq.get(room.room_id)!;
        const at = { roomId: room.room_id, seq, status: room.status, version: room.version };
        const spans = await enqueueOutOfOrder(trx, conn.id, at, wantedSpans(room, connector.spansOutOfService));
        queued += spans.queued;
        // An out-of-order (or spanned out-of-service) room's place in the PMS is its span, sent above; its condition waits for its return.
        if (room.status === 'out_of_order' || (room.status === 'out_of_service' && connector.spansOutOfService)) continue;
        const condition = connector.condition({
          status: room.status as MappedStatus,
          cleaningType: (room.cleaning_type as CleaningType | null) ?? null,
          inspectionRequired: room.inspection_required,
        });
        if (!condition) continue;
        // A room ready for the PMS is always sent (its success makes it 'PMS updated'); others only when the condition
        // moves, or when a span was just ended: the room's condition then follows the end, whatever the PMS returned it to.
        if (spans.ends === 0 && !bulkPmsFrom(room.inspection_required).includes(room.status) && last.get(room.room_id) === condition) continue;
        await trx
          .updateTable('pms_pushes')
          .set({ state: 'superseded' })
          .where('connection_id', '=', conn.id)
          .where('room_id', '=', room.room_id)
          .where('kind', '=', 'condition')
          .where('state', '=', 'pending')
          .execute();
        await trx
          .insertInto('pms_pushes')
          .values({ connection_id: conn.id, room_id: room.room_id, seq, room_status: room.status, room_version: room.version, condition })
          .execute();
        queued += 1;
      }
      await trx.updateTable('pms_connections').set({ cursor_seq: reached }).where('id', '=', conn.id).execute();
    });
  } else {
    await db.updateTable('pms_connections').set({ cursor_seq: reached }).where('id', '=', conn.id).execute();
  }
  return queued;
}

/** Each room's latest push that is pending or went through: the condition the PMS has or is about to have. */
async function lastPushes(db: Db, connectionId: string, roomIds: string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('pms_pushes')
    .distinctOn('room_id')
    .select(['room_id', 'condition'])
    .where('connection_id', '=', connectionId)
    .where('room_id', 'in', roomIds)
    .where('kind', '=', 'condition')
    .where('state', 'in', ['pending', 'delivered'])
    .orderBy('room_id')
    .orderBy('seq', 'desc')
    .execute();
  return new Map(rows.map((r) => [r.room_id, r.condition]));
}

/**
 * Pushes due now, in the order queued. A push waits while an earlier one of its room is
 * pending (waiting for its retry): a room's pushes never overtake each other, so an out of
 * order's end never reaches the PMS before its start.
 */
export function duePushes(db: Db, connectionId: string, limit: number) {
  return duePushesQuery(db, connectionId, limit).execute();
}
export type DuePush = Awaited<ReturnType<typeof duePushes>>[number];

/** The claim's statement (the benchmark explains it: scripts/bench-pms-outbox.ts). */
export function duePushesQuery(db: Db, connectionId: string, limit: number) {
  return db
    .selectFrom('pms_pushes as p')
    .innerJoin('rooms as r', 'r.id', 'p.room_id')
    .select(['p.id', 'p.room_id', 'r.room_number', 'p.room_status', 'p.condition', 'p.kind', 'p.ooo_id', 'p.attempts', 'p.created_at'])
    .where('p.connection_id', '=', connectionId)
    .where('p.state', '=', 'pending')
    .where('p.next_attempt_at', '<=', sql<Date>`now()`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('pms_pushes as earlier')
            .select('earlier.id')
            .whereRef('earlier.connection_id', '=', 'p.connection_id')
            .whereRef('earlier.room_id', '=', 'p.room_id')
            .whereRef('earlier.ord', '<', 'p.ord')
            .where('earlier.state', '=', 'pending'),
        ),
      ),
    )
    .orderBy('p.ord')
    .limit(limit);
}

/** One attempt's result; `retryInMs` null means done (delivered or given up). Only a pending push is updated. */
export async function recordAttempt(
  db: Db,
  id: string,
  a: { state: 'pending' | 'delivered' | 'failed'; attempts: number; status: number | null; answer: string; retryInMs: number | null },
): Promise<boolean> {
  const row = await db
    .updateTable('pms_pushes')
    .set({
      state: a.state,
      attempts: a.attempts,
      last_attempt_at: sql`now()`,
      last_status: a.status,
      last_answer: a.answer.slice(0, 1000),
      ...(a.state === 'delivered' ? { delivered_at: sql`now()` } : {}),
      ...(a.retryInMs !== null ? { next_attempt_at: sql`now() + ${a.retryInMs} * interval '1 millisecond'` } : {}),
    })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

export async function schedulePull(db: Db, id: string, inMs: number) {
  await db
    .updateTable('pms_connections')
    .set({ next_pull_at: sql`now() + ${inMs} * interval '1 millisecond'` })
    .where('id', '=', id)
    .execute();
}

/** The log keeps a week of finished pushes and events; pending pushes stay until done. */
export async function prunePmsLog(db: Db) {
  // The room's standing failure is kept: it is its 'PMS sync failed' mark (issue 20).
  await db
    .deleteFrom('pms_pushes as p')
    .where('p.state', '<>', 'pending')
    .where('p.created_at', '<', sql<Date>`now() - interval '7 days'`)
    .where((eb) => eb.not(failedForGood(eb)))
    .execute();
  await db.deleteFrom('pms_log').where('at', '<', sql<Date>`now() - interval '7 days'`).execute();
  await pruneOutOfOrder(db);
}
