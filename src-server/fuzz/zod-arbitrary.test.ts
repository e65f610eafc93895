import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { arbitraryFor, type Hints } from './zod-arbitrary';
import { listProcedures } from './procedure-list';
import { dailyStatsInput } from '../../src-shared/daily-stats.schemas';
import { createRoomInput } from '../../src-shared/rooms.schemas';
import { checkoutTimeSchema } from '../../src-shared/late-checkouts.schemas';

const hints: Hints = { ids: ['5f0c3a5e-2b7d-4c1e-9a3f-0d8e6b1c2a47'], byKey: {}, hostileByKey: {} };
const runs = { numRuns: 200, seed: 42 };

describe('zod → fast-check arbitraries', () => {
  it.each([
    ['bounded trimmed text', z.string().trim().min(1).max(5)],
    ['uuid', z.string().uuid()],
    ['email', z.string().trim().toLowerCase().max(254).email()],
    ['bounded int', z.int().min(-100).max(10_000)],
    ['enum', z.enum(['clean', 'dirty'])],
    ['HH:mm', checkoutTimeSchema],
    ['create room input (preprocess, default, optional)', createRoomInput],
    ['nullish with transform', z.string().max(3).nullish().transform((v) => v ?? null)],
    ['array with bounds', z.array(z.string().uuid()).min(1).max(10)],
  ])('valid-mode values of %s always parse', (_name, schema) => {
    fc.assert(fc.property(arbitraryFor(schema, 'valid', hints), (value) => schema.safeParse(value).success), runs);
  });

  // Mostly valid is the point: a schema the walker misreads shows up here as a low rate.
  // A room or an area, exactly one (DESIGN §18): two optional ids hit that half the time by chance.
  const EXACTLY_ONE_OF_TWO = new Set(['workOrders.create', 'recurringTasks.create']);
  // A date range (DESIGN §21): two days, each inside 2000–2100 about 69% of the time on its own.
  const TWO_DAYS = new Set(['analytics.series', 'analytics.scores', 'analytics.chain', 'analytics.myScores']);
  // A list whose ids must all differ (DESIGN §22): fast-check's uuids, biased to a few edge values, repeat in long lists.
  const DISTINCT_IDS = new Set(['arrivals.reorder']);
  it.each(listProcedures().map((p) => [p.path, p.input] as const))('valid-mode input of %s parses at least half the time', (path, input) => {
    const samples = fc.sample(arbitraryFor(input, 'valid', hints), { numRuns: 200, seed: 42 });
    const passed = samples.filter((value) => (input as z.ZodType).safeParse(value).success).length;
    expect(passed / samples.length).toBeGreaterThanOrEqual(EXACTLY_ONE_OF_TWO.has(path) || DISTINCT_IDS.has(path) ? 0.3 : TWO_DAYS.has(path) ? 0.4 : 0.5);
  });

  it('hostile mode sends hostile values to fields', () => {
    const samples = fc.sample(arbitraryFor(dailyStatsInput, 'hostile', hints), { numRuns: 300, seed: 42 });
    expect(samples.some((value) => !dailyStatsInput.safeParse(value).success)).toBe(true);
    expect(samples.some((value) => dailyStatsInput.safeParse(value).success)).toBe(true);
  });
});
