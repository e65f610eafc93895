/**
 * The analytics at hotel scale (DESIGN §21, issue 31): a year of history of a 7,500-room hotel
 * on PostgreSQL, generated in SQL (generate_series: ~3.8 M status changes, 2.7 M occupancy
 * rows, inspections with 12-item results, guest requests, work orders, out-of-order spans),
 * then the 365-day analytics and the scores must each answer in under a second, cold (computed
 * from the history and the arrivals' readiness the writes record, no day kept, no pass) and
 * warm (kept days), and a manager's first reading after the background pass.
 * Part of `npm run bench`; also runs alone: `npx tsx scripts/bench-analytics.ts`.
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import type { Db } from '../src-server/db/connection';
import { hotelAnalytics } from '../src-server/features/analytics/analytics.service';
import { inspectionScores } from '../src-server/features/analytics/scores.service';
import { precomputeAnalyticsDays } from '../src-server/features/analytics/analytics-precompute';
import { report } from './bench-report';

const FROM = '2025-01-01';
const TO = '2025-12-31';

/** A year of one hotel's history, all in SQL so it takes a minute or two, not an hour. */
export async function seedAnalyticsYear(db: Db, hotelId: string): Promise<{ seconds: number; events: number }> {
  const started = performance.now();
  await sql`insert into room_types (hotel_id, name, credits_departure, credits_stayover, credits_touch_up)
    select ${hotelId}, 'Type ' || n, 20 + n * 5, 10 + n * 2, 5 from generate_series(1, 4) n`.execute(db);
  // Each room a type; each housekeeper in an array to pick from by number.
  await sql`update rooms r set room_type_id = t.id from (select id, row_number() over (order by name) - 1 as k from room_types where hotel_id = ${hotelId}) t
    where r.hotel_id = ${hotelId} and t.k = (hashtext(r.id::text) & 3)`.execute(db);
  const base = sql`
    select r.id as room_id, r.room_number, d::date as day,
      (select array_agg(id order by id) from users where hotel_id = ${hotelId} and role = 'housekeeper') as hks,
      (hashtext(r.id::text || d::text)::bigint & 2147483647) as h
    from rooms r cross join generate_series(${FROM}::date, ${TO}::date, interval '1 day') d
    where r.hotel_id = ${hotelId}`;
  // 70% of room-days: dirty at 07:00 Chicago, cleaned by a housekeeper between 09:00 and 16:00 with 15–45 timed minutes.
  await sql`insert into room_status_events (hotel_id, room_id, room_number, from_status, to_status, actor_id, at)
    select ${hotelId}, room_id, room_number, 'clean', 'dirty', null, (day + time '07:00') at time zone 'America/Chicago'
    from (${base}) b where h % 10 < 7`.execute(db);
  await sql`insert into room_status_events (hotel_id, room_id, room_number, from_status, to_status, actor_id, at, cleaning_type, worked_seconds)
    select ${hotelId}, room_id, room_number, 'dirty', 'clean', hks[1 + h % array_length(hks, 1)],
      (day + time '09:00' + (h % 420) * interval '1 minute') at time zone 'America/Chicago',
      (array['departure', 'stayover', 'stayover', 'touch_up'])[(h / 7) % 4 + 1], 900 + h % 1800
    from (${base}) b where h % 10 < 7`.execute(db);
  // Occupancy: about a quarter arrivals, half stayovers, the rest vacant. After the cleans: each arrival's
  // readiness is written once, here (analytics_arrivals), not again for each statement of the history.
  await sql`insert into room_occupancy (hotel_id, room_id, day, occupied, stay, source)
    select ${hotelId}, room_id, day, h % 4 <> 3, (array['arrival', 'stayover', 'stayover', 'vacant'])[h % 4 + 1], 'api'
    from (${base}) b`.execute(db);
  // 6% of cleans inspected, with a 12-item checklist's results.
  await sql`insert into inspections (hotel_id, room_id, attendant_id, room_type_id, cleaning_type, score, passed, results, inspected_at)
    select ${hotelId}, b.room_id, hks[1 + h % array_length(hks, 1)], rm.room_type_id, 'departure', 100 - (h % 4) * 10, h % 4 < 2,
      (select jsonb_agg(jsonb_build_object('itemId', 'item-' || k, 'text', 'Item ' || k, 'weight', 1, 'critical', k = 1, 'ok', (h >> k) % 5 <> 0)) from generate_series(1, 12) k),
      (day + time '16:30') at time zone 'America/Chicago'
    from (${base}) b join rooms rm on rm.id = b.room_id where h % 100 < 6`.execute(db);
  // About 200 guest requests and 30 work orders a day; 60 out-of-order spans of a week.
  await sql`insert into guest_requests (hotel_id, room_id, kind, status, created_at, done_at)
    select ${hotelId}, room_id, 'towels', 'done', (day + time '12:00') at time zone 'America/Chicago',
      (day + time '12:00' + (h % 90) * interval '1 minute') at time zone 'America/Chicago'
    from (${base}) b where h % 1000 < 27`.execute(db);
  await sql`insert into work_orders (hotel_id, room_id, category, title, status, created_at, done_at)
    select ${hotelId}, room_id, 'plumbing', 'Leak', case when h % 3 = 0 then 'open' else 'done' end,
      (day + time '10:00') at time zone 'America/Chicago',
      case when h % 3 = 0 then null else (day + time '10:00' + (h % 72) * interval '1 hour') at time zone 'America/Chicago' end
    from (${base}) b where h % 1000 < 4`.execute(db);
  await sql`insert into room_status_events (hotel_id, room_id, room_number, from_status, to_status, at)
    select ${hotelId}, room_id, room_number, s.f, s.t, (day + s.after) at time zone 'America/Chicago'
    from (${base}) b cross join (values ('dirty', 'out_of_order', interval '18 hours'), ('out_of_order', 'dirty', interval '7 days 10 hours')) s(f, t, after)
    where h % 10000 < 2`.execute(db);
  // As autovacuum leaves a table in service: statistics, and a visibility map for index-only scans.
  await sql`vacuum analyze`.execute(db);
  const { rows } = await sql<{ n: string }>`select count(*) as n from room_status_events where hotel_id = ${hotelId}`.execute(db);
  return { seconds: (performance.now() - started) / 1000, events: Number(rows[0]!.n) };
}

/** The hotels' today during the background pass: the day after the benchmark's year, so its closed days are the pass's. */
const PASS_NOW = new Date('2026-01-01T18:00:00Z');

/**
 * Each read's cold reading (every day of the year computed from the history, then kept) and
 * the median of a few warm readings after it (kept days read back); then, with the kept days
 * forgotten again, the background pass (analytics-precompute.ts, as many passes as it takes
 * to keep the year) and a manager's first reading after it.
 */
export async function measureAnalytics(db: Db, hotelId: string, runs = 5) {
  const time = async (read: () => Promise<unknown>) => {
    const first = performance.now();
    await read();
    const firstMs = performance.now() - first;
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await read();
      times.push(performance.now() - started);
    }
    return { firstMs, medianMs: times.sort((a, b) => a - b)[Math.floor(runs / 2)]! };
  };
  const forget = async () => {
    await sql`delete from analytics_days where hotel_id = ${hotelId}`.execute(db);
    await sql`delete from inspection_score_days where hotel_id = ${hotelId}`.execute(db);
  };
  await forget();
  const analytics = await time(() => hotelAnalytics(db, hotelId, FROM, TO));
  const scores = await time(() => inspectionScores(db, hotelId, { from: FROM, to: TO, by: 'item' }));
  const attendantScores = await time(() => inspectionScores(db, hotelId, { from: FROM, to: TO, by: 'attendant' }));
  await forget();
  const passStarted = performance.now();
  let passes = 0;
  while ((await precomputeAnalyticsDays(db, PASS_NOW)).size > 0) passes += 1;
  const passMs = performance.now() - passStarted;
  const afterPass = performance.now();
  await hotelAnalytics(db, hotelId, FROM, TO);
  const afterPassMs = performance.now() - afterPass;
  return { analytics, scores, attendantScores, precompute: { passes, passMs, afterPassMs } };
}

export function reportAnalytics(seed: { seconds: number; events: number } | null, m: Awaited<ReturnType<typeof measureAnalytics>>) {
  if (seed) console.log(`analytics history: ${(seed.events / 1e6).toFixed(1)} M status changes of a year generated in ${seed.seconds.toFixed(0)} s`);
  const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(1)} s` : `${n.toFixed(0)} ms`);
  const line = (name: string, value: number) => report(name, ms(value), value < 1000, '< 1 s');
  // No day kept (analytics_days emptied, no pass): every day from the history and what the writes record (analytics_arrivals).
  line('cold analytics read (no precompute), 365 days of 7,500 rooms', m.analytics.firstMs);
  line('analytics, 365 days of 7,500 rooms, warm', m.analytics.medianMs);
  line('inspection scores by item, 365 days, cold', m.scores.firstMs);
  line('inspection scores by item, 365 days, warm', m.scores.medianMs);
  line('inspection scores by attendant, 365 days, cold', m.attendantScores.firstMs);
  line('inspection scores by attendant, 365 days, warm', m.attendantScores.medianMs);
  console.log(`background pass: the year kept in ${m.precompute.passes} passes, ${ms(m.precompute.passMs)} in all`);
  line('analytics, first reading after the pass', m.precompute.afterPassMs);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && process.env.ANALYTICS_BENCH_DATABASE_URL) {
  // Again on a database already seeded (its hotel named 'Bench analytics 7500'), after changing the reads;
  // an empty database (createdb) is seeded first, and kept.
  const { connectPostgres } = await import('../src-server/db/connection');
  const { migrateToLatest } = await import('../src-server/db/migrate');
  const db = await connectPostgres(process.env.ANALYTICS_BENCH_DATABASE_URL, 10);
  await migrateToLatest(db);
  let hotel = await db.selectFrom('hotels').select('id').where('name', '=', 'Bench analytics 7500').executeTakeFirst();
  let seed: Awaited<ReturnType<typeof seedAnalyticsYear>> | null = null;
  if (!hotel) {
    const { seedLargeHotel } = await import('./seed-large-hotel');
    hotel = (await seedLargeHotel(db, 7500, 'Bench analytics 7500')).hotel;
    seed = await seedAnalyticsYear(db, hotel.id);
  }
  await sql`vacuum analyze`.execute(db);
  reportAnalytics(seed, await measureAnalytics(db, hotel.id));
  await db.destroy();
} else if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { withBenchDatabase } = await import('./bench-database');
  const { seedLargeHotel } = await import('./seed-large-hotel');
  await withBenchDatabase(async (db) => {
    const { hotel } = await seedLargeHotel(db, 7500, 'Bench analytics 7500');
    const seed = await seedAnalyticsYear(db, hotel.id);
    reportAnalytics(seed, await measureAnalytics(db, hotel.id));
  });
}
