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
