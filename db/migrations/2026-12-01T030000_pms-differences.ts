import { sql, type Kysely } from 'kysely';

/**
 * DESIGN §19, 'sync you can trust': each morning (and on demand) a room's condition in the PMS
 * is compared with ours; the rooms that differ are kept here until fixed or compared again.
 * One row per room of a connection. Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pms_differences')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('connection_id', 'uuid', (c) => c.notNull().references('pms_connections.id').onDelete('cascade'))
    .addColumn('room_id', 'uuid', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('ours', 'text', (c) => c.notNull())
    .addColumn('theirs', 'text', (c) => c.notNull())
    .addColumn('found_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('pms_differences_room_key', ['connection_id', 'room_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pms_differences').execute();
}
