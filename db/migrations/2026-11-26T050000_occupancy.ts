import { sql, type Kysely } from 'kysely';

/**
 * DESIGN §17 (issue 20): occupancy and the day's plan. Frozen in time: never import application code here.
 *
 * - room_occupancy: who is in each room on each hotel-local day, as the PMS, a CSV or the API
 *   said it; one row per room and day (a PUT replaces the hotel's whole day). `planned_type`
 *   is what the day's plan last did to the room that day (null or 'none': nothing),
 *   so planning again touches a room only when its occupancy says something new.
 * - cleaning_rules: a hotel's cadence (stayover every N nights, linen, opt-out, touch-up),
 *   its day start and whether the plan applies itself; `auto_planned_day` is the last day
 *   the periodic pass applied, so it applies each day once.
 * - occupancy_csv_mappings: the column mapping a hotel's PMS report was last imported with.
 * - hotel_changes.subject_day: the day an occupancy.updated webhook event is about.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('room_occupancy')
    // The room's hotel, kept for the hotel's day at a glance; no key of its own: the room's
    // (which goes with its hotel) cleans up, and a day of 7,500 rooms checks one key per row, not two.
    .addColumn('hotel_id', 'uuid', (c) => c.notNull())
    .addColumn('room_id', 'uuid', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('occupied', 'boolean', (c) => c.notNull())
    .addColumn('stay', 'text', (c) => c.notNull().check(sql`stay in ('arrival', 'stayover', 'due_out', 'departed', 'vacant')`))
    .addColumn('guests', 'integer', (c) => c.check(sql`guests between 0 and 99`))
    .addColumn('nights_so_far', 'integer', (c) => c.check(sql`nights_so_far between 0 and 9999`))
    .addColumn('opt_out', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('csv', 'api', 'pms:apaleo', 'pms:mews', 'pms:opera')`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('planned_type', 'text', (c) => c.check(sql`planned_type in ('departure', 'stayover', 'touch_up', 'none')`))
    .addColumn('planned_at', 'timestamptz')
    .addPrimaryKeyConstraint('room_occupancy_pkey', ['room_id', 'day'])
    // Room on each page for the plan's mark (planned_type, no index): an update in place, not a new row version in every index.
    .modifyEnd(sql`with (fillfactor = 70)`)
    .execute();
  await db.schema.createIndex('room_occupancy_hotel_day_idx').on('room_occupancy').columns(['hotel_id', 'day']).execute();

  await db.schema
    .createTable('cleaning_rules')
    .addColumn('hotel_id', 'uuid', (c) => c.primaryKey().references('hotels.id').onDelete('cascade'))
    .addColumn('stayover_every_nights', 'integer', (c) => c.notNull().defaultTo(1).check(sql`stayover_every_nights between 1 and 30`))
    .addColumn('linen_every_nights', 'integer', (c) => c.check(sql`linen_every_nights between 1 and 30`))
    .addColumn('opt_out_max_nights', 'integer', (c) => c.check(sql`opt_out_max_nights between 1 and 30`))
    .addColumn('touch_up_after_days', 'integer', (c) => c.check(sql`touch_up_after_days between 1 and 90`))
    .addColumn('day_start', 'text', (c) => c.notNull().defaultTo('06:00').check(sql`day_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`))
    .addColumn('auto_apply', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('auto_planned_day', 'date')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('occupancy_csv_mappings')
    .addColumn('hotel_id', 'uuid', (c) => c.primaryKey().references('hotels.id').onDelete('cascade'))
    .addColumn('mapping', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.alterTable('hotel_changes').addColumn('subject_day', 'date').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('hotel_changes').dropColumn('subject_day').execute();
  await db.schema.dropTable('occupancy_csv_mappings').execute();
  await db.schema.dropTable('cleaning_rules').execute();
  await db.schema.dropTable('room_occupancy').execute();
}
