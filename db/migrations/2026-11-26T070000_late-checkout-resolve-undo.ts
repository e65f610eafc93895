import { sql, type Kysely } from 'kysely';

/**
 * Issue 18: Resolve can be undone. The device's id for the resolve (its clientActionId) is
 * kept on the late checkout, so the undo of that action reopens exactly this late checkout
 * along with putting the room's status back. Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('late_checkouts').addColumn('resolved_action_id', 'uuid').execute();
  await sql`create index late_checkouts_resolved_action on late_checkouts (resolved_by, resolved_action_id) where resolved_action_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index late_checkouts_resolved_action`.execute(db);
  await db.schema.alterTable('late_checkouts').dropColumn('resolved_action_id').execute();
}
