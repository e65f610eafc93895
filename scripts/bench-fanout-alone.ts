/**
 * The live fan-out measure of `npm run bench` alone, for profiling the status-change path:
 * `npx tsx scripts/bench-fanout-alone.ts` (with NODE_OPTIONS=--cpu-prof for a CPU profile).
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src-server/app';
import { loadConfig } from '../src-server/config';
import { connectPostgres } from '../src-server/db/connection';
import { migrateToLatest } from '../src-server/db/migrate';
import { loadSecrets } from '../src-server/secrets';
import { seedLargeHotel, LARGE_HOTEL_PASSWORD } from './seed-large-hotel';
import { measureFanout } from './bench-fanout';

const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(sql);
  await client.end();
}

const name = `hk_bench_${crypto.randomBytes(4).toString('hex')}`;
await admin(`create database ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
const db = await connectPostgres(url.toString(), 20);
try {
  await migrateToLatest(db);
  const large = await seedLargeHotel(db, 7500, 'Bench 7500');
  const port = 20000 + Math.floor(Math.random() * 20000);
  const origin = `http://127.0.0.1:${port}`;
  const config = { ...loadConfig({ PORT: String(port), PUBLIC_URL: origin }), clientDir: null, logger: false, databaseUrl: url.toString() };
  const app = await buildApp({ config, db, secrets: await loadSecrets(db, config) });
  await app.listen({ port, host: '127.0.0.1' });
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: large.manager.email, password: LARGE_HOTEL_PASSWORD }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  await measureFanout({ origin, db, hotelId: large.hotel.id, cookie, durationMs: Number(process.env.BENCH_SECONDS ?? 10) * 1000 });
  await app.close();
} finally {
  await db.destroy().catch(() => undefined);
  await admin(`drop database if exists ${name} with (force)`);
}
