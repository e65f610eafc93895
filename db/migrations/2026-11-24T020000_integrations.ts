import { sql, type Kysely } from 'kysely';

/**
 * DESIGN §14: API tokens and webhooks. Frozen in time: never import application code here.
 *
 * - api_tokens: only the SHA-256 of a token is kept. Each token acts as an account of its
 *   own (user_id), so every "who did it" column and the history name the token; a revoked
 *   token keeps its row and account, so that history still reads.
 * - hotel_changes gains what an integration is told about a change beyond its kind: the
 *   webhook event and the row it concerns (a late checkout created or resolved, a note).
 *   The change log is the webhooks' outbox: written in the change's own transaction, in
 *   commit order per hotel; each webhook keeps a cursor into it.
 * - webhook_deliveries: one row per event a webhook was sent (or tried), its frozen body
 *   and its attempts; the delivery log.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = (col: any) => col.notNull().defaultTo(sql`now()`);

  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('hotel_id', 'uuid', (c) => c.references('hotels.id').onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('read', 'write')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'uuid', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();

  await db.schema.alterTable('hotel_changes').addColumn('event', 'text').addColumn('subject_id', 'uuid').execute();

  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('hotel_id', 'uuid', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', sql`text[]`, (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    // The last change of the hotel this webhook is done with (delivered, given up or not subscribed).
    .addColumn('cursor_seq', 'bigint', (c) => c.notNull())
    // Set while one app instance works on this webhook, so deliveries stay in order.
    .addColumn('lease_until', 'timestamptz')
    .addColumn('next_attempt_at', 'timestamptz', now)
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  await db.schema.createIndex('webhooks_hotel_idx').on('webhooks').column('hotel_id').execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('webhook_id', 'uuid', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'delivered', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', now)
    .addUniqueConstraint('webhook_deliveries_webhook_seq_key', ['webhook_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhooks').execute();
  await db.schema.alterTable('hotel_changes').dropColumn('event').dropColumn('subject_id').execute();
  await db.schema.dropTable('api_tokens').execute();
}
