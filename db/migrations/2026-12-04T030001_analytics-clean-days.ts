import { sql, type Kysely } from 'kysely';

/**
 * DESIGN §21 (issue 31 point 5), after 2026-12-04T030000: a closed day's cleans summed as the
 * series read them (per room type and cleaning type: how many, the median of the timed
 * ones, the housekeepers' seconds and timed cleans; the service rows, SERVICE_ACTIONS in
 * src-server/features/reports/service-actions.ts as of now, left out), so a cold year reads ~4,400 rows instead
 * of 1.9 M cleans (their medians took ~0.9 s of the reading).
 * - analytics_clean_days holds the sums; analytics_clean_days_done the days summed completely.
 *   A day without its mark (today, a day whose writers met) is read from analytics_cleans.
 * - Written by the history's trigger, under the day's advisory lock taken without waiting (a
 *   writer of the day holds it shared to its commit, analytics_days_forget): each closed day
 *   a statement changes is summed again; and a hotel's yesterday the first time a change comes
 *   after its day turned. When the lock is not to be had (another writer of that day has not
 *   committed), the day's mark is removed instead: read from the cleans until summed again.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table analytics_clean_days (
      hotel_id uuid not null references hotels(id) on delete cascade,
      day date not null,
      room_type_id uuid,
      cleaning_type text not null,
      rooms bigint not null,
      median_seconds float8,
      housekeeper_seconds bigint,
      housekeeper_timed bigint not null
    )`.execute(db);
  await sql`create index analytics_clean_days_day on analytics_clean_days (hotel_id, day)`.execute(db);
  await sql`
    create table analytics_clean_days_done (
      hotel_id uuid not null references hotels(id) on delete cascade,
      day date not null,
      primary key (hotel_id, day)
    )`.execute(db);
  // Sums the given days of one hotel again (or forgets them, when a day's lock is not to be had).
  await sql`
    create function analytics_clean_days_refresh(p_hotel uuid, p_days date[]) returns void language plpgsql as $$
    declare
      locked date[];
    begin
      select coalesce(array_agg(d), '{}') into locked from unnest(p_days) d
        where pg_try_advisory_xact_lock(hashtext('analytics:' || p_hotel::text), d - date '2000-01-01');
      delete from analytics_clean_days where hotel_id = p_hotel and day = any(p_days);
      delete from analytics_clean_days_done where hotel_id = p_hotel and day = any(p_days) and not (day = any(locked));
      if cardinality(locked) = 0 then
        return;
      end if;
      insert into analytics_clean_days (hotel_id, day, room_type_id, cleaning_type, rooms, median_seconds, housekeeper_seconds, housekeeper_timed)
        select p_hotel, c.day, c.room_type_id, c.cleaning_type, count(*),
          percentile_cont(0.5) within group (order by c.worked_seconds),
          sum(c.worked_seconds) filter (where c.housekeeper),
          count(*) filter (where c.housekeeper and c.worked_seconds is not null)
        from analytics_cleans c
        where c.hotel_id = p_hotel and c.day = any(locked)
          and (c.action is null or c.action not in ('work_order_created', 'work_order_done', 'guest_request_done', 'turndown_done', 'queue_reordered'))
        group by c.day, c.room_type_id, c.cleaning_type;
      insert into analytics_clean_days_done (hotel_id, day) select p_hotel, d from unnest(locked) d on conflict do nothing;
    end $$`.execute(db);
  // After each statement on the history, after analytics_cleans is written (a table's triggers run by name: cleans_ < cleansum_).
  await sql`
    create function analytics_clean_days_after_events() returns trigger language plpgsql as $$
    declare
      h record;
    begin
      -- The hotels and closed days (on each hotel's clock, now: not the transaction's start) the statement changed.
      for h in
        execute format(
          'select x.hotel_id, array_agg(distinct x.day) filter (where x.day < x.today) as days, min(x.today) as today
           from (select r.hotel_id, (r.at at time zone ho.timezone)::date as day, (clock_timestamp() at time zone ho.timezone)::date as today
                 from %s r join hotels ho on ho.id = r.hotel_id) x
           group by x.hotel_id',
          case tg_op when 'INSERT' then 'new_rows' when 'DELETE' then 'old_rows' else '(select * from new_rows union all select * from old_rows)' end)
      loop
        if h.days is not null then
          perform analytics_clean_days_refresh(h.hotel_id, h.days);
        end if;
        -- The hotel's yesterday, once: the first change after its day turned sums it.
        if not exists (select 1 from analytics_clean_days_done d where d.hotel_id = h.hotel_id and d.day = h.today - 1)
           and not (coalesce(h.today - 1 = any(h.days), false)) then
          perform analytics_clean_days_refresh(h.hotel_id, array[h.today - 1]);
        end if;
      end loop;
      return null;
    end $$`.execute(db);
  for (const op of ['insert', 'update', 'delete'] as const) {
    const refs = { insert: sql`referencing new table as new_rows`, update: sql`referencing old table as old_rows new table as new_rows`, delete: sql`referencing old table as old_rows` }[op];
    await sql`create trigger ${sql.ref(`room_status_events_cleansum_${op}`)} after ${sql.raw(op)} on room_status_events ${refs}
      for each statement execute function analytics_clean_days_after_events()`.execute(db);
  }
  // The closed days so far (before each hotel's today), once.
  await sql`
    select analytics_clean_days_refresh(h.id, array_agg(distinct c.day))
    from analytics_cleans c join hotels h on h.id = c.hotel_id
    where c.day < (now() at time zone h.timezone)::date
    group by h.id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const op of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.ref(`room_status_events_cleansum_${op}`)} on room_status_events`.execute(db);
  await sql`drop function if exists analytics_clean_days_after_events()`.execute(db);
  await sql`drop function if exists analytics_clean_days_refresh(uuid, date[])`.execute(db);
  await sql`drop table if exists analytics_clean_days_done`.execute(db);
  await sql`drop table if exists analytics_clean_days`.execute(db);
}
