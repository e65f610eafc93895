import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import { createPollLoop, type PollLoop } from '../../lib/outbox';
import { hotelDate } from '../../../src-shared/hotel-time';
import { MAX_RANGE_DAYS } from '../../../src-shared/analytics.schemas';
import { keepMissingAnalyticsDays } from './analytics-days';
import { keepMissingScoreDays } from './scores.service';

/**
 * Days a pass computes at most per hotel, the latest first: a new 7,500-room hotel's year is
 * kept within a few passes, each short enough to stop quickly on shutdown.
 */
export const DAYS_PER_PASS = 92;

/** The pass's loop: a minute after the last pass ended (a year to keep: a pass right after). */
export const PRECOMPUTE_POLL_MS = 60_000;

/**
 * The background pass on its own loop (DESIGN §21), started and stopped with the app: one pass
 * at a time per instance; two instances on one database may run at once, each day being kept
 * under its advisory lock (analytics-days.ts computeAndKeep). While days are left to compute,
 * the next pass follows at once.
 */
export function createAnalyticsPrecomputeLoop(opts: { db: Db; log: FastifyBaseLogger; pollMs?: number; stopWaitMs?: number }): PollLoop {
  const loop: PollLoop = createPollLoop({
    pollMs: opts.pollMs ?? PRECOMPUTE_POLL_MS,
    stopWaitMs: opts.stopWaitMs ?? 5_000,
    passAgainIfAsked: true,
    onError: (err) => opts.log.error({ err }, 'analytics precompute pass failed'),
    pass: async () => {
      const done = await precomputeAnalyticsDays(opts.db);
      if (done.size > 0 && !loop.stopped) void loop.runOnce();
    },
  });
  return loop;
}

/**
 * The background pass (its own loop, every minute, DESIGN §21): each hotel's closed
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
