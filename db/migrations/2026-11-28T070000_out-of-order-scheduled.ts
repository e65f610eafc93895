import { sql, type Kysely } from 'kysely';

/**
 * Issue 20, point 5: out of order from a future date (DESIGN §17). Frozen in time: never
 * import application code here.
 *
 * A room has at most one out of order waiting to begin, so it is kept on the room's status
 * row (ooo_next_*), not in a table of its own: it is locked with the row by every room change,
 * the board reads it without a join, and the periodic pass claims it with one conditional
 * update of the row (`where ooo_next_from <= now`, clearing it), so two instances never apply
 * it twice. All null when nothing is scheduled.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('room_statuses')
    .addColumn('ooo_next_from', 'timestamptz')
    .addColumn('ooo_next_until', 'timestamptz')
    .addColumn('ooo_next_reason', 'text', (c) => c.check(sql`ooo_next_reason in ('repairs', 'plumbing', 'electrical', 'renovation', 'other')`))
    .addColumn('ooo_next_return_status', 'text', (c) => c.check(sql`ooo_next_return_status in ('dirty', 'clean')`))
    .addColumn('ooo_next_notes', 'text')
    .execute();
  await sql`create index room_statuses_ooo_next_from_idx on room_statuses (ooo_next_from) where ooo_next_from is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists room_statuses_ooo_next_from_idx`.execute(db);
  await db.schema
    .alterTable('room_statuses')
    .dropColumn('ooo_next_from')
    .dropColumn('ooo_next_until')
    .dropColumn('ooo_next_reason')
    .dropColumn('ooo_next_return_status')
    .dropColumn('ooo_next_notes')
    .execute();
}
