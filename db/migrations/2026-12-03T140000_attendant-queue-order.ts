import { sql, type Kysely } from 'kysely';

/**
 * DESIGN §22 (issue 32): the attendant's own order of her rooms, kept on the server (it was
 * kept on her phone alone), so ready times follow it and it follows her to another device.
 * One row per room she placed, per hotel-local day: its position in her queue. A room is
 * ordered only while it is hers (readers join on room_statuses.assigned_to); a day's rows are
 * replaced whole by each reorder. Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table attendant_queue_order (
      hotel_id uuid not null references hotels(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      day date not null,
      room_id uuid not null references rooms(id) on delete cascade,
      position integer not null check (position >= 0),
      updated_by uuid references users(id) on delete set null,
      updated_at timestamptz not null default now(),
      primary key (user_id, day, room_id)
    )`.execute(db);
  // Ready times read a hotel's day of every attendant at once.
  await sql`create index attendant_queue_order_hotel_day on attendant_queue_order (hotel_id, day)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table attendant_queue_order`.execute(db);
}
