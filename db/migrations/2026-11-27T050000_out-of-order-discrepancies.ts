import { sql, type Kysely } from 'kysely';

/**
 * Issue 20, points 4 and 5 (DESIGN §17). Frozen in time: never import application code here.
 *
 * - 'out_of_order' joins the room statuses: not sellable (repairs), beside the specification's
 *   out_of_service. The status row keeps why (a reason code), from when, until when and the
 *   status the room returns to (dirty or clean); all null when the room is not out of order.
 * - room_discrepancies: what a housekeeper found in a room (occupied, vacant, luggage, DND),
 *   compared with the day's occupancy: 'sleep' (PMS vacant, found occupied or luggage),
 *   'skip' (PMS occupied, found vacant), or null (no disagreement: DND, or it agrees).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table room_statuses drop constraint if exists room_statuses_status_check`.execute(db);
  await sql`alter table room_statuses add constraint room_statuses_status_check
    check (status in ('clean', 'dirty', 'assigned', 'out_of_service', 'pms_updated', 'inspected', 'out_of_order'))`.execute(db);
  await db.schema
    .alterTable('room_statuses')
    .addColumn('ooo_reason', 'text', (c) => c.check(sql`ooo_reason in ('repairs', 'plumbing', 'electrical', 'renovation', 'other')`))
    .addColumn('ooo_from', 'timestamptz')
    .addColumn('ooo_until', 'timestamptz')
    .addColumn('ooo_return_status', 'text', (c) => c.check(sql`ooo_return_status in ('dirty', 'clean')`))
    .execute();
  await sql`create index room_statuses_ooo_until_idx on room_statuses (ooo_until) where status = 'out_of_order'`.execute(db);

  await db.schema
    .createTable('room_discrepancies')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('hotel_id', 'uuid', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('room_id', 'uuid', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('found', 'text', (c) => c.notNull().check(sql`found in ('occupied', 'vacant', 'luggage', 'dnd')`))
    .addColumn('pms_occupied', 'boolean')
    .addColumn('kind', 'text', (c) => c.check(sql`kind in ('sleep', 'skip')`))
    .addColumn('found_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('found_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('resolution_note', 'text')
    .execute();
  await db.schema.createIndex('room_discrepancies_hotel_day_idx').on('room_discrepancies').columns(['hotel_id', 'day']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('room_discrepancies').execute();
  await sql`drop index if exists room_statuses_ooo_until_idx`.execute(db);
  await sql`update room_statuses set status = coalesce(ooo_return_status, 'dirty') where status = 'out_of_order'`.execute(db);
  await db.schema
    .alterTable('room_statuses')
    .dropColumn('ooo_reason')
    .dropColumn('ooo_from')
    .dropColumn('ooo_until')
    .dropColumn('ooo_return_status')
    .execute();
  await sql`alter table room_statuses drop constraint if exists room_statuses_status_check`.execute(db);
  await sql`alter table room_statuses add constraint room_statuses_status_check
    check (status in ('clean', 'dirty', 'assigned', 'out_of_service', 'pms_updated', 'inspected'))`.execute(db);
}
