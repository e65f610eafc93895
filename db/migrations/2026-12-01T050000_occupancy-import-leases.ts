import { sql, type Kysely } from 'kysely';

/**
 * Issue 28: one occupancy import per hotel at a time, across every instance of the app. A
 * running import holds its hotel's row; a row older than the lease (an instance that died
 * mid-import) is taken over. Frozen in time: never import application code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('occupancy_import_leases')
    .addColumn('hotel_id', 'uuid', (c) => c.primaryKey().references('hotels.id').onDelete('cascade'))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('occupancy_import_leases').execute();
}
