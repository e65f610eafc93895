import type { Db } from '../../db/connection';
import { hotelDate } from '../../../src-shared/hotel-time';
import { MAX_RANGE_DAYS } from '../../../src-shared/analytics.schemas';
import { keepMissingAnalyticsDays } from './analytics-days';
import { keepMissingScoreDays } from './scores.service';

/**
 * Days a pass computes at most per hotel, the latest first: a new 7,500-room hotel's year is
 * kept within a few passes without holding the minute's other work (the pass shares its
 * timer with the day's plan) for more than a moment.
 */
export const DAYS_PER_PASS = 92;

/**
 * The background pass (with the day's plan, every minute, DESIGN §21): each hotel's closed
 * days of the longest range a reader may ask (up to yesterday on the hotel's clock) computed
 * and kept before anyone reads them, so a manager's first reading of a year reads kept days
 * back. Only days not kept are computed: after the first passes, yesterday once the hotel's
 * day turns and the days whose history changed (the triggers forget them). Today is never
 * kept: it is still being written. Returns the days computed per hotel.
 */
export async function precomputeAnalyticsDays(db: Db, now = new Date(), daysPerPass = DAYS_PER_PASS): Promise<Map<string, number>> {
  const hotels = await db.selectFrom('hotels').select(['id', 'timezone']).orderBy('id').execute();
  const done = new Map<string, number>();
  for (const h of hotels) {
    const today = hotelDate(h.timezone, now);
    // The longest range a reader may ask, ending yesterday.
    const from = addDays(today, -MAX_RANGE_DAYS);
    const to = addDays(today, -1);
    const hotel = { hotelId: h.id, timezone: h.timezone };
    const days = (await keepMissingAnalyticsDays(db, hotel, from, to, today, daysPerPass)) + (await keepMissingScoreDays(db, hotel, from, to, today, daysPerPass));
    if (days > 0) done.set(h.id, days);
  }
  return done;
}

const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
