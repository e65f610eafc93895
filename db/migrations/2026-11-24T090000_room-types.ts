import { sql, type Kysely } from 'kysely';

/**
 * DESIGN §13 (issue 12): workload. Frozen in time: never import application code here.
 *
 * - room_types: per hotel, the credits (minutes of work) a room of that type counts for each
 *   cleaning type, and its square feet. Names are unique per hotel, whatever their case.
 * - rooms.room_type_id: a room's type; null counts the defaults. Deleting a type leaves its
 *   rooms without one (the service logs the change so live boards update).
 * - hotels.max_square_feet_per_shift: the optional workload cap per housekeeper and shift.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('room_types')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('hotel_id', 'uuid', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('credits_departure', 'integer', (c) => c.notNull().check(sql`credits_departure >= 0`))
    .addColumn('credits_stayover', 'integer', (c) => c.notNull().check(sql`credits_stayover >= 0`))
    .addColumn('credits_touch_up', 'integer', (c) => c.notNull().check(sql`credits_touch_up >= 0`))
    .addColumn('square_feet', 'integer', (c) => c.notNull().check(sql`square_feet >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index room_types_hotel_name_idx on room_types (hotel_id, lower(name))`.execute(db);

  await db.schema
    .alterTable('rooms')
    .addColumn('room_type_id', 'uuid', (c) => c.references('room_types.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('rooms_room_type_idx').on('rooms').column('room_type_id').execute();

  await db.schema
    .alterTable('hotels')
    .addColumn('max_square_feet_per_shift', 'integer', (c) => c.check(sql`max_square_feet_per_shift > 0`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('hotels').dropColumn('max_square_feet_per_shift').execute();
  await db.schema.dropIndex('rooms_room_type_idx').execute();
  await db.schema.alterTable('rooms').dropColumn('room_type_id').execute();
  await db.schema.dropTable('room_types').execute();
}
