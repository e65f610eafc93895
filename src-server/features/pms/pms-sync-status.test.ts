import { afterEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, seedUser, signIn, useTestApp } from '../../test/test-app';
import { send } from '../../test/http-checks';
import { seedRooms } from '../../test/seed-rooms';
import { startMewsStandIn, type MewsStandIn } from './mews/mews.stand-in';
import { failureReasonOf } from './pms-sync-status.queries';

describe('a PMS failure read for the admin', () => {
  it('says why from the status or the logged answer', () => {
    expect(failureReasonOf(403, 'HTTP 403: {"Message":"Locked"}')).toBe('refused');
    expect(failureReasonOf(429, 'HTTP 429')).toBe('rate_limited');
    expect(failureReasonOf(503, 'HTTP 503')).toBe('vendor_error');
    expect(failureReasonOf(null, 'Occupancy for 2026-01-01: Mews resources/getAll: HTTP 401: {"Message":"Invalid"}')).toBe('refused');
    expect(failureReasonOf(null, 'Cannot reach the PMS: the PMS refused the connection (ECONNREFUSED)')).toBe('unreachable');
    expect(failureReasonOf(null, 'Not sent: the PMS address localhost:1 resolves to a private address')).toBe('address_refused');
  });
});

describe.each(testDatabases())('the PMS connection’s sync status on %s', (kind) => {
  const t = useTestApp(kind, { env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' }, pmsWorker: { pollMs: 50, retry: { baseMs: 20, maxMs: 100, windowMs: 60_000 } } });
  let standIn: MewsStandIn | undefined;
  afterEach(async () => {
    await standIn?.close();
  });

  it('shows the full webhook URL, the last read and push the PMS took, failures by reason with its answer, and a PMS that cannot be reached as such', async () => {
    standIn = await startMewsStandIn(['101', '102']);
    const hotel = await seedHotel(t.db, 'Status Hotel');
    const rooms = await seedRooms(t.db, hotel.id, ['101', '102'], { status: 'dirty' });
    const admin = await seedUser(t.db, { role: 'admin' });
    const manager = await seedUser(t.db, { role: 'manager', hotelId: hotel.id });
    const cookie = await signIn(t.app, admin.email);
    const managerCookie = await signIn(t.app, manager.email);
    const body = { vendor: 'mews', baseUrl: standIn.url, propertyId: standIn.propertyId, credentials: standIn.credentials, enabled: true };
    const { connection } = (await send(t.app, 'PUT', `/api/hotels/${hotel.id}/pms`, { cookie, body })).json();
    // PUBLIC_URL (the tests' default) + path + the secret: what the admin pastes into Mews.
    expect(connection.webhookUrl).toBe(`http://localhost:3000/api/pms/mews/${connection.id}/webhook?token=mews-hook`);
    const hook = await send(t.app, 'POST', connection.webhookUrl.slice('http://localhost:3000'.length), { body: standIn.webhookBody(), origin: null });
    expect(hook.statusCode).toBe(202);

    const log = async () => (await send(t.app, 'GET', `/api/hotels/${hotel.id}/pms/log`, { cookie })).json();
    await expect.poll(async () => (await log()).sync.lastPullAt, { timeout: 15_000 }).not.toBeNull();
    expect((await log()).sync).toMatchObject({ lastPushAt: null, pendingPushes: 0, lagSeconds: 0, reachable: true, failures: [] });

    // Mews refuses one push for good; the next goes through.
    standIn.failNext(standIn.pushPath, { status: 403, body: { Message: 'The resource is locked by the front office.' } });
    expect((await send(t.app, 'POST', '/api/room-statuses', { cookie: managerCookie, body: { roomId: rooms[0]!.roomId, status: 'clean' } })).statusCode).toBe(200);
    await expect.poll(async () => (await log()).sync.failures, { timeout: 15_000 }).toEqual([
      { what: 'push', reason: 'refused', count: 1, lastAt: expect.any(String), answer: expect.stringContaining('The resource is locked by the front office.') },
    ]);
    expect((await send(t.app, 'POST', '/api/room-statuses', { cookie: managerCookie, body: { roomId: rooms[1]!.roomId, status: 'clean' } })).statusCode).toBe(200);
    await expect.poll(async () => (await log()).sync.lastPushAt, { timeout: 15_000 }).not.toBeNull();

    // The PMS goes away: the test says so in words, and the status says it cannot be reached.
    await standIn.close();
    standIn = undefined;
    const test = (await send(t.app, 'POST', `/api/hotels/${hotel.id}/pms/test`, { cookie })).json();
    expect(test).toMatchObject({ ok: false, reason: 'PMS_TEST_FAILED', detail: 'Cannot reach the PMS: the PMS refused the connection (ECONNREFUSED)' });
    const sync = (await log()).sync;
    expect(sync.reachable).toBe(false);
    expect(sync.failures[0]).toMatchObject({ what: 'test', reason: 'unreachable', answer: test.detail });
  }, 60_000);
});
