import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { DEFAULT_CREDITS } from '../../../src-shared/cleaning-types';
import { daysOf } from '../../../src-shared/analytics.schemas';
import { SERVICE_ACTIONS } from '../reports/service-actions';

/**
 * The history reads of the analytics (DESIGN §21), each grouped by the hotel's calendar day
 * in SQL so a year of a 7,500-room hotel comes back as a few thousand rows. Each reads one
 * index of migrations 2026-12-02T050000 and 2026-12-04T030000, or a table the latter's
 * triggers write as the history happens (a year must answer in under a second, cold).
 */
export interface Range {
  hotelId: string;
  timezone: string;
  from: string;
  to: string;
}

/** The range's instants: from the start of `from` to the end of `to` on the hotel's clock. */
const start = (r: Range) => sql`((${r.from}::date)::timestamp at time zone ${r.timezone})`;
const end = (r: Range) => sql`(((${r.to}::date + 1))::timestamp at time zone ${r.timezone})`;
const localDay = (column: string, r: Range) => sql<string>`((${sql.ref(column)} at time zone ${r.timezone})::date)::text`;

/**
 * Cleans per day × room type × cleaning type: how many, the median of the timed ones, and for
 * the housekeepers' timed cleans their seconds and the credits of the room's type (DESIGN §13).
 * An undone clean and a service row (a work order or guest request on a clean room) are none.
 * A closed day summed (analytics_clean_days, migration 2026-12-04T030001) is read as summed;
 * the others (today, a day not summed yet) from analytics_cleans (2026-12-04T030000): one row
 * per clean, written with the history, by the hotel's day and the room's type and the actor's
 * role when it was cleaned. The credits are the type's now, as before.
 */
export async function cleansByDay(db: Db, r: Range) {
  const { rows: summed } = await sql<{ day: string }>`
    select day::text as day from analytics_clean_days_done where hotel_id = ${r.hotelId} and day between ${r.from}::date and ${r.to}::date`.execute(db);
  const done = new Set(summed.map((d) => d.day));
  const notSummed = daysOf(r.from, r.to).filter((d) => !done.has(d));
  const { rows } = await sql<{
    day: string;
    cleaning_type: string;
    room_type_id: string | null;
    room_type_name: string | null;
    rooms: string;
    median_seconds: number | null;
    housekeeper_seconds: string | null;
    housekeeper_credits: string | null;
  }>`
    select g.day::text as day, g.cleaning_type, rt.id as room_type_id, rt.name as room_type_name, g.rooms, g.median_seconds,
      g.housekeeper_seconds,
      case when g.housekeeper_timed > 0 then g.housekeeper_timed * (case g.cleaning_type
            when 'stayover' then coalesce(rt.credits_stayover, ${DEFAULT_CREDITS.stayover})
            when 'touch_up' then coalesce(rt.credits_touch_up, ${DEFAULT_CREDITS.touchUp})
            else coalesce(rt.credits_departure, ${DEFAULT_CREDITS.departure}) end) end as housekeeper_credits
    from (
      select s.day, s.room_type_id, s.cleaning_type, s.rooms, s.median_seconds, s.housekeeper_seconds, s.housekeeper_timed
      from analytics_clean_days s
      where s.hotel_id = ${r.hotelId} and s.day between ${r.from}::date and ${r.to}::date
        and s.day in (select day from analytics_clean_days_done where hotel_id = ${r.hotelId})
      union all
      select c.day, c.room_type_id, c.cleaning_type, count(*) as rooms,
        percentile_cont(0.5) within group (order by c.worked_seconds) as median_seconds,
        sum(c.worked_seconds) filter (where c.housekeeper) as housekeeper_seconds,
        count(*) filter (where c.housekeeper and c.worked_seconds is not null) as housekeeper_timed
      from analytics_cleans c
      where c.hotel_id = ${r.hotelId} and c.day between ${r.from}::date and ${r.to}::date
        and (c.action is null or c.action not in (${sql.join(SERVICE_ACTIONS)}))
        and ${notSummed.length > 0 ? sql`c.day in (${sql.join(notSummed.map((d) => sql`${d}::date`))})` : sql`false`}
      group by c.day, c.room_type_id, c.cleaning_type
    ) g
    left join room_types rt on rt.id = g.room_type_id`.execute(db);
  return rows;
}

export async function inspectionsByDay(db: Db, r: Range) {
  const { rows } = await sql<{ day: string; count: string; mean_score: number | null; pass_rate: number | null }>`
    select ${localDay('inspected_at', r)} as day, count(*) as count,
      avg(score)::float8 as mean_score, avg(case when passed then 1 else 0 end)::float8 as pass_rate
    from inspections
    where hotel_id = ${r.hotelId} and inspected_at >= ${start(r)} and inspected_at < ${end(r)}
    group by 1`.execute(db);
  return rows;
}

/**
 * Arrivals per day and how many had their room ready (clean or inspected, by the last change
 * of its status before then) when the guest arrived: at her `arrival_time` on the hotel's
 * clock when occupancy gives one (DESIGN §22), else at READY_BY (analytics-days.ts). Each
 * arrival's readiness is written when its occupancy or its room's history changes (the
 * triggers of migration 2026-12-04T030000, table analytics_arrivals), so a year is one
 * index-only scan of ~680,000 small rows instead of a backward step of the history per arrival.
 */
export async function arrivalsByDay(db: Db, r: Range) {
  const { rows } = await sql<{ day: string; arrivals: string; ready: string }>`
    select day::text as day, count(*) as arrivals, count(*) filter (where ready) as ready
    from analytics_arrivals
    where hotel_id = ${r.hotelId} and day between ${r.from}::date and ${r.to}::date
    group by day`.execute(db);
  return rows;
}

/** Guest requests done per day, and the median minutes from asked to done. */
export async function guestRequestsByDay(db: Db, r: Range) {
  const { rows } = await sql<{ day: string; done: string; median_minutes: number | null }>`
    select ${localDay('done_at', r)} as day, count(*) as done,
      percentile_cont(0.5) within group (order by extract(epoch from done_at - created_at) / 60) as median_minutes
    from guest_requests
    where hotel_id = ${r.hotelId} and status = 'done' and done_at >= ${start(r)} and done_at < ${end(r)}
    group by 1`.execute(db);
  return rows;
}

export async function workOrdersByDay(db: Db, r: Range) {
  const { rows } = await sql<{ day: string; opened: string; closed: string }>`
    select day, sum(opened) as opened, sum(closed) as closed from (
      select ${localDay('created_at', r)} as day, 1 as opened, 0 as closed from work_orders
        where hotel_id = ${r.hotelId} and created_at >= ${start(r)} and created_at < ${end(r)}
      union all
      select ${localDay('done_at', r)} as day, 0, 1 from work_orders
        where hotel_id = ${r.hotelId} and done_at >= ${start(r)} and done_at < ${end(r)}
    ) x group by day`.execute(db);
  return rows;
}

/**
 * Out-of-order room-nights: a room counts for a day when it is out of order at the day's end
 * (midnight on the hotel's clock), from the history's changes into and out of that status.
 */
export async function outOfOrderNights(db: Db, r: Range) {
  const { rows } = await sql<{ day: string; nights: string }>`
    with changes as (
      select e.room_id, e.at, e.to_status = 'out_of_order' as into_ooo,
        lead(e.at) over (partition by e.room_id order by e.at, e.id) as next_at
      from room_status_events e
      where e.hotel_id = ${r.hotelId} and e.undone_at is null and e.at < ${end(r)}
        and (e.to_status = 'out_of_order' or e.from_status = 'out_of_order')
        and e.from_status is distinct from e.to_status
    ), days as materialized (
      -- Materialized: each day's midnight converted once, not once per day × change in the join.
      select d::date as day, ((d::date + 1)::timestamp at time zone ${r.timezone}) as night
      from generate_series(${r.from}::date, ${r.to}::date, interval '1 day') d
    )
    select days.day::text as day, count(*) as nights
    from days join changes c on c.into_ooo and c.at <= days.night and (c.next_at is null or c.next_at > days.night)
    group by 1`.execute(db);
  return rows;
}
