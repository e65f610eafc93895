import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { leaseFree, takeLeases } from '../../lib/outbox';

/** A webhook this instance holds the lease of, with the hotel's sequence as it was at the claim. */
export interface ClaimedWebhook {
  id: string;
  hotelId: string;
  url: string;
  secret: string;
  events: string[];
  /** The last change it is done with. */
  cursor: number;
  /** The hotel's change sequence at the claim: every change up to it is committed. */
  upTo: number;
}

const CLAIM_BATCH = 10;

/**
 * Webhooks with work that is due: a change after their cursor, and no retry waiting. Rows
 * another instance is claiming right now are skipped (skip locked), as are leased ones.
 */
export async function claimWebhooks(db: Db): Promise<ClaimedWebhook[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('webhooks as w')
      .innerJoin('hotel_change_counters as h', 'h.hotel_id', 'w.hotel_id')
      .select(['w.id', 'w.hotel_id', 'w.url', 'w.secret', 'w.events', 'w.cursor_seq', 'h.change_seq'])
      .where(leaseFree('w.lease_until'))
      .where('w.disabled_at', 'is', null)
      .where('w.next_attempt_at', '<=', sql<Date>`now()`)
      .whereRef('w.cursor_seq', '<', 'h.change_seq')
      .orderBy('w.next_attempt_at')
      .limit(CLAIM_BATCH)
      .forUpdate('w')
      .skipLocked()
      .execute();
    await takeLeases(
      trx,
      'webhooks',
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      hotelId: r.hotel_id,
      url: r.url,
      secret: r.secret,
      events: r.events,
      cursor: Number(r.cursor_seq),
      upTo: Number(r.change_seq),
    }));
  });
}

export async function postponeWebhook(db: Db, id: string, ms: number) {
  await db
    .updateTable('webhooks')
    .set({ next_attempt_at: sql`now() + ${ms} * interval '1 millisecond'` })
    .where('id', '=', id)
    .execute();
}

/** The event a webhook is still trying to deliver: there is at most one, since the next waits for it. */
export function findPendingDelivery(db: Db, webhookId: string) {
  return db
    .selectFrom('webhook_deliveries')
    .select(['id', 'seq', 'body', 'attempts', 'occurred_at'])
    .where('webhook_id', '=', webhookId)
    .where('status', '=', 'pending')
    .orderBy('seq')
    .limit(1)
    .executeTakeFirst();
}

/** Delivered: the cursor moves past it, in the same transaction, so it is never sent again. */
export async function recordSuccess(db: Db, webhookId: string, deliveryId: string, seq: number, status: number | null) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('webhook_deliveries')
      .set({
        status: 'delivered',
        attempts: sql`attempts + 1`,
        last_attempt_at: sql`now()`,
        delivered_at: sql`now()`,
        last_status: status,
        last_error: null,
      })
      .where('id', '=', deliveryId)
      .execute();
    await trx.updateTable('webhooks').set({ cursor_seq: seq, next_attempt_at: sql`now()` }).where('id', '=', webhookId).execute();
  });
}

/** A failed attempt: retried later, or given up once its 24 hours are over (then the next event goes). */
export async function recordFailure(
  db: Db,
  webhookId: string,
  deliveryId: string,
  seq: number,
  f: { attempts: number; status: number | null; error: string | null; giveUp: boolean; retryInMs: number },
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('webhook_deliveries')
      .set({
        status: f.giveUp ? 'failed' : 'pending',
        attempts: f.attempts,
        last_attempt_at: sql`now()`,
        last_status: f.status,
        last_error: f.error,
      })
      .where('id', '=', deliveryId)
      .execute();
    await trx
      .updateTable('webhooks')
      .set(
        f.giveUp
          ? { cursor_seq: seq, next_attempt_at: sql`now()` }
          : { next_attempt_at: sql`now() + ${f.retryInMs} * interval '1 millisecond'` },
      )
      .where('id', '=', webhookId)
      .execute();
  });
}

/**
 * The receiver answered 410 Gone (Standard Webhooks): the webhook is disabled and sends
 * nothing more. The attempt is logged; the delivery stays pending, so enabling the webhook
 * again resumes exactly there.
 */
export async function recordGone(db: Db, webhookId: string, deliveryId: string, f: { attempts: number; status: number; error: string | null }) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('webhook_deliveries')
      .set({ attempts: f.attempts, last_attempt_at: sql`now()`, last_status: f.status, last_error: f.error })
      .where('id', '=', deliveryId)
      .execute();
    await trx.updateTable('webhooks').set({ disabled_at: sql`now()`, disabled_status: f.status }).where('id', '=', webhookId).execute();
  });
}

/** The delivery log keeps a week of finished deliveries; pending ones stay until done. */
export async function pruneDeliveries(db: Db) {
  await db
    .deleteFrom('webhook_deliveries')
    .where('status', '<>', 'pending')
    .where('created_at', '<', sql<Date>`now() - interval '7 days'`)
    .execute();
}
