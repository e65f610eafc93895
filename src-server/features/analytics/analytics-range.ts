import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { fail } from '../../trpc/errors';
import { hotelDayBounds } from '../../../src-shared/hotel-time';
import { MAX_RANGE_DAYS, daysOf, rangeDays } from '../../../src-shared/analytics.schemas';

/** A range the scores and analytics read (DESIGN §21): `from` on or before `to`, at most 400 days; else 400 with why. */
export function checkRange(from: string, to: string): void {
  if (from > to) fail('BAD_REQUEST', 'DATE_RANGE_REVERSED');
  if (rangeDays(from, to) > MAX_RANGE_DAYS) fail('BAD_REQUEST', 'DATE_RANGE_TOO_LONG', { values: { max: String(MAX_RANGE_DAYS) } });
}

/** The hotel's name and clock, and the range's instants on that clock. */
export async function hotelRange(db: Db, hotelId: string, from: string, to: string) {
  checkRange(from, to);
  const hotel = await db.selectFrom('hotels').select(['name', 'timezone']).where('id', '=', hotelId).executeTakeFirst();
  if (!hotel) fail('NOT_FOUND', 'HOTEL_NOT_FOUND');
  return { ...hotel, start: hotelDayBounds(from, hotel.timezone).start, end: hotelDayBounds(to, hotel.timezone).end };
}

/** Runs of consecutive days (each computed with one set of reads). */
export function runsOf(days: string[]): { from: string; to: string }[] {
  const runs: { from: string; to: string }[] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && daysOf(last.to, day).length === 2) last.to = day;
    else runs.push({ from: day, to: day });
  }
  return runs;
}

/**
 * The closed days (before `today`) of a run that this transaction may keep: each one's advisory
 * lock taken without waiting (pg_try_advisory_xact_lock, held to the commit). A writer of a
 * day's history holds it shared until it commits (analytics_days_forget, migration
 * 2026-12-04T030000), another pass or reading keeping the day holds it: such a day is computed
 * but not kept. Reads made after this see every write committed before it; a writer after it
 * waits for the commit, then forgets the day. Keys: the hotel, the day.
 */
export async function lockDaysToKeep(trx: Db, hotelId: string, run: { from: string; to: string }, today: string): Promise<Set<string>> {
  const { rows } = await sql<{ day: string }>`
    select d::date::text as day from generate_series(${run.from}::date, ${run.to}::date, interval '1 day') d
    where d::date < ${today}::date
      and pg_try_advisory_xact_lock(hashtext('analytics:' || ${hotelId}::text), d::date - date '2000-01-01')`.execute(trx);
  return new Set(rows.map((r) => r.day));
}

