import type { Kysely } from 'kysely';

/**
 * Issue 19 (offline proven at random): a phone's queued change carries the room `version` it
 * saw, and is refused when anyone else changed the room since (DESIGN §6), even if the room
 * came back to the status the phone saw (ABA). Each room remembers who made its latest run of
 * changes: `last_actor_id` wrote every version after `last_actor_since` up to
 * `last_actor_version`. The stamp counts only while `last_actor_version` equals the row's
 * `version`, so a writer that bumps the version without stamping reads as 'someone else'.
 * Frozen in time: never import application code in a migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('room_statuses')
    .addColumn('last_actor_id', 'uuid')
    .addColumn('last_actor_version', 'integer')
    .addColumn('last_actor_since', 'integer')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('room_statuses').dropColumn('last_actor_id').dropColumn('last_actor_version').dropColumn('last_actor_since').execute();
}
