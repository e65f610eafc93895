import { sql, type Kysely } from 'kysely';

/**
 * DESIGN §11: every committed change of a hotel takes the next value of that hotel's
 * change sequence, and is logged so a reconnecting screen (or an integration) can catch up
 * with what it missed instead of reloading the whole board. Frozen in time: never import
 * application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('hotels')
    .addColumn('change_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('hotel_changes')
    .addColumn('hotel_id', 'uuid', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('room_ids', sql`uuid[]`, (c) => c.notNull().defaultTo(sql`'{}'::uuid[]`))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('hotel_changes_pkey', ['hotel_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('hotel_changes').execute();
  await db.schema.alterTable('hotels').dropColumn('change_seq').execute();
}
