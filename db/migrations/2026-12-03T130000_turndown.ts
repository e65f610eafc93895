import { sql, type Kysely } from 'kysely';

/**
 * DESIGN §22 (issue 32 point 4): the evening turndown. Frozen in time: never import application code here.
 *
 * - cleaning_rules.turndown_rule: which occupied rooms get a turndown tonight ('off' until a
 *   manager chooses: a hotel that never asked for one plans none).
 * - room_types.credits_turndown: a turndown's work, as the other credits are.
 * - room_occupancy.turndown_requested: the guest asked for one (the 'on_request' rule), from
 *   the PMS, the API or the front desk, like early_check_in.
 * - evening_roster: who works the evening shift of a hotel day (the day roster stays as it is).
 * - turndowns: the turndowns done, one per room and night, and who did them (the reports').
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('cleaning_rules')
    .addColumn('turndown_rule', 'text', (c) =>
      c.notNull().defaultTo('off').check(sql`turndown_rule in ('all_occupied', 'vip', 'on_request', 'off')`),
    )
    .execute();
  await db.schema
    .alterTable('room_types')
    .addColumn('credits_turndown', 'integer', (c) => c.notNull().defaultTo(4).check(sql`credits_turndown between 0 and 1000`))
    .execute();
  await db.schema
    .alterTable('room_occupancy')
    .addColumn('turndown_requested', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('evening_roster')
    .addColumn('hotel_id', 'uuid', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('shift_date', 'date', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('updated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('evening_roster_pkey', ['hotel_id', 'shift_date', 'user_id'])
    .execute();
  await db.schema
    .createTable('turndowns')
    .addColumn('room_id', 'uuid', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('hotel_id', 'uuid', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('done_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('done_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('turndowns_pkey', ['room_id', 'day'])
    .execute();
  await db.schema.createIndex('turndowns_hotel_day').on('turndowns').columns(['hotel_id', 'day']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('turndowns').execute();
  await db.schema.dropTable('evening_roster').execute();
  await db.schema.alterTable('room_occupancy').dropColumn('turndown_requested').execute();
  await db.schema.alterTable('room_types').dropColumn('credits_turndown').execute();
  await db.schema.alterTable('cleaning_rules').dropColumn('turndown_rule').execute();
}
