import crypto from 'node:crypto';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabases, useTestDb } from '../../test/test-db';
import { seedHotel, seedUser, signIn, useTestApp } from '../../test/test-app';
import { expectError, send } from '../../test/http-checks';
import { seedRooms } from '../../test/seed-rooms';
import { startMewsStandIn } from './mews/mews.stand-in';
import type { VendorStandIn } from './pms-stand-in';
import { decryptCredentials, isLegacySeal, legacySealForTests } from './pms-crypto';
import { resealPmsCredentials } from './pms-reseal.service';

const ROOMS = ['101', '102'];

/** An admin's hotel beside a Mews stand-in, on the given app. */
async function adminWorld(t: ReturnType<typeof useTestApp>, standIns: VendorStandIn[]) {
  const standIn = await startMewsStandIn(ROOMS);
  standIns.push(standIn);
  const hotel = await seedHotel(t.db, `Secrets Hotel ${crypto.randomUUID().slice(0, 6)}`);
  await seedRooms(t.db, hotel.id, ROOMS, { status: 'dirty' });
  const admin = await seedUser(t.db, { role: 'admin' });
  const cookie = await signIn(t.app, admin.email);
  const body = { vendor: 'mews', baseUrl: standIn.url, propertyId: standIn.propertyId, credentials: standIn.credentials, enabled: true };
  return { standIn, hotel, cookie, body, save: (b: unknown = body) => send(t.app, 'PUT', `/api/hotels/${hotel.id}/pms`, { cookie, body: b }) };
}

describe.each(testDatabases())('PMS secrets without SECRETS_KEY on %s', (kind) => {
  // SECRETS_KEY= (empty) is unset, as a compose file writes it.
  const t = useTestApp(kind, { env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', SECRETS_KEY: '' } });
  const standIns: VendorStandIn[] = [];
  afterEach(async () => {
    await Promise.all(standIns.splice(0).map((s) => s.close()));
  });

  it('saving credentials is refused with 412, saying how the server sets the key, and nothing is stored', async () => {
    const w = await adminWorld(t, standIns);
    const body = expectError(await w.save(), 412, 'PRECONDITION_FAILED');
    expect(body.reason).toBe('PMS_SECRETS_KEY_MISSING');
    expect(body.error).toMatch(/SECRETS_KEY.*openssl rand -hex 32.*SECRETS_KEY_FILE/);
    expect(await t.db.selectFrom('pms_connections').select('id').execute()).toEqual([]);
  });
});

describe.each(testDatabases())('PMS webhooks and secrets on %s', (kind) => {
  const t = useTestApp(kind, { env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' }, pmsWorker: { pollMs: 60_000 } });
  const standIns: VendorStandIn[] = [];
  afterEach(async () => {
    await Promise.all(standIns.splice(0).map((s) => s.close()));
  });

  it('a connection saved without a webhook secret gets one: a vendor webhook without it is refused with 401, with it accepted', async () => {
    const w = await adminWorld(t, standIns);
    const { webhookSecret: _none, ...credentials } = w.standIn.credentials;
    const saved = await w.save({ ...w.body, credentials });
    expect(saved.statusCode, saved.body).toBe(200);
    const { connection } = saved.json();
    const post = (query: string) => send(t.app, 'POST', `${connection.webhookPath}${query}`, { body: w.standIn.webhookBody(), origin: null });
    expectError(await post(''), 401, 'UNAUTHORIZED');
    expectError(await post('?token='), 401, 'UNAUTHORIZED');
    const row = await t.db.selectFrom('pms_connections').select('credentials').where('id', '=', connection.id).executeTakeFirstOrThrow();
    const { webhookSecret } = decryptCredentials<{ webhookSecret: string }>({ secretsKey: Buffer.from('5e'.repeat(32), 'hex'), sessionKeys: [] }, row.credentials);
    expect(webhookSecret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await post(`?token=${webhookSecret}`)).statusCode).toBe(202);
  });
});

describe.each(testDatabases())('PMS calls checked when sent, on %s', (kind) => {
  const t = useTestApp(kind, { env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' }, pmsWorker: { pollMs: 60_000 } });
  const standIns: VendorStandIn[] = [];
  afterEach(async () => {
    await Promise.all(standIns.splice(0).map((s) => s.close()));
  });

  it('a saved PMS address whose name now resolves to a loopback address is not called: Test connection says why', async () => {
    const w = await adminWorld(t, standIns);
    expect((await w.save()).statusCode).toBe(200);
    // As if its DNS changed after saving: the saved name now points at this machine.
    const moved = new URL(w.standIn.url);
    moved.protocol = 'https:';
    moved.hostname = 'localhost';
    await t.db.updateTable('pms_connections').set({ base_url: moved.href.replace(/\/$/, '') }).where('hotel_id', '=', w.hotel.id).execute();
    const before = w.standIn.requests.length;
    const test = await send(t.app, 'POST', `/api/hotels/${w.hotel.id}/pms/test`, { cookie: w.cookie });
    expect(test.statusCode).toBe(200);
    expect(test.json()).toMatchObject({ ok: false, detail: expect.stringMatching(/^Not sent: the PMS address localhost:\d+ resolves to a private, loopback or link-local address/) });
    expect(w.standIn.requests.length).toBe(before);
  });
});

describe.each(testDatabases())('PMS credentials sealed before SECRETS_KEY, on %s', (kind) => {
  const database = useTestDb(kind);
  const log = Fastify({ logger: false }).log;

  async function legacyConnection(sessionKey: Buffer, plain: object) {
    const hotel = await seedHotel(database.db, `Old Hotel ${crypto.randomUUID().slice(0, 6)}`);
    const admin = await seedUser(database.db, { role: 'admin' });
    return database.db
      .insertInto('pms_connections')
      .values({ hotel_id: hotel.id, vendor: 'mews', base_url: 'https://api.mews.com', property_id: 'e1', credentials: legacySealForTests(sessionKey, plain), enabled: true, cursor_seq: '0', updated_by: admin.id })
      .returning(['id', 'credentials'])
      .executeTakeFirstOrThrow();
  }
  const credentialsOf = async (id: string) => (await database.db.selectFrom('pms_connections').select('credentials').where('id', '=', id).executeTakeFirstOrThrow()).credentials;

  it('are sealed again under SECRETS_KEY at the first start that has it (and given a webhook secret); without it they wait, still working', async () => {
    const sessionKey = crypto.randomBytes(32);
    const secretsKey = crypto.randomBytes(32);
    const plain = { clientToken: 'ct', accessToken: 'at' };
    const row = await legacyConnection(sessionKey, plain);
    // No SECRETS_KEY yet: nothing changes, the old seal still opens with the session key.
    expect(await resealPmsCredentials(database.db, { secretsKey: null, sessionKeys: [sessionKey] }, log)).toBe(0);
    expect(await credentialsOf(row.id)).toBe(row.credentials);
    // With it: sealed under SECRETS_KEY alone.
    expect(await resealPmsCredentials(database.db, { secretsKey, sessionKeys: [sessionKey] }, log)).toBe(1);
    const now = await credentialsOf(row.id);
    expect(isLegacySeal(now)).toBe(false);
    const opened = decryptCredentials<Record<string, string>>({ secretsKey, sessionKeys: [] }, now);
    expect(opened).toMatchObject(plain);
    expect(opened.webhookSecret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(() => decryptCredentials({ secretsKey: null, sessionKeys: [sessionKey] }, now)).toThrow();
    // A second start has nothing left to do.
    expect(await resealPmsCredentials(database.db, { secretsKey, sessionKeys: [sessionKey] }, log)).toBe(0);
  });

  it('a seal no session key opens is left as it is for the admin to save again', async () => {
    const row = await legacyConnection(crypto.randomBytes(32), { clientToken: 'ct', accessToken: 'at' });
    expect(await resealPmsCredentials(database.db, { secretsKey: crypto.randomBytes(32), sessionKeys: [crypto.randomBytes(32)] }, log)).toBe(0);
    expect(await credentialsOf(row.id)).toBe(row.credentials);
  });
});
