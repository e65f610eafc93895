import { sql, type Kysely } from 'kysely';

/**
 * DESIGN §21 (issue 31): the indexes the analytics read, and the closed days they keep, so a year of a 7,500-room hotel
 * (millions of history rows) answers in under a second. Each is the one read of its series:
 * cleans by hotel and time with what the series need (index-only); a room's last change
 * before a moment (ready before arrival); a room's moves into and out of order; guest
 * requests and work orders by the moment they were done or opened.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index room_status_events_cleans on room_status_events (hotel_id, at)
      include (room_id, cleaning_type, worked_seconds, actor_id, action)
      where to_status = 'clean' and undone_at is null`.execute(db);
  await sql`create index room_status_events_room_at on room_status_events (room_id, at) include (to_status) where undone_at is null`.execute(db);
  await sql`
    create index room_status_events_out_of_order on room_status_events (hotel_id, at)
      where to_status = 'out_of_order' or from_status = 'out_of_order'`.execute(db);
  await sql`create index room_occupancy_arrivals on room_occupancy (hotel_id, day) include (room_id) where stay = 'arrival'`.execute(db);
  await sql`create index guest_requests_done on guest_requests (hotel_id, done_at) include (created_at) where status = 'done'`.execute(db);
  await sql`create index work_orders_created on work_orders (hotel_id, created_at)`.execute(db);
  await sql`create index work_orders_done on work_orders (hotel_id, done_at) where done_at is not null`.execute(db);

  // Each closed day of a hotel as the analytics computed it (one row per hotel and day), so a
  // year is read back in milliseconds after its first reading. A change to the history of a
  // day forgets that day (the trigger below), whatever writes it: the next reading recomputes it.
  await sql`
    create table analytics_days (
      hotel_id uuid not null references hotels(id) on delete cascade,
      day date not null,
      data jsonb not null,
      computed_at timestamptz not null default now(),
      primary key (hotel_id, day)
    )`.execute(db);
  // The same for the inspection scores: each closed day's sums per attendant, room type or item.
  await sql`
    create table inspection_score_days (
      hotel_id uuid not null references hotels(id) on delete cascade,
      day date not null,
      grouping text not null,
      data jsonb not null,
      primary key (hotel_id, grouping, day)
    )`.execute(db);
  // One statement forgets the days it touched (transition tables: a 7,500-room import is one
  // delete, not 7,500). The arguments name the rows' moments (or 'day', a date already).
  await sql`
    create function analytics_days_forget() returns trigger language plpgsql as $$
    declare
      src text;
      col text;
    begin
      foreach src in array array['new_rows', 'old_rows'] loop
        continue when (src = 'new_rows' and tg_op = 'DELETE') or (src = 'old_rows' and tg_op = 'INSERT');
        foreach col in array tg_argv loop
          execute format(
            'with x as (select distinct r.hotel_id, %s as day from %I r join hotels h on h.id = r.hotel_id where r.%I is not null),
              a as (delete from analytics_days a using x where a.hotel_id = x.hotel_id and a.day = x.day)
              delete from inspection_score_days s using x where s.hotel_id = x.hotel_id and s.day = x.day',
            case when col = 'day' then 'r.day' else format('(r.%I at time zone h.timezone)::date', col) end, src, col);
        end loop;
      end loop;
      return null;
    end $$`.execute(db);
  for (const [table, moments] of TRIGGERS) {
    const args = sql.join(moments.map((m) => sql.lit(m)));
    const name = (op: string) => sql.ref(`${table}_analytics_${op}`);
    await sql`create trigger ${name('insert')} after insert on ${sql.table(table)} referencing new table as new_rows
      for each statement execute function analytics_days_forget(${args})`.execute(db);
    await sql`create trigger ${name('update')} after update on ${sql.table(table)} referencing old table as old_rows new table as new_rows
      for each statement execute function analytics_days_forget(${args})`.execute(db);
    await sql`create trigger ${name('delete')} after delete on ${sql.table(table)} referencing old table as old_rows
      for each statement execute function analytics_days_forget(${args})`.execute(db);
  }
}

const TRIGGERS = [
  ['room_status_events', ['at']],
  ['inspections', ['inspected_at']],
  ['room_occupancy', ['day']],
  ['guest_requests', ['created_at', 'done_at']],
  ['work_orders', ['created_at', 'done_at']],
] as const;

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table] of TRIGGERS) {
    for (const op of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.ref(`${table}_analytics_${op}`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists analytics_days_forget()`.execute(db);
  await sql`drop table if exists inspection_score_days`.execute(db);
  await sql`drop table if exists analytics_days`.execute(db);
  for (const name of [
    'work_orders_done',
    'work_orders_created',
    'guest_requests_done',
    'room_occupancy_arrivals',
    'room_status_events_out_of_order',
    'room_status_events_room_at',
    'room_status_events_cleans',
  ]) {
    await sql`drop index if exists ${sql.ref(name)}`.execute(db);
  }
}
