/**
 * Occupancy at hotel scale (DESIGN §17, issue 20): a 7,500-room PMS report imported as CSV
 * with the hotel's plan applied by it (auto-apply on), over HTTP as a PMS or the desk sends
 * it, must take at most 2 s. Part of `npm run bench`; also runs alone on a database of its
 * own: `npx tsx scripts/bench-occupancy.ts`.
 */
import { pathToFileURL } from 'node:url';
import type { Db } from '../src-server/db/connection';
import { hotelDate } from '../src-shared/hotel-time';
import { STAYS } from '../src-shared/occupancy.schemas';
import { report } from './bench-report';
import { sampleCpu, type CpuSample } from './bench-cpu';

/** A PMS's in-house report: every room, in the mix of a busy night (a third leaving, half staying). */
function pmsReport(numbers: string[]): string {
  const codes: Record<(typeof STAYS)[number], string> = { arrival: 'ARR', stayover: 'INH', due_out: 'DEP', departed: 'CO', vacant: 'VAC' };
  const mix = ['stayover', 'due_out', 'stayover', 'vacant', 'due_out', 'stayover', 'arrival', 'departed'] as const;
  const lines = numbers.map((n, i) => `${n};"Guest ${i}";${codes[mix[i % mix.length]!]};${1 + (i % 3)};${i % 6}`);
  return ['Room;Name;Status;Pax;Nights', ...lines].join('\r\n');
}

export async function measureOccupancyImport(db: Db, address: string, origin: string, hotelId: string, managerEmail: string, password: string) {
  const login = await fetch(`${address}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: managerEmail, password }) });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const headers = { 'content-type': 'application/json', origin, cookie };
  const rules = await fetch(`${address}/api/hotels/${hotelId}/cleaning-rules`, { method: 'PUT', headers, body: JSON.stringify({ autoApply: true, stayoverEveryNights: 2, linenEveryNights: 3 }) });
  if (!rules.ok) throw new Error(`rules: ${rules.status} ${await rules.text()}`);
  const hotel = await db.selectFrom('hotels').select('timezone').where('id', '=', hotelId).executeTakeFirstOrThrow();
  const numbers = (await db.selectFrom('rooms').select('room_number').where('hotel_id', '=', hotelId).execute()).map((r) => r.room_number);
  const csv = pmsReport(numbers);
  const mapping = { roomNumber: 'Room', stay: 'Status', guests: 'Pax', nights: 'Nights', stayValues: { ARR: 'arrival', INH: 'stayover', DEP: 'due_out', CO: 'departed', VAC: 'vacant' } };
  const cpuBefore = await sampleCpu(db);
  const started = performance.now();
  const res = await fetch(`${address}/api/hotels/${hotelId}/occupancy/import?date=${hotelDate(hotel.timezone)}`, { method: 'POST', headers, body: JSON.stringify({ csv, mapping }) });
  const body = (await res.json()) as { count: number; plan: { rooms: unknown[] } | null };
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`import: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { ms, rooms: body.count, madeDirty: body.plan?.rooms.length ?? 0, bytes: csv.length, cpu: cpuMs(cpuBefore, await sampleCpu(db)) };
}

/**
 * The CPU the import cost the app and the database, in ms: what the wall time comes to on a
 * machine with nothing else to do (a shared, loaded machine stretches the wall time, not this).
 */
function cpuMs(from: CpuSample, to: CpuSample): { app: number; db: number | null } {
  let db = 0;
  for (const [pid, cpu] of to.backends) db += cpu - (from.backends.get(pid) ?? 0);
  return { app: (to.app - from.app) * 1000, db: from.hidden || to.hidden ? null : db * 1000 };
}

export function reportOccupancy(m: Awaited<ReturnType<typeof measureOccupancyImport>>) {
  report(
    `occupancy CSV import + day plan, ${m.rooms.toLocaleString('en')} rooms (${m.madeDirty} made dirty, ${(m.bytes / 1024).toFixed(0)} KB)`,
    `${m.ms.toFixed(0)} ms (CPU: app ${m.cpu.app.toFixed(0)} ms, database ${m.cpu.db === null ? '?' : m.cpu.db.toFixed(0)} ms)`,
    m.ms <= 2000,
    '<= 2 s',
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { withBenchDatabase, freePort } = await import('./bench-database');
  const { seedLargeHotel, LARGE_HOTEL_PASSWORD } = await import('./seed-large-hotel');
  const { buildApp } = await import('../src-server/app');
  const { loadConfig } = await import('../src-server/config');
  const { loadSecrets } = await import('../src-server/secrets');
  await withBenchDatabase(async (db, databaseUrl) => {
    const large = await seedLargeHotel(db, 7500, 'Bench 7500');
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    const config = { ...loadConfig({ PORT: String(port), PUBLIC_URL: publicUrl }), clientDir: null, logger: false, databaseUrl };
    const app = await buildApp({ config, db, secrets: await loadSecrets(db, config) });
    await app.listen({ port, host: '127.0.0.1' });
    try {
      reportOccupancy(await measureOccupancyImport(db, publicUrl, publicUrl, large.hotel.id, large.manager.email, LARGE_HOTEL_PASSWORD));
    } finally {
      await app.close();
    }
  });
}
