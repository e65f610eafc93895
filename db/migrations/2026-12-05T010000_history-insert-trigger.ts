import { sql, type Kysely } from 'kysely';

/**
 * Issue 30 (fast writes): every room change inserts a history row, and four statement
 * triggers then ran for it, each reading the inserted rows and the hotel again; two of them
 * built their statements as text (execute format), so PostgreSQL parsed and planned those on
 * every change. Together they were about 0.9 ms of the database's 2.1 ms per change in the
 * write bench. One trigger now does the same four things for an INSERT, in the same order,
 * with static statements (planned once per connection):
 * 1. analytics_days_forget('at'): the writer's shared lock per hotel and day, kept days forgotten;
 * 2. analytics_arrivals_after_events: the rooms' arrivals from the day before the change on;
 * 3. analytics_cleans_after_events: a clean's narrow row;
 * 4. analytics_clean_days_after_events: closed days summed again, and a hotel's yesterday once.
 * Updates and deletes of the history (an undo) keep their triggers as they were.
 * Frozen in time: never import application code here.
 */
const INSERT_TRIGGERS = [
  ['room_status_events_analytics_insert', sql`analytics_days_forget('at')`],
  ['room_status_events_arrivals_insert', sql`analytics_arrivals_after_events()`],
  ['room_status_events_cleans_insert', sql`analytics_cleans_after_events()`],
  ['room_status_events_cleansum_insert', sql`analytics_clean_days_after_events()`],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function room_status_events_after_insert() returns trigger language plpgsql as $$
    declare
      rooms uuid[];
      froms date[];
      h record;
    begin
      -- 1. The hotel days written (each hotel's clock): locked shared to the commit, their kept figures forgotten.
      perform count(pg_advisory_xact_lock_shared(hashtext('analytics:' || x.hotel_id::text), x.day - date '2000-01-01'))
        from (select distinct r.hotel_id, (r.at at time zone ho.timezone)::date as day
              from new_rows r join hotels ho on ho.id = r.hotel_id where r.at is not null) x;
      with x as (select distinct r.hotel_id, (r.at at time zone ho.timezone)::date as day
                 from new_rows r join hotels ho on ho.id = r.hotel_id where r.at is not null),
        a as (delete from analytics_days a using x where a.hotel_id = x.hotel_id and a.day = x.day)
      delete from inspection_score_days s using x where s.hotel_id = x.hotel_id and s.day = x.day;

      -- 2. Each room's arrivals from the hotel-local day before its earliest change on.
      select array_agg(x.room_id), array_agg(x.since) into rooms, froms from (
        select r.room_id, min((r.at at time zone ho.timezone)::date) - 1 as since
        from new_rows r join hotels ho on ho.id = r.hotel_id group by r.room_id) x;
      if rooms is not null then
        perform analytics_arrivals_refresh(rooms, froms, array_fill('infinity'::date, array[cardinality(rooms)]));
      end if;

      -- 3. The cleans, as analytics_cleans keeps them.
      insert into analytics_cleans (event_id, hotel_id, day, room_type_id, cleaning_type, worked_seconds, housekeeper, action)
        select r.id, r.hotel_id, (r.at at time zone ho.timezone)::date, rm.room_type_id, coalesce(r.cleaning_type, 'departure'),
          r.worked_seconds, coalesce(u.role = 'housekeeper', false), r.action
        from new_rows r
        join hotels ho on ho.id = r.hotel_id
        left join rooms rm on rm.id = r.room_id
        left join users u on u.id = r.actor_id
        where r.to_status = 'clean' and r.undone_at is null;

      -- 4. The closed days written (on each hotel's clock, now), summed again; the hotel's yesterday, once.
      for h in
        select x.hotel_id, array_agg(distinct x.day) filter (where x.day < x.today) as days, min(x.today) as today
        from (select r.hotel_id, (r.at at time zone ho.timezone)::date as day, (clock_timestamp() at time zone ho.timezone)::date as today
              from new_rows r join hotels ho on ho.id = r.hotel_id) x
        group by x.hotel_id
      loop
        if h.days is not null then
          perform analytics_clean_days_refresh(h.hotel_id, h.days);
        end if;
        if not exists (select 1 from analytics_clean_days_done d where d.hotel_id = h.hotel_id and d.day = h.today - 1)
           and not (coalesce(h.today - 1 = any(h.days), false)) then
          perform analytics_clean_days_refresh(h.hotel_id, array[h.today - 1]);
        end if;
      end loop;
      return null;
    end $$`.execute(db);
  for (const [name] of INSERT_TRIGGERS) await sql`drop trigger ${sql.ref(name)} on room_status_events`.execute(db);
  await sql`create trigger room_status_events_after_insert after insert on room_status_events referencing new table as new_rows
    for each statement execute function room_status_events_after_insert()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger room_status_events_after_insert on room_status_events`.execute(db);
  await sql`drop function room_status_events_after_insert()`.execute(db);
  for (const [name, call] of INSERT_TRIGGERS) {
    await sql`create trigger ${sql.ref(name)} after insert on room_status_events referencing new table as new_rows
      for each statement execute function ${call}`.execute(db);
  }
}
