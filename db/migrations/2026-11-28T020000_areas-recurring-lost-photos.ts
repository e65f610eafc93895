import { sql, type Kysely } from 'kysely';

/**
 * Issue 21 (DESIGN §18), areas at work:
 * - recurring_tasks: a priority for the work orders they make, and the cleaning type a room's
 *   recurring cleaning marks it dirty with.
 * - lost_items: an area instead of a room (the area cannot be deleted while an item names it,
 *   so no cascade), and one photo per item (bytes checked by magic bytes before they get here).
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('recurring_tasks')
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('normal').check(sql`priority in ('low', 'normal', 'urgent')`))
    .execute();
  await db.schema
    .alterTable('recurring_tasks')
    .addColumn('cleaning_type', 'text', (c) => c.check(sql`cleaning_type in ('departure', 'stayover', 'touch_up')`))
    .execute();
  await sql`create index recurring_tasks_due on recurring_tasks (next_due)`.execute(db);

  await db.schema.alterTable('lost_items').addColumn('area_id', 'uuid', (c) => c.references('areas.id')).execute();
  await db.schema
    .alterTable('lost_items')
    .addColumn('photo_type', 'text', (c) => c.check(sql`photo_type in ('image/jpeg', 'image/png', 'image/webp')`))
    .execute();
  await db.schema.alterTable('lost_items').addColumn('photo', 'bytea').execute();
  await sql`create index lost_items_kept on lost_items (found_at) where status = 'kept'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists lost_items_kept`.execute(db);
  await db.schema.alterTable('lost_items').dropColumn('photo').execute();
  await db.schema.alterTable('lost_items').dropColumn('photo_type').execute();
  await db.schema.alterTable('lost_items').dropColumn('area_id').execute();
  await sql`drop index if exists recurring_tasks_due`.execute(db);
  await db.schema.alterTable('recurring_tasks').dropColumn('cleaning_type').execute();
  await db.schema.alterTable('recurring_tasks').dropColumn('priority').execute();
}
