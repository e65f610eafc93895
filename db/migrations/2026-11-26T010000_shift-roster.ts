import { sql, type Kysely } from 'kysely';

/**
 * Issue 18: the shift roster. Frozen in time: never import application code here.
 *
 * shift_roster: who is on shift at a hotel on a hotel day ('yyyy-MM-dd' in the hotel's zone).
 * - state 'on': on shift (the manager said so); 'proposed': the housekeeper signed in that day
 *   and awaits the manager's word; 'off': taken off (by the manager or a hand over). An 'off'
 *   row is kept so a later sign-in the same day does not propose her again.
 * - off_by_action / state_before: the hand over that took her off (its clientActionId) and
 *   her state before it (null: she had no row), so its Undo puts back exactly that.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shift_roster')
    .addColumn('hotel_id', 'uuid', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('shift_date', 'text', (c) => c.notNull().check(sql`shift_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('on', 'proposed', 'off')`))
    .addColumn('off_by_action', 'uuid')
    .addColumn('state_before', 'text', (c) => c.check(sql`state_before in ('on', 'proposed', 'off')`))
    .addColumn('updated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('shift_roster_pkey', ['hotel_id', 'shift_date', 'user_id'])
    .execute();
  await db.schema.createIndex('shift_roster_user_idx').on('shift_roster').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shift_roster').execute();
}
