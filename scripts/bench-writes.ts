/**
 * The write benchmark (issue 30): 32 closed-loop clients, each working its own room through a
 * shift's cycle, assign (the manager) → clean with a clientActionId (the housekeeper's phone)
 * → dirty (the manager), on PostgreSQL. Targets: ≥ 300 changes/s, p99 ≤ 150 ms, and no decay:
 * the last tenth of the run at least 80% of the first tenth's rate, with autovacuum off for
 * the bench database's tables (so dead rows left on the hot path show as decay).
 *
 * Part of `npm run bench` (measureWrites, a short run); alone, with the long run of issue 30:
 *   BENCH_WRITES=100000 npx tsx scripts/bench-writes.ts
 */
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { sql } from 'kysely';
import type { Db } from '../src-server/db/connection';
import { report } from './bench-report';
import { LARGE_HOTEL_PASSWORD } from './seed-large-hotel';

export const WRITE_CLIENTS = 32;

interface Step {
  url: string;
  cookie: string;
  /** The body; `$ID` becomes a fresh clientActionId each time. */
  body: string;
}

export interface WritesResult {
  changes: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  /** Each step's own p99 (assign, clean, dirty): where a slow tail comes from. */
  p99OfStep: number[];
  /** The rate of the last tenth of the changes over that of the first tenth. */
  lastOverFirst: number;
  /** Statements sent to PostgreSQL per change (each a round trip), and the process's CPU per change (with the load thread's). */
  statements: number;
  cpuMs: number;
  /** The database server's CPU per change (its backends for this database), when it runs on this machine. */
  databaseCpuMs: number | null;
}

// Plain JavaScript so the worker needs no TypeScript loader. Each client runs its cycle of
// steps until the run has made `total` changes (or `durationMs` passed); every answer's time
// is kept with its latency, for the rate of each tenth.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const crypto = require('node:crypto');
const { clients, origin, total, durationMs } = workerData;
const done = [];
const latencies = [];
const byStep = [];
let started = 0;
const t0 = performance.now();
const until = t0 + durationMs;
Promise.all(clients.map(async (steps) => {
  // Whole cycles only: the next run starts each room where the cycle starts.
  while (started < total && performance.now() < until) {
   started += steps.length;
   for (const [i, step] of steps.entries()) {
    const start = performance.now();
    const res = await fetch(step.url, {
      method: 'POST',
      headers: { cookie: step.cookie, origin, 'content-type': 'application/json' },
      body: step.body.replace('$ID', crypto.randomUUID()),
    });
    const text = await res.text();
    if (!res.ok) throw new Error('bench write failed: ' + res.status + ' ' + text.slice(0, 300));
    const end = performance.now();
    latencies.push(end - start);
    (byStep[i] ??= []).push(end - start);
    done.push(end - t0);
   }
  }
})).then(() => parentPort.postMessage({ latencies, done, byStep }), (error) => parentPort.postMessage({ error: String(error) }));
`;

function run(clients: Step[][], origin: string, total: number, durationMs: number): Promise<Omit<WritesResult, 'statements' | 'cpuMs' | 'databaseCpuMs'>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { clients, origin, total, durationMs } });
    worker.once('error', reject);
    worker.once('message', (message: { latencies: number[]; done: number[]; byStep: number[][] } | { error: string }) => {
      void worker.terminate();
      if ('error' in message) return reject(new Error(message.error));
      const latencies = [...message.latencies].sort((a, b) => a - b);
      const done = [...message.done].sort((a, b) => a - b);
      const n = done.length;
      const p99OfStep = message.byStep.map((l) => [...l].sort((a, b) => a - b)[Math.floor(l.length * 0.99)] ?? NaN);
      const seconds = (done[n - 1] ?? 0) / 1000;
      // The rate of a tenth: its changes over the time from the end of the tenth before.
      const tenth = Math.max(1, Math.floor(n / 10));
      const first = tenth / ((done[tenth - 1] ?? 1) / 1000);
      const last = tenth / (((done[n - 1] ?? 0) - (done[n - 1 - tenth] ?? 0)) / 1000);
      resolve({
        changes: n,
        seconds,
        rps: n / seconds,
        p50: latencies[Math.floor(n * 0.5)] ?? NaN,
        p99: latencies[Math.floor(n * 0.99)] ?? NaN,
        lastOverFirst: last / first,
        p99OfStep,
      });
    });
  });
}

async function login(address: string, email: string): Promise<string> {
  const res = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: LARGE_HOTEL_PASSWORD }),
  });
  if (!res.ok) throw new Error(`bench login failed: ${res.status}`);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/**
 * Runs the cycle on 32 dirty rooms of the hotel (seedLargeHotel's), each with a housekeeper
 * of its own, until `total` changes are made or `durationMs` has passed.
 */
export async function measureWrites(
  db: Db,
  address: string,
  hotel: { id: string },
  people: { manager: { email: string }; housekeepers: { id: string; email: string }[] },
  options: { total?: number; durationMs?: number },
): Promise<WritesResult> {
  // Autovacuum off for this database's tables (it is off on some servers anyway): decay shows.
  const tables = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public'`.execute(db);
  for (const { name } of tables.rows) await sql`alter table ${sql.table(name)} set (autovacuum_enabled = false)`.execute(db);
  const rooms = await db
    .selectFrom('room_statuses')
    .select('room_id')
    .where('hotel_id', '=', hotel.id)
    .where('status', '=', 'dirty')
    .orderBy('room_id')
    .limit(WRITE_CLIENTS)
    .execute();
  if (rooms.length < WRITE_CLIENTS) throw new Error('bench: not enough dirty rooms');
  const managerCookie = await login(address, people.manager.email);
  const clients: Step[][] = [];
  for (const [i, { room_id: roomId }] of rooms.entries()) {
    const housekeeper = people.housekeepers[i % people.housekeepers.length]!;
    const cookie = await login(address, housekeeper.email);
    clients.push([
      { url: `${address}/trpc/roomStatuses.assign`, cookie: managerCookie, body: JSON.stringify({ roomIds: [roomId], housekeeperId: housekeeper.id }) },
      { url: `${address}/trpc/roomStatuses.setStatus`, cookie, body: JSON.stringify({ roomId, status: 'clean', clientActionId: '$ID' }) },
      { url: `${address}/trpc/roomStatuses.setStatus`, cookie: managerCookie, body: JSON.stringify({ roomId, status: 'dirty' }) },
    ]);
  }
  // Warm up (JIT, plan cache, pool) with whole cycles, then measure.
  await run(clients, address, WRITE_CLIENTS * 3 * 5, 60_000);
  const count = countStatements();
  const cpu = process.cpuUsage();
  const backends = await databaseBackends(db);
  const databaseCpu = backendsCpuMs(backends);
  try {
    const result = await run(clients, address, options.total ?? Number.MAX_SAFE_INTEGER, options.durationMs ?? 24 * 3600_000);
    const used = process.cpuUsage(cpu);
    const databaseUsed = backendsCpuMs(backends);
    return {
      ...result,
      statements: count.statements() / result.changes,
      cpuMs: (used.user + used.system) / 1000 / result.changes,
      databaseCpuMs: databaseCpu === null || databaseUsed === null ? null : (databaseUsed - databaseCpu) / result.changes,
    };
  } finally {
    count.stop();
  }
}

/** The server processes of this database's connections (the app's pool, warmed up): their CPU is the database's share of a change. */
async function databaseBackends(db: Db): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(db);
  return rows.map((r) => r.pid);
}

/** Their CPU so far from /proc, in ms; null when the server is not on this machine (or not Linux). */
function backendsCpuMs(pids: number[]): number | null {
  let ticks = 0;
  try {
    for (const pid of pids) {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime, fields 14 and 15 of the line (11 and 12 after the name).
      ticks += Number(fields[11]) + Number(fields[12]);
    }
  } catch {
    return null;
  }
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

/** Counts every query this process sends to PostgreSQL from now until stop(). */
function countStatements() {
  const query = pg.Client.prototype.query;
  let statements = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements++;
    if (process.env.BENCH_SHOW_STATEMENTS) {
      const first = args[0] as string | { text: string; name?: string };
      console.log(typeof first === 'string' ? first : (first.name ? `[${first.name}] ` : '') + first.text);
    }
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return { statements: () => statements, stop: () => (pg.Client.prototype.query = query) };
}

export function reportWrites(result: WritesResult) {
  const { changes, seconds, rps, p50, p99, lastOverFirst, statements, cpuMs, databaseCpuMs, p99OfStep } = result;
  console.log(`writes: ${changes} changes in ${seconds.toFixed(1)} s at ${WRITE_CLIENTS} clients (assign → clean with clientActionId → dirty), p50 ${p50.toFixed(1)} ms`);
  console.log(`writes: p99 by step: assign ${p99OfStep[0]?.toFixed(1)} ms, clean ${p99OfStep[1]?.toFixed(1)} ms, dirty ${p99OfStep[2]?.toFixed(1)} ms`);
  console.log(`writes: ${statements.toFixed(2)} statements (round trips) per change, ${cpuMs.toFixed(2)} ms of this process's CPU per change${databaseCpuMs === null ? '' : `, ${databaseCpuMs.toFixed(2)} ms of the database's`}`);
  report(`status changes/s at ${WRITE_CLIENTS} closed-loop clients`, `${rps.toFixed(0)}/s`, rps >= 300, '>= 300/s');
  report(`status change p99 at ${WRITE_CLIENTS} closed-loop clients`, `${p99.toFixed(1)} ms`, p99 <= 150, '<= 150 ms');
  report(`writes: last tenth's rate / first tenth's (${changes})`, `${(lastOverFirst * 100).toFixed(0)}%`, lastOverFirst >= 0.8, '>= 80%');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { buildApp } = await import('../src-server/app');
  const { loadConfig } = await import('../src-server/config');
  const { loadSecrets } = await import('../src-server/secrets');
  const { seedLargeHotel } = await import('./seed-large-hotel');
  const { freePort, withBenchDatabase } = await import('./bench-database');
  const total = Number(process.env.BENCH_WRITES ?? 20_000);
  await withBenchDatabase(async (db, databaseUrl) => {
    const seeded = await seedLargeHotel(db, 200, 'Bench writes');
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    const config = { ...loadConfig({ PORT: String(port), PUBLIC_URL: publicUrl }), clientDir: null, logger: false, databaseUrl };
    const app = await buildApp({ config, db, secrets: await loadSecrets(db, config) });
    await app.listen({ port, host: '127.0.0.1' });
    try {
      reportWrites(await measureWrites(db, publicUrl, seeded.hotel, seeded, { total }));
    } finally {
      await app.close();
    }
  });
}
