import { sql, type Kysely } from 'kysely';

/**
 * Issue 18: a room type's square feet is optional (a hotel that does not measure its rooms
 * still sets up types for their credits). A type without a size counts 0 toward the workload
 * cap, as a room without a type already did.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('room_types').alterColumn('square_feet', (c) => c.dropNotNull()).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update room_types set square_feet = 0 where square_feet is null`.execute(db);
  await db.schema.alterTable('room_types').alterColumn('square_feet', (c) => c.setNotNull()).execute();
}
