import { sql, type Kysely } from 'kysely';

/**
 * Issue 29: a room that failed its inspection went back to its housekeeper as a plain
 * 'Assigned' room. The status row keeps the failure's reason and time until the room is
 * cleaned again (or its cycle starts over), so her card says 'Failed inspection' and why.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table room_statuses add column failed_inspection_reason text, add column failed_inspection_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table room_statuses drop column failed_inspection_reason, drop column failed_inspection_at`.execute(db);
}
