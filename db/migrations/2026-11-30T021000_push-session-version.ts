import { sql, type Kysely } from 'kysely';

/**
 * Issue 19: a push reaches a device only while the session that subscribed it is current.
 * Each subscription keeps the user's session version of the request that sent it; a
 * revocation (sign-out everywhere, password change, deactivation) bumps the user's version,
 * and the sender skips every subscription made before. The subscriptions that exist now
 * belong to the sessions that are current now. Frozen in time: never import application code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('push_subscriptions').addColumn('session_version', 'integer').execute();
  await sql`update push_subscriptions s set session_version = u.session_version from users u where u.id = s.user_id`.execute(db);
  await db.schema.alterTable('push_subscriptions').alterColumn('session_version', (c) => c.setNotNull()).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('push_subscriptions').dropColumn('session_version').execute();
}
