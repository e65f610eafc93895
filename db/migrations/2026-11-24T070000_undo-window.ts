import type { Kysely } from 'kysely';

/**
 * Issue 13 (safe actions): a device's change can be undone for a few seconds. The state a
 * room had before the change is kept with the change's clientActionId (`undo`), so the undo
 * puts exactly that back; `undone_at` makes the undo happen once. A history row that was
 * undone no longer counts in the reports. Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('client_actions')
    .addColumn('undo', 'jsonb')
    .addColumn('undone_at', 'timestamptz')
    .execute();
  await db.schema.alterTable('room_status_events').addColumn('undone_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('room_status_events').dropColumn('undone_at').execute();
  await db.schema.alterTable('client_actions').dropColumn('undo').dropColumn('undone_at').execute();
}
