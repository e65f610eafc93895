import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { WebhookDelivery, WebhookEventType, WebhookView } from '../../../src-shared/webhooks.schemas';
import { iso } from '../../../src-shared/room-row';

const VIEW_COLUMNS = ['id', 'hotel_id', 'url', 'events', 'created_at', 'disabled_at'] as const;

function toView(row: { id: string; hotel_id: string; url: string; events: string[]; created_at: Date; disabled_at: Date | null }): WebhookView {
  return {
    id: row.id,
    hotelId: row.hotel_id,
    url: row.url,
    events: row.events as WebhookEventType[],
    createdAt: new Date(row.created_at).toISOString(),
    disabledAt: row.disabled_at ? new Date(row.disabled_at).toISOString() : null,
  };
}

/** Enabled again by an admin: delivery resumes at the event it stopped at, at once. False when there is no such webhook. */
export async function enableWebhook(db: Db, id: string): Promise<WebhookView | undefined> {
  const row = await db
    .updateTable('webhooks')
    .set({ disabled_at: null, disabled_status: null, next_attempt_at: sql`now()` })
    .where('id', '=', id)
    .returning(VIEW_COLUMNS)
    .executeTakeFirst();
  return row && toView(row);
}

/** A new webhook hears of the hotel's changes from now on, not of its past. */
export async function insertWebhook(
  db: Db,
  webhook: { hotelId: string; url: string; events: string[]; secret: string; createdBy: string },
): Promise<WebhookView> {
  const row = await db
    .insertInto('webhooks')
    .values({
      hotel_id: webhook.hotelId,
      url: webhook.url,
      events: webhook.events,
      secret: webhook.secret,
      cursor_seq: sql`(select change_seq from hotel_change_counters where hotel_id = ${webhook.hotelId})`,
      created_by: webhook.createdBy,
    })
    .returning(VIEW_COLUMNS)
    .executeTakeFirstOrThrow();
  return toView(row);
}

export async function listWebhooks(db: Db): Promise<WebhookView[]> {
  const rows = await db.selectFrom('webhooks').select(VIEW_COLUMNS).orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toView);
}

export async function deleteWebhook(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('webhooks').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function webhookExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('webhooks').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The most recent deliveries first. */
export async function listDeliveries(db: Db, webhookId: string, limit = 50): Promise<WebhookDelivery[]> {
  const rows = await db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('webhook_id', '=', webhookId)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    type: r.type as WebhookEventType,
    seq: Number(r.seq),
    status: r.status,
    attempts: r.attempts,
    lastStatus: r.last_status,
    lastError: r.last_error,
    occurredAt: new Date(r.occurred_at).toISOString(),
    lastAttemptAt: iso(r.last_attempt_at),
    deliveredAt: iso(r.delivered_at),
  }));
}
