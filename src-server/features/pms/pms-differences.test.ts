import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, seedUser, signIn, useTestApp, TEST_SECRETS_KEY } from '../../test/test-app';
import { expectError, send } from '../../test/http-checks';
import { seedRooms } from '../../test/seed-rooms';
import { startMewsStandIn, type MewsStandIn } from './mews/mews.stand-in';
import { startApaleoStandIn } from './apaleo/apaleo.stand-in';
import { startOperaStandIn } from './opera/opera.stand-in';
import type { VendorStandIn } from './pms-stand-in';
import { connectorOf } from './pms-connections.service';
import { comparePmsEachMorning } from './pms-differences.service';

describe.each(testDatabases())('the rooms whose condition differs in the PMS, on %s', (kind) => {
  const t = useTestApp(kind, { env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' }, pmsWorker: { pollMs: 60_000 } });
  let standIn: MewsStandIn | undefined;
  afterEach(async () => {
    await standIn?.close();
  });

  async function world() {
    standIn = await startMewsStandIn(['101', '102', '103']);
    const hotel = await seedHotel(t.db, `Compare Hotel ${crypto.randomUUID().slice(0, 6)}`);
    await seedRooms(t.db, hotel.id, ['101', '102'], { status: 'dirty' });
    await seedRooms(t.db, hotel.id, ['103'], { status: 'clean' });
    const admin = await seedUser(t.db, { role: 'admin' });
    const cookie = await signIn(t.app, admin.email);
    const body = { vendor: 'mews', baseUrl: standIn.url, propertyId: standIn.propertyId, credentials: standIn.credentials, enabled: true };
    const { connection } = (await send(t.app, 'PUT', `/api/hotels/${hotel.id}/pms`, { cookie, body })).json();
    // Mews holds 101 and 102 Clean and Inspected; 103 is Clean there, as ours maps (clean, no inspection: Inspected) it is not.
    const mews = { ClientToken: standIn.credentials.clientToken, AccessToken: standIn.credentials.accessToken, Client: 'Front office' };
    await fetch(`${standIn.url}/api/connector/v1/resources/update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...mews, ResourceUpdates: [{ ResourceId: '00000000-0000-4000-8000-000000000001', State: { Value: 'Inspected' } }] }),
    });
    return { hotel, cookie, connection, url: `/api/hotels/${hotel.id}/pms` };
  }

  it('compares on demand and lists each room that differs; one click sends ours, or takes theirs through the room’s normal change', async () => {
    const w = await world();
    expect((await send(t.app, 'GET', `${w.url}/differences`, { cookie: w.cookie })).json()).toEqual({ comparedAt: null, differences: [] });
    const compared = await send(t.app, 'POST', `${w.url}/compare`, { cookie: w.cookie });
    expect(compared.statusCode, compared.body).toBe(200);
    const list = compared.json();
    expect(list.ok).toBe(true);
    expect(list.comparedAt).toEqual(expect.any(String));
    expect(list.differences.map((d: { roomNumber: string; ours: string; theirs: string; canTakeTheirs: boolean }) => [d.roomNumber, d.ours, d.theirs, d.canTakeTheirs])).toEqual([
      ['101', 'Dirty', 'Clean', false],
      ['102', 'Dirty', 'Inspected', true],
      ['103', 'Inspected', 'Clean', false],
    ]);
    const [d101, d102] = list.differences;

    const ours = await send(t.app, 'POST', `${w.url}/differences/fix`, { cookie: w.cookie, body: { differenceId: d101.id, keep: 'ours' } });
    expect(ours.json()).toMatchObject({ ok: true });
    expect(standIn!.conditionOf('101')).toBe('Dirty');
    const theirs = await send(t.app, 'POST', `${w.url}/differences/fix`, { cookie: w.cookie, body: { differenceId: d102.id, keep: 'theirs' } });
    expect(theirs.json()).toMatchObject({ ok: true });
    const room102 = await t.db.selectFrom('room_statuses as s').innerJoin('rooms as r', 'r.id', 's.room_id').select('s.status').where('r.hotel_id', '=', w.hotel.id).where('r.room_number', '=', '102').executeTakeFirstOrThrow();
    expect(room102.status).toBe('clean');
    const left = (await send(t.app, 'GET', `${w.url}/differences`, { cookie: w.cookie })).json();
    expect(left.differences.map((d: { roomNumber: string }) => d.roomNumber)).toEqual(['103']);
    // 'Clean' stands for none of our statuses when the hotel does not inspect: only ours can be sent.
    expect(expectError(await send(t.app, 'POST', `${w.url}/differences/fix`, { cookie: w.cookie, body: { differenceId: left.differences[0].id, keep: 'theirs' } }), 400, 'BAD_REQUEST').reason).toBe('PMS_DIFFERENCE_NOT_TAKEABLE');
    expect(expectError(await send(t.app, 'POST', `${w.url}/differences/fix`, { cookie: w.cookie, body: { differenceId: d101.id, keep: 'ours' } }), 404, 'NOT_FOUND').reason).toBe('PMS_DIFFERENCE_NOT_FOUND');

    // Not the managers': 403.
    const manager = await seedUser(t.db, { role: 'manager', hotelId: w.hotel.id });
    const managerCookie = await signIn(t.app, manager.email);
    expect((await send(t.app, 'POST', `${w.url}/compare`, { cookie: managerCookie })).statusCode).toBe(403);
    expect((await send(t.app, 'GET', `${w.url}/differences`, { cookie: managerCookie })).statusCode).toBe(403);
  });

  it('compares every morning, once, from 06:00 hotel time', async () => {
    const w = await world();
    const keys = { secretsKey: Buffer.from(TEST_SECRETS_KEY, 'hex'), sessionKeys: [] };
    const morning = comparePmsEachMorning((row) => connectorOf(row, keys, { allowedHosts: ['127.0.0.1'] }));
    // Yesterday's morning: the comparison's log entry (now) is after it, as a real morning's would be.
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(await morning(t.db, null, new Date(`${day}T05:59:00Z`))).toBe(0);
    expect(await morning(t.db, null, new Date(`${day}T06:01:00Z`))).toBe(1);
    expect(await morning(t.db, null, new Date(`${day}T09:00:00Z`))).toBe(0);
    const list = (await send(t.app, 'GET', `${w.url}/differences`, { cookie: w.cookie })).json();
    expect(list.differences).toHaveLength(3);
  });
});

/** Apaleo (its units' `status.condition`) and OPERA (the housekeeping overview's room status) read back as Mews does. */
const READ_BACK_VENDORS: [string, (rooms: string[]) => Promise<VendorStandIn>][] = [
  ['Apaleo', (rooms) => startApaleoStandIn(rooms)],
  ['OPERA', (rooms) => startOperaStandIn(rooms)],
];

describe.each(testDatabases())('the rooms whose condition differs in Apaleo or OPERA, on %s', (kind) => {
  const t = useTestApp(kind, { env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' }, pmsWorker: { pollMs: 60_000 } });
  let standIn: VendorStandIn | undefined;
  afterEach(async () => {
    await standIn?.close();
  });

  it.each(READ_BACK_VENDORS)('%s: compare now lists the rooms that differ, and each fix works', async (_name, start) => {
    // Both hold every room Clean; the stand-ins serve two rooms a page, so the read spans pages.
    standIn = await start(['101', '102', '103', '104', '105']);
    const hotel = await seedHotel(t.db, `Compare Hotel ${crypto.randomUUID().slice(0, 6)}`);
    await seedRooms(t.db, hotel.id, ['101', '102'], { status: 'dirty' });
    await seedRooms(t.db, hotel.id, ['103'], { status: 'clean' });
    // Out of service is a span in both PMSs (its own list), never a condition to compare.
    await seedRooms(t.db, hotel.id, ['104'], { status: 'out_of_service' });
    const admin = await seedUser(t.db, { role: 'admin' });
    const cookie = await signIn(t.app, admin.email);
    const url = `/api/hotels/${hotel.id}/pms`;
    const body = { vendor: standIn.vendor, baseUrl: standIn.url, propertyId: standIn.propertyId, credentials: standIn.credentials, enabled: true };
    expect((await send(t.app, 'PUT', url, { cookie, body })).statusCode).toBe(200);

    const compared = await send(t.app, 'POST', `${url}/compare`, { cookie });
    expect(compared.statusCode, compared.body).toBe(200);
    const list = compared.json();
    expect(list.ok).toBe(true);
    expect(list.differences.map((d: { roomNumber: string; ours: string; theirs: string; canTakeTheirs: boolean }) => [d.roomNumber, d.ours, d.theirs, d.canTakeTheirs])).toEqual([
      ['101', 'Dirty', 'Clean', true],
      ['102', 'Dirty', 'Clean', true],
    ]);
    const [d101, d102] = list.differences;
    expect((await send(t.app, 'POST', `${url}/differences/fix`, { cookie, body: { differenceId: d101.id, keep: 'ours' } })).json()).toMatchObject({ ok: true });
    expect(standIn.conditionOf('101')).toBe('Dirty');
    expect((await send(t.app, 'POST', `${url}/differences/fix`, { cookie, body: { differenceId: d102.id, keep: 'theirs' } })).json()).toMatchObject({ ok: true });
    const room102 = await t.db.selectFrom('room_statuses as s').innerJoin('rooms as r', 'r.id', 's.room_id').select('s.status').where('r.hotel_id', '=', hotel.id).where('r.room_number', '=', '102').executeTakeFirstOrThrow();
    expect(room102.status).toBe('clean');
    expect((await send(t.app, 'GET', `${url}/differences`, { cookie })).json().differences).toEqual([]);
    // Compared again, nothing differs: what was fixed agrees on both sides.
    expect((await send(t.app, 'POST', `${url}/compare`, { cookie })).json()).toMatchObject({ ok: true, differences: [] });
  });
});
