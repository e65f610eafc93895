import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testDatabases } from '../../test/test-db';
import { seedHotel, seedUser, signIn, useTestApp } from '../../test/test-app';
import { expectError, send } from '../../test/http-checks';
import { expectAdminOnly } from '../../test/role-checks';
import { seedRooms } from '../../test/seed-rooms';
import type { VendorStandIn } from './pms-stand-in';
import { startApaleoStandIn } from './apaleo/apaleo.stand-in';
import { startMewsStandIn } from './mews/mews.stand-in';
import { startOperaStandIn } from './opera/opera.stand-in';

const ROOMS = ['101', '102', '103'];
const today = () => new Date().toISOString().slice(0, 10);
const shift = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases())('PMS connections over REST on %s', (kind) => {
  const t = useTestApp(kind, { env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' }, pmsWorker: { pollMs: 50 } });
  const standIns: VendorStandIn[] = [];
  afterEach(async () => {
    await Promise.all(standIns.splice(0).map((s) => s.close()));
  });

  async function world(start: (rooms: string[]) => Promise<VendorStandIn> = startMewsStandIn) {
    const standIn = await start(ROOMS);
    standIns.push(standIn);
    const hotel = await seedHotel(t.db, 'Harbour Hotel');
    const other = await seedHotel(t.db, 'Other Hotel');
    await seedRooms(t.db, hotel.id, ROOMS, { status: 'dirty' });
    const admin = await seedUser(t.db, { role: 'admin' });
    const cookie = await signIn(t.app, admin.email);
    const body = { vendor: standIn.vendor, baseUrl: standIn.url, propertyId: standIn.propertyId, credentials: standIn.credentials, enabled: true };
    const save = (b: unknown = body, hotelId = hotel.id) => send(t.app, 'PUT', `/api/hotels/${hotelId}/pms`, { cookie, body: b });
    return { standIn, hotel, other, cookie, body, save };
  }

  it('saves a connection with its credentials encrypted at rest and never answers them', async () => {
    const w = await world();
    const saved = await w.save();
    expect(saved.statusCode, saved.body).toBe(200);
    const view = saved.json().connection;
    expect(view).toEqual({
      id: expect.any(String),
      hotelId: w.hotel.id,
      vendor: 'mews',
      baseUrl: w.standIn.url,
      propertyId: w.standIn.propertyId,
      enterpriseId: null,
      enabled: true,
      hasCredentials: true,
      webhookPath: `/api/pms/mews/${view.id}/webhook`,
      // The one secret answered: the webhook's, inside the address the admin pastes into Mews (DESIGN §19).
      webhookUrl: `http://localhost:3000/api/pms/mews/${view.id}/webhook?token=${w.standIn.credentials.webhookSecret}`,
      updatedAt: expect.any(String),
    });
    const read = await send(t.app, 'GET', `/api/hotels/${w.hotel.id}/pms`, { cookie: w.cookie });
    expect(read.json()).toEqual({ connection: view });
    const { webhookSecret: _shown, ...signInSecrets } = w.standIn.credentials;
    for (const secret of Object.values(signInSecrets)) {
      expect(saved.body).not.toContain(secret);
      expect(read.body).not.toContain(secret);
    }
    // The raw row holds ciphertext only.
    const { rows } = await sql<{ credentials: string }>`select credentials from pms_connections where hotel_id = ${w.hotel.id}`.execute(t.db);
    expect(rows[0]!.credentials).toMatch(/^v2\./);
    for (const secret of Object.values(w.standIn.credentials)) expect(rows[0]!.credentials).not.toContain(secret);
    // A re-save without credentials keeps them (the test still signs in); another vendor needs its own.
    const { credentials: _kept, ...withoutCredentials } = w.body;
    expect((await w.save(withoutCredentials)).statusCode).toBe(200);
    expect((await send(t.app, 'POST', `/api/hotels/${w.hotel.id}/pms/test`, { cookie: w.cookie })).json()).toEqual({
      ok: true,
      reason: 'PMS_TEST_WROTE_BACK',
      values: { rooms: '3', room: '101', condition: 'Clean' },
      detail: "Read 3 rooms; wrote room 101's condition Clean back unchanged",
    });
    expect(expectError(await w.save({ ...withoutCredentials, vendor: 'apaleo' }), 400, 'BAD_REQUEST').reason).toBe('PMS_CREDENTIALS_REQUIRED');
  });

  it('refuses bad input with 400, and a PMS address that is neither public https nor allow-listed', async () => {
    const w = await world();
    expect((await w.save({ ...w.body, vendor: 'fidelio' })).statusCode).toBe(400);
    expect((await w.save({ ...w.body, baseUrl: 'not a url' })).statusCode).toBe(400);
    expect((await w.save({ ...w.body, credentials: { clientToken: 'x' } })).statusCode).toBe(400);
    expect(expectError(await w.save({ ...w.body, baseUrl: 'http://10.0.0.8/api' }), 400, 'BAD_REQUEST').reason).toBe('WEBHOOK_URL_NOT_HTTPS');
    expect((await send(t.app, 'GET', `/api/hotels/${w.hotel.id}/pms`, { cookie: w.cookie })).json()).toEqual({ connection: null });
  });

  it('is the admins’ alone: every other role is refused, and nothing is saved', async () => {
    const w = await world();
    await expectAdminOnly(t, w.hotel.id, [
      { method: 'GET', url: `/api/hotels/${w.hotel.id}/pms` },
      { method: 'PUT', url: `/api/hotels/${w.hotel.id}/pms`, body: w.body },
      { method: 'DELETE', url: `/api/hotels/${w.hotel.id}/pms` },
      { method: 'POST', url: `/api/hotels/${w.hotel.id}/pms/test` },
      { method: 'GET', url: `/api/hotels/${w.hotel.id}/pms/log` },
    ]);
    expect(await t.db.selectFrom('pms_connections').select('id').execute()).toEqual([]);
    // A manager of another hotel does not even learn this hotel exists.
    const outsider = await seedUser(t.db, { role: 'manager', hotelId: w.other.id });
    const res = await send(t.app, 'GET', `/api/hotels/${w.hotel.id}/pms`, { cookie: await signIn(t.app, outsider.email) });
    expect(res.statusCode).toBe(403);
  });

  describe.each([
    ['apaleo', startApaleoStandIn],
    ['mews', startMewsStandIn],
    ['opera', startOperaStandIn],
  ] as const)('%s webhooks', (_name, start) => {
    it('a webhook with the secret makes the app read occupancy again; a wrong secret is refused', async () => {
      const w = await world(start);
      const { connection } = (await w.save()).json();
      // The first periodic pull (an empty house) happens on its own.
      await expect.poll(async () => (await send(t.app, 'GET', `/api/hotels/${w.hotel.id}/pms/log`, { cookie: w.cookie })).json().events.length, { timeout: 10_000 }).toBeGreaterThan(0);
      w.standIn.setStays([{ roomNumber: '102', arrival: shift(-1), departure: shift(2), guests: 2 }]);
      const url = `${connection.webhookPath}`;
      const refused = await send(t.app, 'POST', `${url}?token=wrong`, { body: w.standIn.webhookBody(), origin: null });
      expect(refused.statusCode).toBe(401);
      const accepted = await send(t.app, 'POST', `${url}?token=${w.standIn.credentials.webhookSecret}`, { body: w.standIn.webhookBody(), origin: null });
      expect(accepted.statusCode, accepted.body).toBe(202);
      const occupancy = () => send(t.app, 'GET', `/api/hotels/${w.hotel.id}/occupancy?date=${today()}`, { cookie: w.cookie });
      await expect.poll(async () => (await occupancy()).json().rooms.map((r: { roomNumber: string; stay: string }) => `${r.roomNumber}:${r.stay}`), { timeout: 10_000 }).toEqual(['102:stayover']);
      const log = (await send(t.app, 'GET', `/api/hotels/${w.hotel.id}/pms/log`, { cookie: w.cookie })).json();
      expect(log.events.filter((e: { kind: string }) => e.kind === 'webhook').map((e: { ok: boolean }) => e.ok).sort()).toEqual([false, true]);
      expect((await send(t.app, 'POST', `/api/pms/${w.standIn.vendor}/00000000-0000-4000-8000-000000000000/webhook`, { body: {}, origin: null })).statusCode).toBe(404);
    });
  });

  it('a room cleaned by the manager is pushed and shows PMS Updated; deleting the connection stops the sync', async () => {
    const w = await world(startApaleoStandIn);
    await w.save();
    const manager = await seedUser(t.db, { role: 'manager', hotelId: w.hotel.id });
    const cookie = await signIn(t.app, manager.email);
    const room = await t.db.selectFrom('rooms').select('id').where('hotel_id', '=', w.hotel.id).where('room_number', '=', '101').executeTakeFirstOrThrow();
    expect((await send(t.app, 'POST', '/api/room-statuses', { cookie, body: { roomId: room.id, status: 'clean' } })).statusCode).toBe(200);
    const status = async () => (await t.db.selectFrom('room_statuses').select('status').where('room_id', '=', room.id).executeTakeFirstOrThrow()).status;
    await expect.poll(status, { timeout: 10_000 }).toBe('pms_updated');
    const log = (await send(t.app, 'GET', `/api/hotels/${w.hotel.id}/pms/log`, { cookie: w.cookie })).json();
    expect(log.pushes[0]).toMatchObject({ roomNumber: '101', condition: 'Clean', state: 'delivered', attempts: 1, lastStatus: 204 });
    expect(log.failedRooms).toEqual([]);
    expect((await send(t.app, 'DELETE', `/api/hotels/${w.hotel.id}/pms`, { cookie: w.cookie })).json()).toEqual({ success: true });
    expect(expectError(await send(t.app, 'GET', `/api/hotels/${w.hotel.id}/pms/log`, { cookie: w.cookie }), 404, 'NOT_FOUND').reason).toBe('PMS_NOT_CONNECTED');
  });
});
