import { type Kysely } from 'kysely';

/**
 * Issue 28, Standard Webhooks: a receiver answering 410 Gone no longer wants deliveries; the
 * webhook is disabled (when, and the answer that did it) until an admin enables it again.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webhooks').addColumn('disabled_at', 'timestamptz').addColumn('disabled_status', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webhooks').dropColumn('disabled_at').dropColumn('disabled_status').execute();
}
