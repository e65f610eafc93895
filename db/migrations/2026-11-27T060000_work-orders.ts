import { sql, type Kysely } from 'kysely';

/**
 * DESIGN §18 (issue 21): the maintenance role, a hotel's public areas, work orders with their
 * comments and photos (bytea, checked by magic bytes before they get here), and recurring
 * preventive tasks. Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop constraint if exists users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check check (role in ('admin', 'frontdesk', 'manager', 'housekeeper', 'maintenance'))`.execute(db);

  await db.schema
    .createTable('areas')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('hotel_id', 'uuid', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index areas_hotel_name on areas (hotel_id, lower(name))`.execute(db);

  await db.schema
    .createTable('work_orders')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('hotel_id', 'uuid', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('room_id', 'uuid', (c) => c.references('rooms.id').onDelete('cascade'))
    .addColumn('area_id', 'uuid', (c) => c.references('areas.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) =>
      c.notNull().check(sql`category in ('plumbing', 'electrical', 'furniture', 'appliance', 'cleaning_supplies', 'other')`),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('normal').check(sql`priority in ('low', 'normal', 'urgent')`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'in_progress', 'on_hold', 'done')`))
    .addColumn('assignee_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('due_at', 'timestamptz')
    .addColumn('out_of_order', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('return_status', 'text', (c) => c.check(sql`return_status in ('dirty', 'clean')`))
    .addColumn('recurring_task_id', 'uuid')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('done_at', 'timestamptz')
    .addCheckConstraint('work_orders_place', sql`(room_id is null) <> (area_id is null)`)
    .execute();
  await sql`create index work_orders_hotel_status on work_orders (hotel_id, status, created_at desc)`.execute(db);

  await db.schema
    .createTable('work_order_comments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('work_order_id', 'uuid', (c) => c.notNull().references('work_orders.id').onDelete('cascade'))
    .addColumn('hotel_id', 'uuid', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index work_order_comments_order on work_order_comments (work_order_id, created_at)`.execute(db);

  await db.schema
    .createTable('work_order_photos')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('work_order_id', 'uuid', (c) => c.notNull().references('work_orders.id').onDelete('cascade'))
    .addColumn('hotel_id', 'uuid', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull().check(sql`content_type in ('image/jpeg', 'image/png', 'image/webp')`))
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index work_order_photos_order on work_order_photos (work_order_id)`.execute(db);

  await db.schema
    .createTable('recurring_tasks')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('hotel_id', 'uuid', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('room_id', 'uuid', (c) => c.references('rooms.id').onDelete('cascade'))
    .addColumn('area_id', 'uuid', (c) => c.references('areas.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('work_order', 'cleaning')`))
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('other'))
    .addColumn('every_days', 'integer', (c) => c.notNull().check(sql`every_days between 1 and 3650`))
    .addColumn('next_due', 'date', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('recurring_tasks_place', sql`(room_id is null) <> (area_id is null)`)
    .execute();
  // One work order per task and due day, however many passes run (idempotent materialization).
  await db.schema.alterTable('work_orders').addColumn('recurring_due', 'date').execute();
  await sql`create unique index work_orders_recurring_once on work_orders (recurring_task_id, recurring_due) where recurring_task_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recurring_tasks').execute();
  await db.schema.dropTable('work_order_photos').execute();
  await db.schema.dropTable('work_order_comments').execute();
  await db.schema.dropTable('work_orders').execute();
  await db.schema.dropTable('areas').execute();
  await sql`delete from users where role = 'maintenance'`.execute(db);
  await sql`alter table users drop constraint if exists users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check check (role in ('admin', 'frontdesk', 'manager', 'housekeeper'))`.execute(db);
}
