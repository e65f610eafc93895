/**
 * The live fan-out measure of `npm run bench` alone, for profiling the status-change path:
 * `npx tsx scripts/bench-fanout-alone.ts`; for a CPU profile,
 * `node_modules/.bin/node --cpu-prof --import tsx scripts/bench-fanout-alone.ts`.
 */
import { buildApp } from '../src-server/app';
import { loadConfig } from '../src-server/config';
import { loadSecrets } from '../src-server/secrets';
import { seedLargeHotel, LARGE_HOTEL_PASSWORD } from './seed-large-hotel';
import { measureFanout } from './bench-fanout';
import { freePort, withBenchDatabase } from './bench-database';

await withBenchDatabase(async (db, databaseUrl) => {
  const large = await seedLargeHotel(db, 7500, 'Bench 7500');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = { ...loadConfig({ PORT: String(port), PUBLIC_URL: origin }), clientDir: null, logger: false, databaseUrl };
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
});
