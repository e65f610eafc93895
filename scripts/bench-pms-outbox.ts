/**
 * The PMS outbox's claim at backlog scale (DESIGN §17, issue 19): 100,000 pushes over a
 * 7,500-room hotel, half of them pending (a PMS that was down for a while). The claim
 * (`duePushes`) takes the first due pending pushes in order, skipping one while an earlier push
 * of its room is pending; the partial indexes of migration 2026-11-30T010000 serve that order
 * and that NOT EXISTS. Measured by EXPLAIN ANALYZE before the migration and after it, on a
 * database of its own: `npx tsx scripts/bench-pms-outbox.ts` (`--plans` prints the plans).
 */
import { pathToFileURL } from 'node:url';
import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../src-server/db/connection';
import { duePushesQuery } from '../src-server/features/pms/pms-outbox.queries';
import { down, up } from '../db/migrations/2026-11-30T010000_pms-pushes-pending-index';
import { quantile, report } from './bench-report';

const PUSHES = 100_000;
/** As the worker claims them (pms-worker.ts PUSHES_PER_CLAIM). */
const CLAIM = 50;
const RUNS = 7;

/** A connection of the hotel with `PUSHES` pushes over its rooms in turn: the older half done (delivered, failed, superseded), the newer half pending and due. */
export async function seedPmsBacklog(db: Db, hotelId: string): Promise<string> {
  const conn = await db
    .insertInto('pms_connections')
    .values({ hotel_id: hotelId, vendor: 'apaleo', base_url: 'http://127.0.0.1:9', property_id: 'BENCH', credentials: '', enabled: true, cursor_seq: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    insert into pms_pushes (connection_id, room_id, seq, room_status, room_version, condition, state, next_attempt_at, created_at)
    select ${conn.id}, r.ids[1 + (i % r.n)], i, 'dirty', 1, 'Dirty',
           case when i > ${PUSHES / 2} then 'pending' else (array['delivered', 'failed', 'superseded'])[1 + i % 3] end,
           now() - interval '1 minute', now() - interval '1 hour'
    from generate_series(1, ${PUSHES}::int) as i,
         (select array_agg(id order by room_number) as ids, count(*)::int as n from rooms where hotel_id = ${hotelId}) as r
    order by i`.execute(db);
  await sql`analyze pms_pushes`.execute(db);
  return conn.id;
}

/** The claim's median execution time over a few runs (the first, cold, left out), and its plan's top nodes. */
export async function explainClaim(db: Db, connectionId: string): Promise<{ ms: number; plan: string }> {
  const claim = duePushesQuery(db, connectionId, CLAIM).compile();
  const times: number[] = [];
  let plan = '';
  for (let i = 0; i < RUNS; i++) {
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain (analyze, buffers) ${claim.sql}`, [...claim.parameters]));
    const lines = rows.map((r) => r['QUERY PLAN']);
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(lines.at(-1) ?? '')?.[1]);
    if (i > 0) times.push(ms);
    plan = lines.join('\n');
  }
  return { ms: quantile(times, 0.5), plan };
}

export async function measurePmsClaim(db: Db, hotelId: string) {
  const connectionId = await seedPmsBacklog(db, hotelId);
  await down(db);
  const before = await explainClaim(db, connectionId);
  await up(db);
  await sql`analyze pms_pushes`.execute(db);
  const after = await explainClaim(db, connectionId);
  return { before, after };
}

export function reportPmsClaim(m: Awaited<ReturnType<typeof measurePmsClaim>>) {
  const ratio = m.before.ms / m.after.ms;
  report(
    `PMS claim, 100,000 pushes (half pending), 7,500 rooms`,
    `${m.before.ms.toFixed(1)} -> ${m.after.ms.toFixed(1)} ms`,
    ratio >= 10,
    '>= 10x faster',
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { withBenchDatabase } = await import('./bench-database');
  const { seedLargeHotel } = await import('./seed-large-hotel');
  await withBenchDatabase(async (db) => {
    const large = await seedLargeHotel(db, 7500, 'Bench PMS 7500');
    const m = await measurePmsClaim(db, large.hotel.id);
    if (process.argv.includes('--plans')) console.log(`without the index:\n${m.before.plan}\n\nwith it:\n${m.after.plan}\n`);
    reportPmsClaim(m);
  });
}
