import { sql, type Kysely } from 'kysely';

/**
 * DESIGN §22 (issue 32): the arrival-driven day. Frozen in time: never import application code here.
 *
 * - room_occupancy gains the guest's arrival and departure times (hotel-local 'HH:mm', as the
 *   PMS, a CSV or the API said them), the VIP level (0–3) and whether an early check-in was asked.
 * - cleaning_rules.arrival_window_minutes: a room whose guest arrives within it stays ahead of
 *   rooms without one, whatever order the attendant chose.
 */
const HH_MM = sql`'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('room_occupancy')
    .addColumn('arrival_time', 'text', (c) => c.check(sql`arrival_time ~ ${HH_MM}`))
    .addColumn('departure_time', 'text', (c) => c.check(sql`departure_time ~ ${HH_MM}`))
    .addColumn('vip', 'integer', (c) => c.notNull().defaultTo(0).check(sql`vip between 0 and 3`))
    .addColumn('early_check_in', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('cleaning_rules')
    .addColumn('arrival_window_minutes', 'integer', (c) => c.notNull().defaultTo(90).check(sql`arrival_window_minutes between 0 and 720`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cleaning_rules').dropColumn('arrival_window_minutes').execute();
  await db.schema.alterTable('room_occupancy').dropColumn('arrival_time').dropColumn('departure_time').dropColumn('vip').dropColumn('early_check_in').execute();
}
