import { sql, type Kysely } from 'kysely';

/**
 * Issue 30: the hotel's change counter leaves the `hotels` row. Every change took the next
 * value by updating that row at COMMIT, so the row every table's foreign key points at was
 * the hottest row of the database: concurrent changes queued on its lock, each foreign-key
 * check of an append-only table (history, change log) locked it again, and where autovacuum
 * lags each update left a dead version of a wide row behind (throughput fell 2.5–3× over a
 * shift). The counter now lives in a narrow row of its own that nothing references; the
 * deferred trigger takes the value there, and also tells the live screens (NOTIFY, sent by
 * PostgreSQL at commit, one per hotel and transaction) so the writer spends no round trip
 * on it. Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table hotel_change_counters (
      hotel_id uuid primary key references hotels(id) on delete cascade,
      change_seq bigint not null default 0
    ) with (fillfactor = 20)`.execute(db);
  await sql`insert into hotel_change_counters (hotel_id, change_seq) select id, change_seq from hotels`.execute(db);
  await sql`
    create function hotel_change_counter_create() returns trigger language plpgsql as $$
    begin
      insert into hotel_change_counters (hotel_id) values (new.id);
      return null;
    end
    $$`.execute(db);
  await sql`create trigger hotel_change_counter_create after insert on hotels for each row execute function hotel_change_counter_create()`.execute(db);
  await sql`
    create or replace function hotel_changes_take_seq() returns trigger language plpgsql as $$
    declare
      next_seq bigint;
    begin
      update hotel_change_counters set change_seq = change_seq + 1 where hotel_id = new.hotel_id returning change_seq into next_seq;
      update hotel_changes set seq = next_seq where hotel_id = new.hotel_id and seq = new.seq;
      perform pg_notify('hk_hotel_events', json_build_object('hotelId', new.hotel_id)::text);
      return null;
    end
    $$`.execute(db);
  await db.schema.alterTable('hotels').dropColumn('change_seq').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('hotels')
    .addColumn('change_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update hotels h set change_seq = c.change_seq from hotel_change_counters c where c.hotel_id = h.id`.execute(db);
  await sql`
    create or replace function hotel_changes_take_seq() returns trigger language plpgsql as $$
    declare
      next_seq bigint;
    begin
      update hotels set change_seq = change_seq + 1 where id = new.hotel_id returning change_seq into next_seq;
      update hotel_changes set seq = next_seq where hotel_id = new.hotel_id and seq = new.seq;
      return null;
    end
    $$`.execute(db);
  await sql`drop trigger hotel_change_counter_create on hotels`.execute(db);
  await sql`drop function hotel_change_counter_create()`.execute(db);
  await sql`drop table hotel_change_counters`.execute(db);
}
