import { sql, type Kysely } from 'kysely';

/**
 * DESIGN §17: PMS connectors. Frozen in time: never import application code here.
 *
 * - pms_connections: one per hotel; the vendor's credentials are stored encrypted (AES-GCM,
 *   a key derived from SESSION_KEYS), never in the clear. `cursor_seq` is the connection's
 *   place in the hotel's change log (the outbox of room changes, as the webhooks' cursor).
 * - pms_pushes: the durable outbox of room conditions to send, one row per room change that
 *   maps to a vendor condition; retried with backoff, in order per room; the vendor's answer kept.
 * - pms_log: the integration log beyond pushes: occupancy pulls, inbound webhooks, tests.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = (col: any) => col.notNull().defaultTo(sql`now()`);
  await db.schema
    .createTable('pms_connections')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('hotel_id', 'uuid', (c) => c.notNull().unique().references('hotels.id').onDelete('cascade'))
    .addColumn('vendor', 'text', (c) => c.notNull().check(sql`vendor in ('apaleo', 'mews', 'opera')`))
    .addColumn('base_url', 'text', (c) => c.notNull())
    .addColumn('property_id', 'text', (c) => c.notNull())
    .addColumn('credentials', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('cursor_seq', 'bigint', (c) => c.notNull())
    .addColumn('lease_until', 'timestamptz')
    .addColumn('next_pull_at', 'timestamptz', now)
    .addColumn('updated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();

  await db.schema
    .createTable('pms_pushes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('connection_id', 'uuid', (c) => c.notNull().references('pms_connections.id').onDelete('cascade'))
    .addColumn('room_id', 'uuid', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('room_status', 'text', (c) => c.notNull())
    .addColumn('room_version', 'integer', (c) => c.notNull())
    .addColumn('condition', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`state in ('pending', 'delivered', 'failed', 'superseded')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', now)
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('last_status', 'integer')
    .addColumn('last_answer', 'text')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  await db.schema.createIndex('pms_pushes_pending_idx').on('pms_pushes').columns(['connection_id', 'state', 'room_id', 'seq']).execute();

  await db.schema
    .createTable('pms_log')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('connection_id', 'uuid', (c) => c.notNull().references('pms_connections.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ok', 'boolean', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', now)
    .execute();
  await db.schema.createIndex('pms_log_connection_idx').on('pms_log').columns(['connection_id', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pms_log').execute();
  await db.schema.dropTable('pms_pushes').execute();
  await db.schema.dropTable('pms_connections').execute();
}
