import { sql, type Kysely } from 'kysely';

/**
 * The whole data model of DESIGN §3. Frozen in time: never import application code here.
 * Every hotel-scoped table carries hotel_id so data can later be distributed by hotel.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = (col: any) => col.primaryKey().defaultTo(sql`gen_random_uuid()`);
  const now = (col: any) => col.notNull().defaultTo(sql`now()`);

  await db.schema
    .createTable('hotels')
    .addColumn('id', 'uuid', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('created_at', 'timestamptz', now)
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', id)
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('pin_hash', 'text')
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('alias', 'text')
    .addColumn('role', 'text', (c) =>
      c.notNull().check(sql`role in ('admin', 'frontdesk', 'manager', 'housekeeper')`),
    )
    .addColumn('hotel_id', 'uuid', (c) => c.references('hotels.id').onDelete('set null'))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('requested_hotel_name', 'text')
    .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('pin_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pin_locked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  await sql`create unique index users_email_lower_key on users (lower(email))`.execute(db);
  await db.schema.createIndex('users_hotel_idx').on('users').column('hotel_id').execute();

  await db.schema
    .createTable('rooms')
    .addColumn('id', 'uuid', id)
    .addColumn('hotel_id', 'uuid', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('room_number', 'text', (c) => c.notNull())
    .addColumn('floor', 'integer')
    .addColumn('created_at', 'timestamptz', now)
    .addUniqueConstraint('rooms_hotel_number_key', ['hotel_id', 'room_number'])
    .execute();

  await db.schema
    .createTable('room_statuses')
    .addColumn('id', 'uuid', id)
    .addColumn('room_id', 'uuid', (c) => c.notNull().unique().references('rooms.id').onDelete('cascade'))
    .addColumn('hotel_id', 'uuid', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('clean')
        .check(sql`status in ('clean', 'dirty', 'assigned', 'out_of_service', 'pms_updated')`),
    )
    .addColumn('notes', 'text')
    .addColumn('assigned_to', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('assigned_at', 'timestamptz')
    .addColumn('assigned_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('marked_dirty_at', 'timestamptz')
    .addColumn('marked_dirty_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('cleaned_at', 'timestamptz')
    .addColumn('cleaned_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('pms_updated_at', 'timestamptz')
    .addColumn('pms_updated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  await db.schema.createIndex('room_statuses_hotel_idx').on('room_statuses').columns(['hotel_id', 'status']).execute();
  await db.schema.createIndex('room_statuses_assignee_idx').on('room_statuses').column('assigned_to').execute();

  // Append-only history; room_id stays when a room is deleted so reports keep their past.
  await db.schema
    .createTable('room_status_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('room_id', 'uuid', (c) => c.notNull())
    .addColumn('room_number', 'text', (c) => c.notNull())
    .addColumn('hotel_id', 'uuid', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('at', 'timestamptz', now)
    .addColumn('notes', 'text')
    .addColumn('assigned_to', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('client_action_id', 'uuid')
    .execute();
  await db.schema
    .createIndex('room_status_events_report_idx')
    .on('room_status_events')
    .columns(['hotel_id', 'to_status', 'at'])
    .execute();

  await db.schema
    .createTable('late_checkouts')
    .addColumn('id', 'uuid', id)
    .addColumn('room_id', 'uuid', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('hotel_id', 'uuid', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('checkout_time', 'text', (c) => c.notNull().check(sql`checkout_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await sql`create unique index late_checkouts_one_open_per_room on late_checkouts (room_id) where resolved_at is null`.execute(db);
  await db.schema.createIndex('late_checkouts_hotel_idx').on('late_checkouts').columns(['hotel_id', 'resolved_at']).execute();

  await db.schema
    .createTable('room_notes')
    .addColumn('id', 'uuid', id)
    .addColumn('room_id', 'uuid', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('hotel_id', 'uuid', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  await db.schema.createIndex('room_notes_room_idx').on('room_notes').columns(['room_id', 'created_at']).execute();
  await db.schema.createIndex('room_notes_hotel_idx').on('room_notes').column('hotel_id').execute();

  await db.schema
    .createTable('room_note_reads')
    .addColumn('note_id', 'uuid', (c) => c.notNull().references('room_notes.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('read_at', 'timestamptz', now)
    .addPrimaryKeyConstraint('room_note_reads_pkey', ['note_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'uuid', id)
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh_key', 'text', (c) => c.notNull())
    .addColumn('auth_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', now)
    .execute();

  await db.schema
    .createTable('client_actions')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_action_id', 'uuid', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', now)
    .addPrimaryKeyConstraint('client_actions_pkey', ['user_id', 'client_action_id'])
    .execute();

  // Failed sign-ins, kept in the database so every app instance sees the same counts.
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', now)
    .execute();
  await db.schema.createIndex('login_failures_ip_idx').on('login_failures').columns(['ip', 'at']).execute();
  await db.schema.createIndex('login_failures_email_idx').on('login_failures').columns(['email', 'ip', 'at']).execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'app_settings',
    'login_failures',
    'client_actions',
    'push_subscriptions',
    'room_note_reads',
    'room_notes',
    'late_checkouts',
    'room_status_events',
    'room_statuses',
    'rooms',
    'users',
    'hotels',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
