import type { Kysely } from 'kysely';

/**
 * A push notification speaks the language of the device it goes to: the client sends its
 * language when it subscribes and again when the user switches language. Frozen in time:
 * never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('push_subscriptions')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('push_subscriptions').dropColumn('language').execute();
}
