import type { Kysely } from 'kysely';

/**
 * Issue 27: OPERA Cloud on an OCIM environment signs in with OHIP's `enterpriseId` header
 * (oauth.json: 1 to 8 of A-Z and 0-9). It is no secret, so it is a setting the admin sees,
 * beside the property id, not part of the encrypted credentials. Null for every other
 * connection. Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pms_connections').addColumn('enterprise_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pms_connections').dropColumn('enterprise_id').execute();
}
