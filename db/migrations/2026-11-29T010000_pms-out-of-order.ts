import { sql, type Kysely } from 'kysely';

/**
 * Issue 20, point 5: out of order told to the PMS with its own dates, and ended there
 * (DESIGN §17). Frozen in time: never import application code here.
 *
 * - pms_out_of_order: each out of order (now or scheduled) sent to a connection, with what
 *   was sent (reason, from, until, return status) and the vendor's id of what it created
 *   (`vendor_ref`: an Apaleo maintenance id, a Mews resource block id, OPERA's room dates),
 *   set when the start is delivered. `ending` once its end is queued. The row goes when the
 *   end is delivered; the pushes keep the log.
 * - pms_pushes.kind: 'condition' (as before), 'ooo_start' or 'ooo_end', naming their
 *   pms_out_of_order row. `ord` orders a room's pushes queued in one change (an end before
 *   the start that replaces it) where `seq` and `created_at` are the same.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pms_out_of_order')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('connection_id', 'uuid', (c) => c.notNull().references('pms_connections.id').onDelete('cascade'))
    .addColumn('room_id', 'uuid', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('from_at', 'timestamptz', (c) => c.notNull())
    .addColumn('until_at', 'timestamptz')
    .addColumn('return_status', 'text', (c) => c.notNull())
    .addColumn('vendor_ref', 'text')
    .addColumn('ending', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('pms_out_of_order_room_idx').on('pms_out_of_order').columns(['connection_id', 'room_id']).execute();
  await db.schema
    .alterTable('pms_pushes')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('condition').check(sql`kind in ('condition', 'ooo_start', 'ooo_end')`))
    .addColumn('ooo_id', 'uuid', (c) => c.references('pms_out_of_order.id').onDelete('set null'))
    .addColumn('ord', 'bigserial')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pms_pushes').dropColumn('kind').dropColumn('ooo_id').dropColumn('ord').execute();
  await db.schema.dropTable('pms_out_of_order').execute();
}
