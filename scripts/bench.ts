/**
 * `npm run bench`: the performance targets of DESIGN §9, measured on PostgreSQL and printed
 * as ratios within one run (absolute numbers vary by machine; ratios much less).
 * Uses BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server; creates and drops
 * its own database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src-server/app';
import { loadConfig } from '../src-server/config';
import { loadSecrets } from '../src-server/secrets';
import { listBoard } from '../src-server/rooms/board-rows.queries';
import { seedLargeHotel, LARGE_HOTEL_PASSWORD } from './seed-large-hotel';
import { initialJsGzipBytes } from './bench-bundle';
import { measureManagerDashboard } from './bench-dashboard';
import { measureBoardGrid, reportGrid } from './bench-grid';
import { measureWorkspace, reportWorkspace } from './bench-workspace';
import { load, repeat, type LoadJob } from './bench-load';
import { createContext } from '../src-server/trpc/context';
import { actorReachesHotel } from '../src-server/trpc/hotel-scope';
import { createLocalBus } from '../src-server/realtime/event-bus';
import { createHotelFeed } from '../src-server/realtime/hotel-feed';
import { report } from './bench-report';
import { measureFanout } from './bench-fanout';
import { wireBytes } from './bench-wire';
import { statementsPerChange } from './bench-round-trips';
import { reportPlanner } from './bench-planner';
import { reportReadyTimes, reportReadyTimesService } from './bench-ready-times';
import { measureOccupancyImport, reportOccupancy } from './bench-occupancy';
import { freePort, withBenchDatabase } from './bench-database';
import { measurePmsClaim, reportPmsClaim } from './bench-pms-outbox';
import { measureImportStall, reportImportStall } from './bench-import-stall';
import { measureAnalytics, reportAnalytics, seedAnalyticsYear } from './bench-analytics';
import { measureWrites, reportWrites } from './bench-writes';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;

await withBenchDatabase(async (db, databaseUrl) => {
  const small = await seedLargeHotel(db, 200, 'Bench 200');
  const mid = await seedLargeHotel(db, 2000, 'Bench 2000');
  const large = await seedLargeHotel(db, 7500, 'Bench 7500');
  const writes = await seedLargeHotel(db, 200, 'Bench writes');
  // The built client, when there is one, for the dashboard render measurement.
  const clientDir = fs.existsSync('dist/client/index.html') ? path.resolve('dist/client') : null;
  // PUBLIC_URL is the address the load clients and the browser open: writes are accepted from its origin only.
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const config = { ...loadConfig({ PORT: String(port), PUBLIC_URL: publicUrl }), clientDir, logger: false, databaseUrl };
  const app = await buildApp({ config, db, secrets: await loadSecrets(db, config) });
  // The bare baseline: a plain Fastify route doing the same work without tRPC (the same
  // session check and hotel guard, then the same Kysely query), so the ratio is tRPC's cost.
  app.get('/bench/board/:hotelId', async (req) => {
    const { hotelId } = req.params as { hotelId: string };
    const bus = createLocalBus();
    const ctx = await createContext({ db, bus, feed: createHotelFeed(db, bus), push: null, webhookHosts: [] }, req);
    if (!ctx.actor) throw new Error('bench session lost');
    if (!actorReachesHotel(ctx.actor, hotelId)) throw new Error('bench hotel out of scope');
    return listBoard(db, hotelId);
  });
  await app.listen({ port, host: '127.0.0.1' });
  const address = publicUrl;
  const origin = publicUrl;

  const login = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: small.manager.email, password: LARGE_HOTEL_PASSWORD }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const get = (path: string): LoadJob[] => repeat({ method: 'GET', url: address + path, headers: { cookie } }, 16);
  const input = encodeURIComponent(JSON.stringify({ hotelId: small.hotel.id }));

  console.log(
    `Load runs ${DURATION_MS / 1000} s per measure from its own thread, on PostgreSQL; reads use 16 clients and alternate over 3 rounds.\n`,
  );
  const targets = {
    bare: get(`/bench/board/${small.hotel.id}`),
    trpc: get(`/trpc/roomStatuses.byHotel?input=${input}`),
    rest: get(`/api/room-statuses/hotel/${small.hotel.id}`),
  };
  // Warm every path (JIT, plan cache, pool) before measuring, then alternate so drift hits all alike.
  for (const jobs of Object.values(targets)) await load(jobs, 1000);
  const rounds: Record<keyof typeof targets, number[]> = { bare: [], trpc: [], rest: [] };
  for (let round = 0; round < 3; round++) {
    for (const [key, jobs] of Object.entries(targets)) rounds[key as keyof typeof targets].push((await load(jobs, DURATION_MS)).rps);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const bare = { rps: median(rounds.bare) };
  const trpc = { rps: median(rounds.trpc) };
  const rest = { rps: median(rounds.rest) };
  const trpcRatio = trpc.rps / bare.rps;
  const restRatio = rest.rps / trpc.rps;
  console.log(`board read (200 rooms): bare ${bare.rps.toFixed(0)} req/s, tRPC ${trpc.rps.toFixed(0)} req/s, REST ${rest.rps.toFixed(0)} req/s`);
  report('tRPC board read / bare Fastify route', `${(trpcRatio * 100).toFixed(0)}%`, trpcRatio >= 0.7, '>= 70%');
  report('REST shim / tRPC', `${(restRatio * 100).toFixed(0)}%`, restRatio >= 0.9, '>= 90%');

  // 32 clients each flip their own room between dirty and clean as the manager.
  const rooms = (await listBoard(db, small.hotel.id)).slice(0, 32);
  const change = await load(
    rooms.map((room) => ({
      method: 'POST',
      url: `${address}/trpc/roomStatuses.setStatus`,
      headers: { cookie, origin, 'content-type': 'application/json' },
      // Starting from the status it is not in, each room flips dirty ↔ clean.
      bodies: (room.status === 'dirty' ? ['clean', 'dirty'] : ['dirty', 'clean']).map((status) =>
        JSON.stringify({ roomId: room.roomId, status }),
      ),
    })),
    DURATION_MS,
  );
  console.log(`status change at 32 concurrent clients: ${change.rps.toFixed(0)} changes/s, p50 ${change.p50.toFixed(1)} ms`);
  report('status change p99 at 32 concurrent clients', `${change.p99.toFixed(1)} ms`, change.p99 <= 50, '<= 50 ms');

  const bigLogin = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: large.manager.email, password: LARGE_HOTEL_PASSWORD }),
  });
  const bigCookie = bigLogin.headers.get('set-cookie')!.split(';')[0]!;
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const start = performance.now();
    const res = await fetch(`${address}/trpc/roomStatuses.byHotel?input=${encodeURIComponent(JSON.stringify({ hotelId: large.hotel.id }))}`, {
      headers: { cookie: bigCookie },
    });
    await res.arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  report('7,500-room board query (median of 10)', `${times[5]!.toFixed(0)} ms`, times[5]! < 1000, '< 1 s with render');
  const boards = {
    REST: `/api/room-statuses/hotel/${large.hotel.id}`,
    tRPC: `/trpc/roomStatuses.byHotel?input=${encodeURIComponent(JSON.stringify({ hotelId: large.hotel.id }))}`,
  };
  for (const [api, path] of Object.entries(boards)) {
    const { wire, json, encoding } = await wireBytes(address + path, bigCookie);
    const value = `${(wire / 1024).toFixed(0)} KB ${encoding}`;
    report(`7,500-room board on the wire (${api}, of ${(json / 1024).toFixed(0)} KB)`, value, wire <= 500 * 1024, '<= 500 KB');
  }

  const flips = (await listBoard(db, large.hotel.id)).filter((r) => r.status === 'dirty').slice(0, 40);
  const plain = await statementsPerChange(address, bigCookie, flips.slice(0, 20).map((r) => ({ roomId: r.roomId, status: 'clean' })));
  const withId = await statementsPerChange(
    address,
    bigCookie,
    flips.slice(20).map((r) => ({ roomId: r.roomId, status: 'clean', clientActionId: crypto.randomUUID() })),
  );
  console.log(`status change: ${plain} statements (round trips) to PostgreSQL per setStatus, ${withId} with a clientActionId (phones)`);
  await measureFanout({ origin, db, hotelId: large.hotel.id, cookie: bigCookie, durationMs: Number(process.env.BENCH_SECONDS ?? 10) * 1000 });

  const dashboard = clientDir ? await measureManagerDashboard(address, large.manager.email, LARGE_HOTEL_PASSWORD) : null;
  if (!dashboard) {
    console.log('SKIP  manager dashboard render: no client build (run npm run build) or no browser');
  } else {
    const { paintAfterResponseMs: paint, frameP50Ms: p50, frameP95Ms: p95, longTasks, frames } = dashboard;
    report('7,500-room dashboard: rows shown after data', `${paint.toFixed(0)} ms`, paint < 1000, '< 1 s');
    report('7,500-room dashboard: median scroll frame', `${p50.toFixed(1)} ms`, p50 <= 20, '<= 20 ms (60 fps)');
    console.log(`      scroll: p95 frame ${p95.toFixed(1)} ms, ${longTasks} long tasks over ${frames} frames`);
  }
  // The board's floor grid (issue 13); alone: npx tsx scripts/bench-grid.ts
  reportGrid(clientDir ? await measureBoardGrid(address, large.manager.email, LARGE_HOTEL_PASSWORD) : null);
  // The manager's workspace (issue 18); alone: npx tsx scripts/bench-workspace.ts
  const managers = [
    { rooms: 2000, email: mid.manager.email },
    { rooms: 7500, email: large.manager.email },
  ];
  reportWorkspace(clientDir ? await measureWorkspace(address, managers, LARGE_HOTEL_PASSWORD) : null);

  const js = initialJsGzipBytes();
  if (js === null) console.log('SKIP  initial JS size: no client build (run npm run build)');
  else report('initial JS of the app shell, gzip', `${(js / 1024).toFixed(0)} KB`, js <= 170 * 1024, '<= 170 KB');
  reportPlanner();
  // DESIGN §22: the prediction's accuracy on generated days and its cost. Alone: npx tsx scripts/bench-ready-times.ts
  reportReadyTimes();
  await reportReadyTimesService(db, large.hotel.id);
  // Last: it makes rooms of the large hotel dirty. Alone: npx tsx scripts/bench-occupancy.ts
  reportOccupancy(await measureOccupancyImport(db, address, origin, large.hotel.id, large.manager.email, LARGE_HOTEL_PASSWORD));
  // After the app's measures: it fills the outbox and takes its index away and back. Alone: npx tsx scripts/bench-pms-outbox.ts
  reportPmsClaim(await measurePmsClaim(db, large.hotel.id));
  // Two 2.9 MB imports at once, on a server process of its own (issue 28); hotels without auto-apply. Alone: npx tsx scripts/bench-import-stall.ts
  const importers = [small, mid].map((h) => ({ hotelId: h.hotel.id, managerEmail: h.manager.email }));
  reportImportStall(await measureImportStall(db, databaseUrl, importers, LARGE_HOTEL_PASSWORD));
  // A year of the large hotel's history, then the analytics over it (issue 31). Alone: npx tsx scripts/bench-analytics.ts
  const year = await seedAnalyticsYear(db, large.hotel.id);
  reportAnalytics(year, await measureAnalytics(db, large.hotel.id));
  // Last: it turns autovacuum off for the bench database's tables (issue 30). The 100,000-change run: BENCH_WRITES=100000 npx tsx scripts/bench-writes.ts
  reportWrites(await measureWrites(db, address, writes.hotel, writes, { durationMs: DURATION_MS * 3 }));
  await app.close();
});
