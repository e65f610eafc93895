import type { Kysely } from 'kysely';

/**
 * Issue 22: a user's chosen language, kept on the server so it follows the user to every
 * device (the sign-in screen follows the browser until then). Null: never chosen. No check
 * on the value: a new catalog is one line in src-shared/languages.ts, not a migration; the
 * API validates it. Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
