import { sql, type Kysely } from 'kysely';

/**
 * DESIGN §21 (issue 31 point 5): a cold reading of a year of a 7,500-room hotel (no day kept,
 * no background pass) under a second. What the series need is written as it happens, by
 * triggers on the history and the occupancy (whatever writes them), never by the app's code:
 * - analytics_arrivals: each arrival (room_occupancy, stay 'arrival') with whether its room was
 *   ready when the guest arrived: the room's last change (not undone) before the guest's
 *   arrival time on the hotel's clock (or 15:00, READY_BY in analytics-days.ts, when the stay
 *   has none) left it clean or inspected. The analytics read one row per arrival instead of a
 *   backward step of the history per arrival (~680,000 a year, 30–46 s). A change of a room's
 *   history recomputes its arrivals from that day on (a live change: today's and the
 *   forecast's); a change of an arrival's stay or time, that arrival. Changes of one room are
 *   serialized by its room_statuses row (the app's writes update it first).
 * - analytics_cleans: one narrow row per clean (not undone, as the history keeps it), by the
 *   hotel's day, with the room's type and whether a housekeeper did it, at the time of the
 *   clean: read in the index's order, the series' medians need no join and no sort of a year.
 * - analytics_inspections: the inspections' index with score and passed (index-only).
 * - analytics_days_forget (migration 2026-12-02T050000) takes a shared advisory lock per hotel
 *   and day it forgets, held to the writer's commit: a pass or a reading keeps a computed day
 *   only under the same lock taken exclusively (pg_try_advisory_xact_lock, never waiting), so a
 *   day computed while its history was being written is never kept with the old figures.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table analytics_arrivals (
      room_id uuid not null references rooms(id) on delete cascade,
      day date not null,
      hotel_id uuid not null references hotels(id) on delete cascade,
      ready boolean not null,
      primary key (room_id, day)
    )`.execute(db);
  await sql`create index analytics_arrivals_hotel_day on analytics_arrivals (hotel_id, day) include (ready)`.execute(db);

  // The arrivals of each room between two days (inclusive) computed again; rows that are no arrival (any more) removed.
  await sql`
    create function analytics_arrivals_refresh(p_rooms uuid[], p_from date[], p_to date[]) returns void language plpgsql as $$
    begin
      delete from analytics_arrivals a
        using unnest(p_rooms, p_from, p_to) ch(room_id, d0, d1)
        where a.room_id = ch.room_id and a.day between ch.d0 and ch.d1
          and not exists (select 1 from room_occupancy o where o.room_id = a.room_id and o.day = a.day and o.stay = 'arrival');
      insert into analytics_arrivals (room_id, day, hotel_id, ready)
        select o.room_id, o.day, o.hotel_id, coalesce(last.to_status in ('clean', 'inspected'), false)
        from unnest(p_rooms, p_from, p_to) ch(room_id, d0, d1)
        join room_occupancy o on o.room_id = ch.room_id and o.day between ch.d0 and ch.d1 and o.stay = 'arrival'
        join hotels h on h.id = o.hotel_id
        left join lateral (
          select e.to_status from room_status_events e
          where e.room_id = o.room_id and e.undone_at is null
            and e.at < ((o.day + coalesce(o.arrival_time, '15:00')::time) at time zone h.timezone)
          order by e.at desc limit 1
        ) last on true
        on conflict (room_id, day) do update set ready = excluded.ready, hotel_id = excluded.hotel_id;
    end $$`.execute(db);

  // History: each room changed, from the hotel-local day before its earliest change on (an arrival's moment is on its own day).
  await sql`
    create function analytics_arrivals_after_events() returns trigger language plpgsql as $$
    declare
      rooms uuid[];
      froms date[];
    begin
      if tg_op = 'INSERT' then
        select array_agg(room_id), array_agg(since) into rooms, froms from (
          select r.room_id, min((r.at at time zone h.timezone)::date) - 1 as since
          from new_rows r join hotels h on h.id = r.hotel_id group by r.room_id) x;
      elsif tg_op = 'DELETE' then
        select array_agg(room_id), array_agg(since) into rooms, froms from (
          select r.room_id, min((r.at at time zone h.timezone)::date) - 1 as since
          from old_rows r join hotels h on h.id = r.hotel_id group by r.room_id) x;
      else
        -- Only changes that can move a room's last status before a moment: undo, time, status, room.
        select array_agg(room_id), array_agg(since) into rooms, froms from (
          select c.room_id, min((c.at at time zone h.timezone)::date) - 1 as since
          from (
            select o.room_id, o.at, o.hotel_id from old_rows o join new_rows n on n.id = o.id
              where (o.undone_at is null) is distinct from (n.undone_at is null) or o.at is distinct from n.at
                or o.to_status is distinct from n.to_status or o.room_id is distinct from n.room_id
            union all
            select n.room_id, n.at, n.hotel_id from old_rows o join new_rows n on n.id = o.id
              where (o.undone_at is null) is distinct from (n.undone_at is null) or o.at is distinct from n.at
                or o.to_status is distinct from n.to_status or o.room_id is distinct from n.room_id
          ) c join hotels h on h.id = c.hotel_id group by c.room_id) x;
      end if;
      if rooms is not null then
        perform analytics_arrivals_refresh(rooms, froms, array_fill('infinity'::date, array[cardinality(rooms)]));
      end if;
      return null;
    end $$`.execute(db);

  // Occupancy: the arrivals written, and those whose stay or arrival time changed or that were removed.
  await sql`
    create function analytics_arrivals_after_occupancy() returns trigger language plpgsql as $$
    declare
      rooms uuid[];
      days date[];
    begin
      if tg_op = 'INSERT' then
        select array_agg(room_id), array_agg(day) into rooms, days from new_rows where stay = 'arrival';
      elsif tg_op = 'DELETE' then
        select array_agg(room_id), array_agg(day) into rooms, days from old_rows where stay = 'arrival';
      else
        -- The day's plan rewrites planned_type on every row of a day: only a changed stay or arrival time counts.
        select array_agg(n.room_id), array_agg(n.day) into rooms, days
          from old_rows o join new_rows n on n.room_id = o.room_id and n.day = o.day
          where (o.stay = 'arrival' or n.stay = 'arrival')
            and (o.stay is distinct from n.stay or o.arrival_time is distinct from n.arrival_time or o.hotel_id is distinct from n.hotel_id);
      end if;
      if rooms is not null then
        perform analytics_arrivals_refresh(rooms, days, days);
      end if;
      return null;
    end $$`.execute(db);

  for (const [table, fn] of [
    ['room_status_events', 'analytics_arrivals_after_events'],
    ['room_occupancy', 'analytics_arrivals_after_occupancy'],
  ] as const) {
    const name = (op: string) => sql.ref(`${table}_arrivals_${op}`);
    const f = sql.ref(fn);
    await sql`create trigger ${name('insert')} after insert on ${sql.table(table)} referencing new table as new_rows
      for each statement execute function ${f}()`.execute(db);
    await sql`create trigger ${name('update')} after update on ${sql.table(table)} referencing old table as old_rows new table as new_rows
      for each statement execute function ${f}()`.execute(db);
    await sql`create trigger ${name('delete')} after delete on ${sql.table(table)} referencing old table as old_rows
      for each statement execute function ${f}()`.execute(db);
  }

  // The arrivals so far, once.
  await sql`
    select analytics_arrivals_refresh(array_agg(id), array_fill('-infinity'::date, array[count(*)::int]), array_fill('infinity'::date, array[count(*)::int]))
    from rooms having count(*) > 0`.execute(db);

  // Cleans: one narrow row per clean in the history (not undone), by the hotel's day and the room's type when it was
  // cleaned, in the order the series group and take medians in (no join, no sort of a year of cleans at reading).
  await sql`
    create table analytics_cleans (
      event_id bigint primary key references room_status_events(id) on delete cascade,
      hotel_id uuid not null,
      day date not null,
      room_type_id uuid,
      cleaning_type text not null,
      worked_seconds integer,
      housekeeper boolean not null,
      action text
    )`.execute(db);
  await sql`
    create index analytics_cleans_series on analytics_cleans (hotel_id, day, room_type_id, cleaning_type, worked_seconds)
      include (housekeeper, action)`.execute(db);
  // The rows of the history's changes given (a transition table's rows) that are cleans, as analytics_cleans keeps them.
  const changed = sql.raw(CHANGED);
  const cleanRows = (from: string) => sql.raw(`
        insert into analytics_cleans (event_id, hotel_id, day, room_type_id, cleaning_type, worked_seconds, housekeeper, action)
        select r.id, r.hotel_id, (r.at at time zone h.timezone)::date, rm.room_type_id, coalesce(r.cleaning_type, 'departure'),
          r.worked_seconds, coalesce(u.role = 'housekeeper', false), r.action
        from ${from} r
        join hotels h on h.id = r.hotel_id
        left join rooms rm on rm.id = r.room_id
        left join users u on u.id = r.actor_id
        where r.to_status = 'clean' and r.undone_at is null`);
  await sql`
    create function analytics_cleans_after_events() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        ${cleanRows('new_rows')};
      elsif tg_op = 'DELETE' then
        delete from analytics_cleans c using old_rows o where c.event_id = o.id;
      else
        -- An undo, mostly (or an actor deleted: set null): the changed rows again.
        delete from analytics_cleans c using old_rows o join new_rows n on n.id = o.id
          where c.event_id = o.id and ${changed};
        ${cleanRows(`(select n.* from new_rows n join old_rows o on o.id = n.id where ${CHANGED})`)};
      end if;
      return null;
    end $$`.execute(db);
  for (const op of ['insert', 'update', 'delete'] as const) {
    const refs = { insert: sql`referencing new table as new_rows`, update: sql`referencing old table as old_rows new table as new_rows`, delete: sql`referencing old table as old_rows` }[op];
    await sql`create trigger ${sql.ref(`room_status_events_cleans_${op}`)} after ${sql.raw(op)} on room_status_events ${refs}
      for each statement execute function analytics_cleans_after_events()`.execute(db);
  }
  await cleanRows('room_status_events').execute(db);
  // Inspections: the day's count, mean score and pass rate from the index alone.
  await sql`create index analytics_inspections on inspections (hotel_id, inspected_at) include (score, passed)`.execute(db);

  await forgetFunction(db, true);
}

/** A change of a history row (o: before, n: after) that can change what analytics_cleans keeps of it. */
const CHANGED = `(o.to_status, o.undone_at, o.at, o.cleaning_type, o.worked_seconds, o.actor_id, o.action, o.room_id, o.hotel_id)
  is distinct from (n.to_status, n.undone_at, n.at, n.cleaning_type, n.worked_seconds, n.actor_id, n.action, n.room_id, n.hotel_id)`;

/** analytics_days_forget as migration 2026-12-02T050000 made it, with (or without) the writer's shared lock per hotel and day. */
async function forgetFunction(db: Kysely<any>, lock: boolean) {
  const lockStatement = lock
    ? sql.raw(`
          execute format(
            'select count(pg_advisory_xact_lock_shared(hashtext(''analytics:'' || x.hotel_id::text), x.day - date ''2000-01-01''))
              from (select distinct r.hotel_id, %s as day from %I r join hotels h on h.id = r.hotel_id where r.%I is not null) x',
            case when col = 'day' then 'r.day' else format('(r.%I at time zone h.timezone)::date', col) end, src, col);`)
    : sql.raw('');
  await sql`
    create or replace function analytics_days_forget() returns trigger language plpgsql as $$
    declare
      src text;
      col text;
    begin
      foreach src in array array['new_rows', 'old_rows'] loop
        continue when (src = 'new_rows' and tg_op = 'DELETE') or (src = 'old_rows' and tg_op = 'INSERT');
        foreach col in array tg_argv loop
          ${lockStatement}
          execute format(
            'with x as (select distinct r.hotel_id, %s as day from %I r join hotels h on h.id = r.hotel_id where r.%I is not null),
              a as (delete from analytics_days a using x where a.hotel_id = x.hotel_id and a.day = x.day)
              delete from inspection_score_days s using x where s.hotel_id = x.hotel_id and s.day = x.day',
            case when col = 'day' then 'r.day' else format('(r.%I at time zone h.timezone)::date', col) end, src, col);
        end loop;
      end loop;
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await forgetFunction(db, false);
  for (const table of ['room_status_events', 'room_occupancy']) {
    for (const op of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.ref(`${table}_arrivals_${op}`)} on ${sql.table(table)}`.execute(db);
  }
  for (const op of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.ref(`room_status_events_cleans_${op}`)} on room_status_events`.execute(db);
  await sql`drop function if exists analytics_cleans_after_events()`.execute(db);
  await sql`drop table if exists analytics_cleans`.execute(db);
  await sql`drop index if exists analytics_inspections`.execute(db);
  await sql`drop function if exists analytics_arrivals_after_occupancy()`.execute(db);
  await sql`drop function if exists analytics_arrivals_after_events()`.execute(db);
  await sql`drop function if exists analytics_arrivals_refresh(uuid[], date[], date[])`.execute(db);
  await sql`drop table if exists analytics_arrivals`.execute(db);
}
