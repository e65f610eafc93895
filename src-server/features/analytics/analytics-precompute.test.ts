import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testDatabases } from '../../test/test-db';
import { seedHotel, useTestApp } from '../../test/test-app';
import { seedRooms } from '../../test/seed-rooms';
import { precomputeAnalyticsDays } from './analytics-precompute';
import { hotelAnalytics } from './analytics.service';

// Noon in Chicago on 2030-01-16: the hotel's today; its closed days end on the 15th.
const NOW = new Date('2030-01-16T18:00:00Z');

describe.each(testDatabases())('the analytics’ background pass (DESIGN §21) on %s', (kind) => {
  const t = useTestApp(kind);

  async function world() {
    const hotel = await seedHotel(t.db, 'Lakeside', 'America/Chicago');
    const [room] = await seedRooms(t.db, hotel.id, ['101'], { status: 'dirty' });
    const inspect = (inspected_at: string) =>
      t.db.insertInto('inspections').values({ hotel_id: hotel.id, room_id: room!.roomId, score: 90, passed: true, results: '[]', inspected_at }).execute();
    // Yesterday (the 15th, Chicago) and today: only yesterday is closed.
    await inspect('2030-01-15T18:00:00Z');
    await inspect('2030-01-16T17:00:00Z');
    return { hotel, inspect };
  }
  const keptDays = async (table: 'analytics_days' | 'inspection_score_days') =>
    (await t.db.selectFrom(table).select(sql<string>`day::text`.as('day')).orderBy('day').execute()).map((r) => r.day);

  it('keeps each hotel’s closed days before anyone reads them, the latest first, and never today', async () => {
    const { hotel } = await world();
    expect(await precomputeAnalyticsDays(t.db, NOW, 10)).toEqual(new Map([[hotel.id, 40]]));
    const first = await keptDays('analytics_days');
    expect(first).toHaveLength(10);
    expect([first[0], first.at(-1)]).toEqual(['2030-01-06', '2030-01-15']);
    // Each grouping of the scores: attendant, room type, item.
    expect(await keptDays('inspection_score_days')).toHaveLength(30);
    // The next pass goes on with the ten days before, up to the 400 a reader may ask.
    await precomputeAnalyticsDays(t.db, NOW, 10);
    expect((await keptDays('analytics_days'))[0]).toBe('2029-12-27');
    await precomputeAnalyticsDays(t.db, NOW, 400);
    const all = await keptDays('analytics_days');
    expect([all.length, all[0], all.at(-1)]).toEqual([400, '2028-12-12', '2030-01-15']);
    expect((await keptDays('inspection_score_days')).filter((d) => d >= '2030-01-16')).toEqual([]);
    // A manager's first reading reads them back: the kept day's count, today's from the history.
    const read = await hotelAnalytics(t.db, hotel.id, '2030-01-15', '2030-01-16');
    expect(read.days.map((d) => d.inspections)).toEqual([1, 1]);
  });

  it('computes nothing again until a day’s history changes, then only that day', async () => {
    const { hotel, inspect } = await world();
    await precomputeAnalyticsDays(t.db, NOW, 400);
    const stamps = await t.db.selectFrom('analytics_days').select(['day', 'computed_at']).orderBy('day').execute();
    expect(await precomputeAnalyticsDays(t.db, NOW, 400)).toEqual(new Map());
    expect(await t.db.selectFrom('analytics_days').select(['day', 'computed_at']).orderBy('day').execute()).toEqual(stamps);
    // A late inspection of the 14th forgets that day (the trigger); the next pass computes it alone, with all four reads.
    await inspect('2030-01-14T18:00:00Z');
    expect(await precomputeAnalyticsDays(t.db, NOW, 400)).toEqual(new Map([[hotel.id, 4]]));
    const day = await t.db.selectFrom('analytics_days').select('data').where('day', '=', '2030-01-14').executeTakeFirstOrThrow();
    expect((day.data as { day: { inspections: number } }).day.inspections).toBe(1);
  });
});
