import http from 'node:http';
import net from 'node:net';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/test-db';
import { seedHotel, seedUser } from '../test/test-app';
import { seedRooms, type SeededRoom } from '../test/seed-rooms';
import { Subscription } from '../test/sse-client';
import { signInAt, startServerProcess, type ServerProcess } from '../test/server-process';
import { SHUTDOWN_DEADLINE_MS } from '../main';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A GET on a connection of its own: the status, or the error code when there is no answer. */
function freshGet(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('no answer within 2 s'), { code: 'HANG' })));
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** The status and JSON body, or how the request failed without them. */
function answerOf(request: Promise<Response>): Promise<{ status: number | string; body: unknown }> {
  return request.then(
    async (res) => ({ status: res.status, body: await res.json() }),
    (error: Error) => ({ status: 'cut off', body: String(error.cause ?? error) }),
  );
}

async function within<T>(ms: number, what: string, check: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(50);
  }
}

/** DESIGN §15: SIGTERM drains the real server process: in-flight requests finish, then exit 0. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('SIGTERM with requests in flight', () => {
  let t: TestDb | undefined;
  let servers: ServerProcess[] = [];
  let hotelId = '';
  let rooms: SeededRoom[] = [];
  let email = '';
  const lockers: pg.Client[] = [];

  // Two real server processes start here, slowly on a busy machine.
  beforeAll(async () => {
    t = await createTestDb('postgres');
    hotelId = (await seedHotel(t.db)).id;
    rooms = await seedRooms(t.db, hotelId, ['101', '102', '103', '104', '105', '106', '107', '108', '109']);
    email = (await seedUser(t.db, { role: 'manager', hotelId })).email;
    // One server per test, started side by side.
    servers = await Promise.all([startServerProcess({ DATABASE_URL: t.url! }), startServerProcess({ DATABASE_URL: t.url! })]);
  }, 120_000);
  afterAll(async () => {
    for (const locker of lockers) await locker.end().catch(() => undefined);
    for (const server of servers) await server.stop();
    await t?.close();
  });

  /** Holds every request that touches room statuses inside the database until released. */
  async function lockRoomStatuses() {
    const locker = new pg.Client({ connectionString: t!.url! });
    locker.on('error', () => undefined);
    lockers.push(locker);
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table room_statuses in access exclusive mode');
    return locker;
  }
  async function waitingOnLock(): Promise<number> {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(t!.db);
    return Number(rows[0]!.n);
  }

  it('requests already accepted finish with their answer, the stream ends, new connections are refused or 503, exit 0', async () => {
    const server = servers[0]!;
    const cookie = await signInAt(server.baseUrl, email);
    const sub = await Subscription.open(server.baseUrl, hotelId, cookie);
    const headers = { 'content-type': 'application/json', cookie };
    const lock = await lockRoomStatuses();
    const writes = rooms.slice(0, 8).map((room) =>
      answerOf(fetch(`${server.baseUrl}/api/room-statuses`, { method: 'POST', headers, body: JSON.stringify({ roomId: room.roomId, status: 'dirty' }) })),
    );
    const reads = Array.from({ length: 4 }, () =>
      answerOf(fetch(`${server.baseUrl}/api/room-statuses/hotel/${hotelId}`, { headers })),
    );
    // All twelve are inside the database, waiting on the lock: accepted and in flight.
    await within(5000, 'requests waiting on the lock', async () => ((await waitingOnLock()) === 12 ? true : undefined));
    // A request begun on an open connection, completed only once the drain has started.
    const late = net.connect(Number(new URL(server.baseUrl).port), '127.0.0.1');
    let lateAnswer = '';
    late.on('data', (chunk) => (lateAnswer += chunk.toString()));
    late.on('error', () => undefined);
    await new Promise((resolve) => late.once('connect', resolve));
    late.write('GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await sleep(100);

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    // The live stream ends without tRPC's 'return' (which would stop the browser reconnecting).
    await within(2000, 'the live stream ending', () => (sub.ended ? true : undefined));
    expect(sub.failure).toBeNull();
    expect(sub.events.map((e) => e.event)).toEqual(['connected']);
    // New connections: refused, never left hanging.
    for (const path of ['/readyz', '/healthz', '/api/auth/session']) {
      expect(await freshGet(`${server.baseUrl}${path}`)).toBe('ECONNREFUSED');
    }
    late.write('\r\n');
    const answer = await within(2000, 'readyz on the open connection', () => (lateAnswer.includes('}') ? lateAnswer : undefined));
    expect(answer).toMatch(/^HTTP\/1\.1 503/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ error: 'The server is shutting down', code: 'SERVICE_UNAVAILABLE' });
    late.destroy();
    // Ample time to cut the held requests off, were the drain to do so.
    await sleep(300);
    expect(server.child.exitCode).toBeNull();
    await lock.query('commit');

    const written = await Promise.all(writes);
    for (const [i, res] of written.entries()) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ roomId: rooms[i]!.roomId, status: 'dirty' });
    }
    for (const res of await Promise.all(reads)) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toHaveLength(rooms.length);
    }
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(SHUTDOWN_DEADLINE_MS);
    const dirty = await t!.db.selectFrom('room_statuses').select('room_id').where('status', '=', 'dirty').execute();
    expect(dirty.map((r) => r.room_id).sort()).toEqual(rooms.slice(0, 8).map((r) => r.roomId).sort());
  });

  it('a request still stuck at the deadline: the process exits anyway (1) after 10 s', async () => {
    const server = servers[1]!;
    const cookie = await signInAt(server.baseUrl, email);
    const lock = await lockRoomStatuses();
    try {
      const stuck = fetch(`${server.baseUrl}/api/room-statuses/hotel/${hotelId}`, { headers: { cookie } }).then(
        (res) => res.status,
        () => 'cut off',
      );
      await within(5000, 'the request waiting on the lock', async () => ((await waitingOnLock()) === 1 ? true : undefined));
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(1);
      const took = Date.now() - signalled;
      expect(took).toBeGreaterThanOrEqual(SHUTDOWN_DEADLINE_MS - 100);
      expect(took).toBeLessThan(SHUTDOWN_DEADLINE_MS + 2000);
      expect(await stuck).toBe('cut off');
      expect(server.output()).toMatch(/Still draining after 10 s/);
    } finally {
      await lock.query('rollback');
    }
  }, 30_000);
});
