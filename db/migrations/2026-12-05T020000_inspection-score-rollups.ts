import { sql, type Kysely } from 'kysely';

/**
 * DESIGN §21 (issue 31 point 5), as 2026-12-04T030001 did for the cleans: a closed day's
 * inspection scores summed as the scores report reads them, so a cold year reads a few
 * thousand rows instead of expanding every inspection's results (~2 M item results in a year
 * of a 7,500-room hotel: 4.0 s by item, 1.8 s by attendant).
 * - inspection_score_sums: per hotel, grouping ('attendant', 'roomType', 'item') and day, each
 *   group's count, sum of scores, passed (for an item: times ok) and, for attendant and room
 *   type, the items not ok and how often ({ text: n }). An item's name is its latest text that
 *   day; attendants and room types are named when read (their current names, as before).
 * - inspection_score_sums_done: the days summed completely. A day without its mark (today, a
 *   day whose writers met, a day after which no inspection was written) is read from
 *   `inspections`.
 * - Written by a trigger on inspections (whatever writes them), under the day's advisory lock
 *   taken without waiting (a writer of the day holds it shared to its commit,
 *   analytics_days_forget): each closed day a statement changes is summed again; and a hotel's
 *   yesterday the first time an inspection is written after its day turned. When the lock is
 *   not to be had (another writer of that day has not committed), the day's mark is removed
 *   instead: read from `inspections` until summed again.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table inspection_score_sums (
      hotel_id uuid not null references hotels(id) on delete cascade,
      grouping text not null,
      day date not null,
      key text,
      name text,
      count bigint not null,
      sum_score numeric not null,
      passed bigint not null,
      failed jsonb not null default '{}'
    )`.execute(db);
  await sql`create index inspection_score_sums_day on inspection_score_sums (hotel_id, grouping, day)`.execute(db);
  await sql`
    create table inspection_score_sums_done (
      hotel_id uuid not null references hotels(id) on delete cascade,
      day date not null,
      primary key (hotel_id, day)
    )`.execute(db);
  // Sums the given days of one hotel again (or forgets them, when a day's lock is not to be had).
  await sql`
    create function inspection_score_sums_refresh(p_hotel uuid, p_days date[]) returns void language plpgsql
    -- A generic plan guesses a large share of the inspections per day: JIT compiling it took ~0.9 s of a one-day sum.
    set jit = off as $$
    declare
      locked date[];
      tz text;
    begin
      select coalesce(array_agg(d), '{}') into locked from unnest(p_days) d
        where pg_try_advisory_xact_lock(hashtext('analytics:' || p_hotel::text), d - date '2000-01-01');
      delete from inspection_score_sums where hotel_id = p_hotel and day = any(p_days);
      delete from inspection_score_sums_done where hotel_id = p_hotel and day = any(p_days) and not (day = any(locked));
      if cardinality(locked) = 0 then
        return;
      end if;
      select timezone into tz from hotels where id = p_hotel;
      with r as materialized (
        -- Each day's inspections by the day's bounds on the hotel's clock (the index's order).
        select d as day, i.id, i.attendant_id::text as attendant, i.room_type_id::text as room_type, i.score, i.passed, i.results, i.inspected_at
        from unnest(locked) d
        join inspections i on i.hotel_id = p_hotel
          and i.inspected_at >= (d::timestamp at time zone tz) and i.inspected_at < ((d + 1)::timestamp at time zone tz)
      ),
      items as materialized (
        select r.day, r.id, r.attendant, r.room_type, r.score, r.inspected_at,
          item->>'itemId' as item_id, item->>'text' as text, (item->>'ok')::boolean as ok
        from r cross join lateral jsonb_array_elements(r.results) item
      ),
      groups as (
        select day, 'attendant' as grouping, attendant as key, count(*) as count, sum(score) as sum_score, count(*) filter (where passed) as passed
        from r group by day, attendant
        union all
        select day, 'roomType', room_type, count(*), sum(score), count(*) filter (where passed)
        from r group by day, room_type
      ),
      failures as (
        select day, grouping, key, jsonb_object_agg(text, n) as failed from (
          select day, 'attendant' as grouping, attendant as key, coalesce(text, 'null') as text, count(*) as n
          from items where ok = false group by 1, 2, 3, 4
          union all
          select day, 'roomType', room_type, coalesce(text, 'null'), count(*)
          from items where ok = false group by 1, 2, 3, 4
        ) f group by day, grouping, key
      ),
      g as (
        insert into inspection_score_sums (hotel_id, grouping, day, key, name, count, sum_score, passed, failed)
        select p_hotel, g.grouping, g.day, g.key, null, g.count, g.sum_score, g.passed, coalesce(f.failed, '{}')
        from groups g
        left join failures f on f.day = g.day and f.grouping = g.grouping and coalesce(f.key, '') = coalesce(g.key, '')
      )
      insert into inspection_score_sums (hotel_id, grouping, day, key, name, count, sum_score, passed)
        select p_hotel, 'item', day, item_id, (array_agg(text order by inspected_at desc, id desc))[1], count(*),
          sum(score), count(*) filter (where ok)
        from items
        group by day, item_id;
      insert into inspection_score_sums_done (hotel_id, day) select p_hotel, d from unnest(locked) d on conflict do nothing;
    end $$`.execute(db);
  // The closed days of the inspections given (hotel, moment) summed again, and each hotel's yesterday once.
  await sql`
    create function inspection_score_sums_touch(p_hotels uuid[], p_at timestamptz[]) returns void language plpgsql as $$
    declare
      h record;
    begin
      for h in
        -- On each hotel's clock, now (not the transaction's start).
        select x.hotel_id, array_agg(distinct x.day) filter (where x.day < x.today) as days, min(x.today) as today
        from (select c.hotel_id, (c.at at time zone ho.timezone)::date as day, (clock_timestamp() at time zone ho.timezone)::date as today
              from unnest(p_hotels, p_at) c(hotel_id, at) join hotels ho on ho.id = c.hotel_id) x
        group by x.hotel_id
      loop
        if h.days is not null then
          perform inspection_score_sums_refresh(h.hotel_id, h.days);
        end if;
        if not exists (select 1 from inspection_score_sums_done d where d.hotel_id = h.hotel_id and d.day = h.today - 1)
           and not (coalesce(h.today - 1 = any(h.days), false)) then
          perform inspection_score_sums_refresh(h.hotel_id, array[h.today - 1]);
        end if;
      end loop;
    end $$`.execute(db);
  // After each statement on inspections (after analytics_days_forget's shared locks: a table's triggers run by name).
  await sql`
    create function inspection_score_sums_after() returns trigger language plpgsql as $$
    declare
      hotel_ids uuid[];
      ats timestamptz[];
    begin
      if tg_op = 'INSERT' then
        select array_agg(hotel_id), array_agg(inspected_at) into hotel_ids, ats from new_rows;
      elsif tg_op = 'DELETE' then
        select array_agg(hotel_id), array_agg(inspected_at) into hotel_ids, ats from old_rows;
      else
        -- Only changes the sums read (not an inspector or a checklist deleted: set null).
        select array_agg(c.hotel_id), array_agg(c.inspected_at) into hotel_ids, ats from (
          select o.hotel_id, o.inspected_at, n.hotel_id as new_hotel, n.inspected_at as new_at
          from old_rows o join new_rows n on n.id = o.id
          where (o.hotel_id, o.inspected_at, o.score, o.passed, o.results, o.attendant_id, o.room_type_id)
            is distinct from (n.hotel_id, n.inspected_at, n.score, n.passed, n.results, n.attendant_id, n.room_type_id)
        ) x cross join lateral (values (x.hotel_id, x.inspected_at), (x.new_hotel, x.new_at)) c(hotel_id, inspected_at);
      end if;
      if hotel_ids is not null then
        perform inspection_score_sums_touch(hotel_ids, ats);
      end if;
      return null;
    end $$`.execute(db);
  for (const op of ['insert', 'update', 'delete'] as const) {
    const refs = { insert: sql`referencing new table as new_rows`, update: sql`referencing old table as old_rows new table as new_rows`, delete: sql`referencing old table as old_rows` }[op];
    await sql`create trigger ${sql.ref(`inspections_scoresums_${op}`)} after ${sql.raw(op)} on inspections ${refs}
      for each statement execute function inspection_score_sums_after()`.execute(db);
  }
  // The closed days so far (before each hotel's today), once.
  await sql`
    select inspection_score_sums_refresh(h.id, array_agg(distinct (i.inspected_at at time zone h.timezone)::date))
    from inspections i join hotels h on h.id = i.hotel_id
    where (i.inspected_at at time zone h.timezone)::date < (now() at time zone h.timezone)::date
    group by h.id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const op of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.ref(`inspections_scoresums_${op}`)} on inspections`.execute(db);
  await sql`drop function if exists inspection_score_sums_after()`.execute(db);
  await sql`drop function if exists inspection_score_sums_touch(uuid[], timestamptz[])`.execute(db);
  await sql`drop function if exists inspection_score_sums_refresh(uuid, date[])`.execute(db);
  await sql`drop table if exists inspection_score_sums_done`.execute(db);
  await sql`drop table if exists inspection_score_sums`.execute(db);
}
