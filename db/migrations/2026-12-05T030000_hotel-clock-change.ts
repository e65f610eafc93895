import { sql, type Kysely } from 'kysely';

/**
 * DESIGN §21: what the analytics record by the hotel's day (the cleans' day, the closed days'
 * sums, the inspection scores' sums, each arrival's readiness at its moment, the kept days)
 * was on the hotel's clock when it was written. A hotel whose timezone changes (set wrong at
 * first, a hotel that moved its records) had its history split by the old clock until those
 * rows changed again. Now the change of the timezone records it all again on the new clock,
 * in the same transaction: a rare, deliberate act of an admin. It costs what the rollups' first
 * fill costs for that one hotel (the arrivals' refresh the most; not measured on a year of 7,500 rooms).
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function analytics_hotel_clock_changed() returns trigger language plpgsql as $$
    begin
      -- Days kept as computed (a reading's or the pass's): forgotten, computed again on the new clock.
      delete from analytics_days where hotel_id = new.id;
      delete from inspection_score_days where hotel_id = new.id;
      -- Each clean's day on the new clock.
      update analytics_cleans c set day = (e.at at time zone new.timezone)::date
        from room_status_events e
        where e.id = c.event_id and c.hotel_id = new.id and c.day is distinct from (e.at at time zone new.timezone)::date;
      -- The closed days' sums, all again (a day whose lock is not to be had is read from the cleans until summed).
      delete from analytics_clean_days where hotel_id = new.id;
      delete from analytics_clean_days_done where hotel_id = new.id;
      perform analytics_clean_days_refresh(new.id, array_agg(distinct c.day))
        from analytics_cleans c where c.hotel_id = new.id and c.day < (clock_timestamp() at time zone new.timezone)::date
        having count(*) > 0;
      delete from inspection_score_sums where hotel_id = new.id;
      delete from inspection_score_sums_done where hotel_id = new.id;
      perform inspection_score_sums_refresh(new.id, array_agg(distinct (i.inspected_at at time zone new.timezone)::date))
        from inspections i
        where i.hotel_id = new.id and (i.inspected_at at time zone new.timezone)::date < (clock_timestamp() at time zone new.timezone)::date
        having count(*) > 0;
      -- Each arrival's readiness at its moment on the new clock.
      perform analytics_arrivals_refresh(array_agg(r.id), array_fill('-infinity'::date, array[count(*)::int]), array_fill('infinity'::date, array[count(*)::int]))
        from rooms r where r.hotel_id = new.id
        having count(*) > 0;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger hotels_clock_changed after update of timezone on hotels
    for each row when (old.timezone is distinct from new.timezone)
    execute function analytics_hotel_clock_changed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger hotels_clock_changed on hotels`.execute(db);
  await sql`drop function analytics_hotel_clock_changed()`.execute(db);
}
