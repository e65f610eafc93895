import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testDatabases } from '../../test/test-db';
import { seedHotel, useTestApp } from '../../test/test-app';
import { seedRooms } from '../../test/seed-rooms';
import { createAnalyticsPrecomputeLoop, precomputeAnalyticsDays } from './analytics-precompute';
import { hotelAnalytics } from './analytics.service';
import { READY_BY } from './analytics-days';
import { hotelDate } from '../../../src-shared/hotel-time';
import { SERVICE_ACTIONS } from '../reports/service-actions';

// Noon in Chicago on 2030-01-16: the hotel's today; its closed days end on the 15th.
const NOW = new Date('2030-01-16T18:00:00Z');

/** A small generator with a seed: the same "random" history on every run. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe.each(testDatabases())('what the analytics record as it happens, and keeping days under a lock (DESIGN §21) on %s', (kind) => {
  const t = useTestApp(kind);

  async function world(rooms = ['101', '102']) {
    const hotel = await seedHotel(t.db, 'Lakeside', 'America/Chicago');
    const seeded = await seedRooms(t.db, hotel.id, rooms, { status: 'dirty' });
    const event = (room: (typeof seeded)[number], at: string, to: 'clean' | 'dirty' | 'inspected' | 'out_of_order') =>
      t.db
        .insertInto('room_status_events')
        .values({ hotel_id: hotel.id, room_id: room.roomId, room_number: room.roomNumber, from_status: 'dirty', to_status: to, at })
        .returning('id')
        .executeTakeFirstOrThrow();
    const arrive = (room: (typeof seeded)[number], day: string, arrival_time: string | null = null) =>
      t.db.insertInto('room_occupancy').values({ hotel_id: hotel.id, room_id: room.roomId, day, occupied: true, stay: 'arrival', source: 'api', arrival_time }).execute();
    const inspect = (inspected_at: string) =>
      t.db.insertInto('inspections').values({ hotel_id: hotel.id, room_id: seeded[0]!.roomId, score: 90, passed: true, results: '[]', inspected_at }).execute();
    return { hotel, rooms: seeded, event, arrive, inspect };
  }

  /** Readiness as the analytics computed it before it was recorded: a backward step of the history per arrival. */
  async function readinessFromHistory(hotelId: string) {
    const { rows } = await sql<{ room_id: string; day: string; ready: boolean }>`
      select o.room_id, o.day::text as day, coalesce(last.to_status in ('clean', 'inspected'), false) as ready
      from room_occupancy o join hotels h on h.id = o.hotel_id
      left join lateral (
        select e.to_status from room_status_events e
        where e.room_id = o.room_id and e.undone_at is null
          and e.at < ((o.day + coalesce(o.arrival_time, ${READY_BY})::time) at time zone h.timezone)
        order by e.at desc limit 1
      ) last on true
      where o.hotel_id = ${hotelId} and o.stay = 'arrival'
      order by 1, 2`.execute(t.db);
    return rows;
  }
  const recorded = async (hotelId: string) =>
    (
      await sql<{ room_id: string; day: string; ready: boolean }>`
        select room_id, day::text as day, ready from analytics_arrivals where hotel_id = ${hotelId} order by 1, 2`.execute(t.db)
    ).rows;

  it('records each arrival’s readiness as the history and the occupancy change, as the history says it (random changes)', async () => {
    const { hotel, rooms, event, arrive } = await world(['101', '102', '103']);
    const next = random(31);
    const pick = <T,>(xs: T[]) => xs[Math.floor(next() * xs.length)]!;
    const days = ['2030-01-10', '2030-01-11', '2030-01-12', '2030-01-13', '2030-01-14'];
    // No two changes at one moment: which of two would be a room's last is not defined.
    const used = new Set<string>();
    const moment = (): string => {
      const at = `${pick(days)}T${String(10 + Math.floor(next() * 14)).padStart(2, '0')}:${String(Math.floor(next() * 60)).padStart(2, '0')}:00Z`;
      if (used.has(at)) return moment();
      used.add(at);
      return at;
    };
    for (const room of rooms) for (const day of days) if (next() < 0.7) await arrive(room, day, next() < 0.5 ? null : pick(['09:30', '12:00', '15:00', '18:45']));
    const ids: string[] = [];
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 8; i++) ids.push((await event(pick(rooms), moment(), pick(['clean', 'dirty', 'inspected', 'out_of_order']))).id);
      // Undo one, delete one, move one in time; change an arrival's time, one stay to a stayover and back, remove one.
      await t.db.updateTable('room_status_events').set({ undone_at: NOW.toISOString() }).where('id', '=', pick(ids)).execute();
      await t.db.deleteFrom('room_status_events').where('id', '=', pick(ids)).execute();
      await sql`update room_status_events set at = ${moment()} where id = ${pick(ids)}`.execute(t.db);
      const room = pick(rooms);
      const day = pick(days);
      await t.db.updateTable('room_occupancy').set({ arrival_time: pick([null, '08:00', '13:15', '20:00']) }).where('room_id', '=', room.roomId).where('day', '=', day).execute();
      await t.db.updateTable('room_occupancy').set({ stay: 'stayover' }).where('room_id', '=', pick(rooms).roomId).where('day', '=', pick(days)).execute();
      await t.db.updateTable('room_occupancy').set({ stay: 'arrival' }).where('room_id', '=', pick(rooms).roomId).where('day', '=', pick(days)).execute();
      if (round % 2 === 1) await t.db.deleteFrom('room_occupancy').where('room_id', '=', pick(rooms).roomId).where('day', '=', pick(days)).execute();
      // The day's plan rewrites every row of a day: nothing to record.
      await t.db.updateTable('room_occupancy').set({ planned_type: 'departure' }).where('hotel_id', '=', hotel.id).execute();
      const expected = await readinessFromHistory(hotel.id);
      expect(expected.length).toBeGreaterThan(3);
      expect(await recorded(hotel.id)).toEqual(expected);
    }
    // Some arrivals ready, some not: the comparison could fail either way.
    const all = await recorded(hotel.id);
    expect(all.some((r) => r.ready) && all.some((r) => !r.ready)).toBe(true);
  });

  it('a change after the pass kept the days shows in the next reading (the arrival’s readiness, the day forgotten)', async () => {
    const { hotel, rooms, event, arrive } = await world();
    await arrive(rooms[0]!, '2030-01-14', '13:00');
    await arrive(rooms[1]!, '2030-01-14');
    await precomputeAnalyticsDays(t.db, NOW, 400);
    const read = async () => (await hotelAnalytics(t.db, hotel.id, '2030-01-14', '2030-01-14')).days[0]!;
    expect(await read()).toMatchObject({ arrivals: 2, readyShare: 0 });
    // 101 clean at 12:00 Chicago, before its guest at 13:00; 102 at 14:00, before the check-in hour.
    const late = await event(rooms[0]!, '2030-01-14T18:00:00Z', 'clean');
    await event(rooms[1]!, '2030-01-14T20:00:00Z', 'clean');
    expect(await read()).toMatchObject({ arrivals: 2, readyShare: 1 });
    // Undone: 101 not ready again.
    await precomputeAnalyticsDays(t.db, NOW, 400);
    await t.db.updateTable('room_status_events').set({ undone_at: NOW.toISOString() }).where('id', '=', late.id).execute();
    expect(await read()).toMatchObject({ readyShare: 0.5 });
    // 102's guest now comes at 13:30, before its room was clean.
    await precomputeAnalyticsDays(t.db, NOW, 400);
    await t.db.updateTable('room_occupancy').set({ arrival_time: '13:30' }).where('room_id', '=', rooms[1]!.roomId).execute();
    expect(await read()).toMatchObject({ arrivals: 2, readyShare: 0 });
    // And the reading equals one from nothing kept.
    const kept = await hotelAnalytics(t.db, hotel.id, '2029-12-01', '2030-01-16');
    await t.db.deleteFrom('analytics_days').execute();
    expect(await hotelAnalytics(t.db, hotel.id, '2029-12-01', '2030-01-16')).toEqual(kept);
  });

  it('sums a closed day’s cleans as they are written, and reads them as the cleans say (late clean, undo, service rows)', async () => {
    const { hotel, rooms } = await world(['101', '102', '103']);
    const clean = (room: (typeof rooms)[number], at: string, worked_seconds: number | null, action: string | null = null) =>
      t.db
        .insertInto('room_status_events')
        .values({ hotel_id: hotel.id, room_id: room.roomId, room_number: room.roomNumber, from_status: 'dirty', to_status: 'clean', at, cleaning_type: 'departure', worked_seconds, action })
        .returning('id')
        .executeTakeFirstOrThrow();
    // 2026-01-10 is a closed day on every clock: summed as soon as it is written.
    const day = '2026-01-10';
    await clean(rooms[0]!, '2026-01-10T15:00:00Z', 600);
    await clean(rooms[1]!, '2026-01-10T16:00:00Z', 1200);
    const summed = async () => (await t.db.selectFrom('analytics_clean_days_done').select(sql<string>`day::text`.as('day')).where('hotel_id', '=', hotel.id).execute()).map((r) => r.day);
    expect(await summed()).toContain(day);
    const read = async () => {
      await t.db.deleteFrom('analytics_days').execute();
      const a = await hotelAnalytics(t.db, hotel.id, day, day);
      return { cleaned: a.days[0]!.cleaned.departure, median: a.minutes[0]?.medians[0] ?? null };
    };
    expect(await read()).toEqual({ cleaned: 2, median: 15 });
    const late = await clean(rooms[2]!, '2026-01-10T17:00:00Z', 1800);
    expect(await read()).toEqual({ cleaned: 3, median: 20 });
    await t.db.updateTable('room_status_events').set({ undone_at: '2026-01-11T00:00:00Z' }).where('id', '=', late.id).execute();
    expect(await read()).toEqual({ cleaned: 2, median: 15 });
    // Service rows (a work order or guest request on a clean room) are no cleans: the sums leave out every one the reads do.
    for (const action of SERVICE_ACTIONS) await clean(rooms[2]!, '2026-01-10T18:00:00Z', 99_999, action);
    expect(await read()).toEqual({ cleaned: 2, median: 15 });
    // The same as from the cleans themselves, the day not summed.
    await t.db.deleteFrom('analytics_clean_days_done').execute();
    expect(await read()).toEqual({ cleaned: 2, median: 15 });
  });

  it('runs the pass on a loop of its own until the longest range is kept, and stops', async () => {
    const { hotel, inspect } = await world();
    await inspect(new Date(Date.now() - 3 * 86_400_000).toISOString());
    const loop = createAnalyticsPrecomputeLoop({ db: t.db, log: t.app.log, pollMs: 10 });
    loop.start();
    const kept = async () => Number((await t.db.selectFrom('analytics_days').select((eb) => eb.fn.countAll().as('n')).where('hotel_id', '=', hotel.id).executeTakeFirstOrThrow()).n);
    for (let i = 0; i < 200 && (await kept()) < 400; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    await loop.stop();
    expect(await kept()).toBe(400);
    expect(loop.stopped).toBe(true);
  });

  it.skipIf(kind !== 'postgres')('never keeps a day whose history a writer has not committed yet; keeps it once committed', async () => {
    const { hotel, inspect } = await world();
    await inspect('2030-01-14T18:00:00Z');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    // A writer of the 14th's history, open while the pass runs.
    const writer = t.db.transaction().execute(async (trx) => {
      await trx.insertInto('inspections').values({ hotel_id: hotel.id, room_id: (await trx.selectFrom('rooms').select('id').executeTakeFirstOrThrow()).id, score: 50, passed: false, results: '[]', inspected_at: '2030-01-14T19:00:00Z' }).execute();
      written();
      await gate;
    });
    await wrote;
    await precomputeAnalyticsDays(t.db, NOW, 400);
    const days = async () => (await t.db.selectFrom('analytics_days').select(sql<string>`day::text`.as('day')).where('hotel_id', '=', hotel.id).execute()).map((r) => r.day);
    // Every closed day kept but the 14th: computed without the writer's inspection, it would stay wrong once it commits.
    expect((await days()).length).toBe(399);
    expect(await days()).not.toContain('2030-01-14');
    // A reading meanwhile answers from what is committed, and keeps nothing of the 14th either.
    expect((await hotelAnalytics(t.db, hotel.id, '2030-01-14', '2030-01-14')).days[0]).toMatchObject({ inspections: 1 });
    expect(await days()).not.toContain('2030-01-14');
    release();
    await writer;
    expect(await precomputeAnalyticsDays(t.db, NOW, 400)).toEqual(new Map([[hotel.id, 4]]));
    const day = await t.db.selectFrom('analytics_days').select('data').where('day', '=', '2030-01-14').executeTakeFirstOrThrow();
    expect((day.data as { day: { inspections: number; passRate: number } }).day).toMatchObject({ inspections: 2, passRate: 0.5 });
  });

  it.skipIf(kind !== 'postgres')('a writer of a day being kept waits for it, then forgets it', async () => {
    const { hotel, inspect } = await world();
    await precomputeAnalyticsDays(t.db, NOW, 400);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    // As a pass keeping the 14th: its lock taken, the day computed before the writer commits, kept after.
    const keeper = t.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('analytics:' || ${hotel.id}::text), date '2030-01-14' - date '2000-01-01')`.execute(trx);
      locked();
      await gate;
      await trx.updateTable('analytics_days').set({ computed_at: sql`now()` }).where('day', '=', '2030-01-14').execute();
    });
    await holding;
    let done = false;
    const write = inspect('2030-01-14T18:00:00Z').then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(done).toBe(false);
    release();
    await keeper;
    await write;
    expect(await t.db.selectFrom('analytics_days').select('day').where('day', '=', '2030-01-14').execute()).toEqual([]);
    expect((await hotelAnalytics(t.db, hotel.id, '2030-01-14', '2030-01-14')).days[0]).toMatchObject({ inspections: 1 });
  });

  it.skipIf(kind !== 'postgres')('two passes (two instances), readings and writers at once keep one row per day, each as the history says', async () => {
    const { hotel, rooms, event, arrive, inspect } = await world();
    // Days before the hotel's real today: the readings keep them too (they take the clock's today).
    const now = new Date();
    const today = hotelDate('America/Chicago', now);
    const day = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    for (let n = 1; n <= 5; n++) {
      await arrive(rooms[0]!, day(n));
      await inspect(`${day(n)}T18:00:00Z`);
    }
    const writes = (async () => {
      for (let i = 0; i < 20; i++) {
        await inspect(`${day(1 + (i % 5))}T19:00:00Z`);
        await event(rooms[0]!, `${day(1 + (i % 5))}T${10 + (i % 10)}:00:00Z`, i % 2 ? 'clean' : 'dirty');
      }
    })();
    await Promise.all([
      precomputeAnalyticsDays(t.db, now, 400),
      precomputeAnalyticsDays(t.db, now, 400),
      hotelAnalytics(t.db, hotel.id, day(30), day(1)),
      hotelAnalytics(t.db, hotel.id, day(10), day(1)),
      writes,
      hotelAnalytics(t.db, hotel.id, day(6), day(1)),
    ]);
    // Whatever is kept now is what the history says: recompute everything from nothing kept and compare.
    while ((await precomputeAnalyticsDays(t.db, now, 400)).size > 0);
    const keptDays = () => t.db.selectFrom('analytics_days').select([sql<string>`day::text`.as('day'), 'data']).where('hotel_id', '=', hotel.id).orderBy('day').execute();
    const kept = await keptDays();
    expect(kept).toHaveLength(400);
    await t.db.deleteFrom('analytics_days').execute();
    await precomputeAnalyticsDays(t.db, now, 400);
    const fresh = await keptDays();
    expect(kept).toEqual(fresh);
    expect(fresh.find((d) => d.day === day(3))!.data).toMatchObject({ day: { inspections: 5, arrivals: 1 } });
  });
});
