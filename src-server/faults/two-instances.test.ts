import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/test-db';
import { seedHotel, seedUser } from '../test/test-app';
import { seedRooms, type SeededRoom } from '../test/seed-rooms';
import { Subscription, touchesRoom } from '../test/sse-client';
import { signInAt, startServerProcess, type ServerProcess } from '../test/server-process';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_FAILURES_PER_ACCOUNT_AND_IP } from '../../src-shared/limits';

/**
 * DESIGN §7 scale-out: instances keep no state of their own. Two real server processes
 * on one database, as behind a load balancer: nothing can leak between them in memory.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one database', () => {
  let t: TestDb | undefined;
  let a: ServerProcess;
  let b: ServerProcess;
  let hotelId = '';
  let rooms: SeededRoom[] = [];
  let email = '';

  beforeAll(async () => {
    t = await createTestDb('postgres');
    hotelId = (await seedHotel(t.db)).id;
    rooms = await seedRooms(t.db, hotelId, ['101', '102']);
    email = (await seedUser(t.db, { role: 'manager', hotelId })).email;
    [a, b] = await Promise.all([startServerProcess({ DATABASE_URL: t.url! }), startServerProcess({ DATABASE_URL: t.url! })]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await t?.close();
  });

  const setStatus = (server: ServerProcess, cookie: string, roomId: string, status: string) =>
    fetch(`${server.baseUrl}/api/room-statuses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ roomId, status }),
      signal: AbortSignal.timeout(5000),
    }).then((res) => res.status);
  const login = (server: ServerProcess, password: string) =>
    fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
      signal: AbortSignal.timeout(10_000),
    });

  it('a change made through A reaches a live stream opened on B, and one on A, once each', async () => {
    // One session works on both: the cookie's keys are shared through the database.
    const cookie = await signInAt(a.baseUrl, email);
    const onB = await Subscription.open(b.baseUrl, hotelId, cookie);
    const onA = await Subscription.open(a.baseUrl, hotelId, cookie);
    try {
      expect(await setStatus(a, cookie, rooms[0]!.roomId, 'dirty')).toBe(200);
      expect(touchesRoom(await onB.next((e) => e.event === 'message'), rooms[0]!.roomId)).toBe(true);
      expect(touchesRoom(await onA.next((e) => e.event === 'message'), rooms[0]!.roomId)).toBe(true);
      // And the other way round.
      expect(await setStatus(b, cookie, rooms[1]!.roomId, 'dirty')).toBe(200);
      await onA.next((e) => touchesRoom(e, rooms[1]!.roomId));
      await onB.next((e) => touchesRoom(e, rooms[1]!.roomId));
      expect(onB.dataEvents().map((e) => e.seq)).toEqual([1, 2]);
    } finally {
      onA.close();
      onB.close();
    }
  });

  it('sign-in failures counted on A refuse the account on B too (429 with Retry-After)', async () => {
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_IP; i += 1) {
      expect((await login(a, `wrong-${i}`)).status).toBe(401);
    }
    for (const res of [await login(b, 'password123'), await login(a, 'password123')]) {
      expect(res.status).toBe(429);
      expect(await res.json()).toMatchObject({ error: 'Too many failed attempts. Please try again later.', code: 'TOO_MANY_REQUESTS' });
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(LOGIN_FAILURE_WINDOW_MS / 1000);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });
});
