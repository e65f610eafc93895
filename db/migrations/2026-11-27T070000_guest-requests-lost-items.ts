import { sql, type Kysely } from 'kysely';

/**
 * Issue 21: guest requests and lost and found (DESIGN §18). Frozen in time: never import application code here.
 *
 * guest_requests: what a guest asked for a room (towels, amenities, crib, extra cleaning,
 *   other + note), due_at, the person it went to (default: the room's housekeeper), open until
 *   done (done_by, done_at) or cancelled; done_action_id is the device's clientActionId.
 * lost_items: something found in a room (room_id) or elsewhere (place), where it is kept
 *   (stored_at), kept until returned to its owner or disposed of (status, status_at).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('guest_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('hotel_id', 'uuid', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('room_id', 'uuid', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('towels', 'amenities', 'crib', 'extra_cleaning', 'other')`))
    .addColumn('note', 'text')
    .addColumn('due_at', 'timestamptz')
    .addColumn('assigned_to', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'done', 'cancelled')`))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('done_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('done_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('guest_requests_hotel_created_idx').on('guest_requests').columns(['hotel_id', 'created_at']).execute();
  await sql`create index guest_requests_open_assignee_idx on guest_requests (assigned_to) where status = 'open'`.execute(db);

  await db.schema
    .createTable('lost_items')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('hotel_id', 'uuid', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('room_id', 'uuid', (c) => c.references('rooms.id').onDelete('set null'))
    .addColumn('place', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('found_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('found_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('stored_at', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('kept').check(sql`status in ('kept', 'returned', 'disposed')`))
    .addColumn('status_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('status_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('lost_items_hotel_found_idx').on('lost_items').columns(['hotel_id', 'found_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lost_items').execute();
  await db.schema.dropTable('guest_requests').execute();
}
