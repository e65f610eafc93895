import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, seedUser, signIn, useTestApp } from '../../test/test-app';
import { send } from '../../test/http-checks';
import { seedRooms } from '../../test/seed-rooms';
import { startApaleoStandIn } from './apaleo/apaleo.stand-in';
import { startOperaStandIn } from './opera/opera.stand-in';
import type { StandInAnswer, VendorStandIn } from './pms-stand-in';

/** Each vendor's refusal of a write its credentials may not make, in the vendor's own shape. */
const VENDORS: [string, (rooms: string[]) => Promise<VendorStandIn>, StandInAnswer][] = [
  ['Apaleo', (rooms) => startApaleoStandIn(rooms), { status: 403 }],
  [
    'OPERA',
    (rooms) => startOperaStandIn(rooms),
    { status: 403, body: { type: 'https://tools.ietf.org/html/rfc9110#section-15', title: 'Forbidden', status: 403, detail: 'Not authorized for this operation', 'o:errorCode': 'HSK-403' } },
  ],
];

describe.each(testDatabases())("the admin's Test connection, on %s", (kind) => {
  const t = useTestApp(kind, { env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' }, pmsWorker: { pollMs: 60_000 } });
  let standIn: VendorStandIn | undefined;
  afterEach(async () => {
    await standIn?.close();
  });

  async function connected(start: (rooms: string[]) => Promise<VendorStandIn>) {
    standIn = await start(['101', '102', '103']);
    const hotel = await seedHotel(t.db, `Test Hotel ${crypto.randomUUID().slice(0, 6)}`);
    await seedRooms(t.db, hotel.id, ['101', '102', '103'], { status: 'dirty' });
    const admin = await seedUser(t.db, { role: 'admin' });
    const cookie = await signIn(t.app, admin.email);
    const url = `/api/hotels/${hotel.id}/pms`;
    const body = { vendor: standIn.vendor, baseUrl: standIn.url, propertyId: standIn.propertyId, credentials: standIn.credentials, enabled: true };
    expect((await send(t.app, 'PUT', url, { cookie, body })).statusCode).toBe(200);
    return { hotel, cookie, test: (c = cookie) => send(t.app, 'POST', `${url}/test`, { cookie: c }) };
  }

  it.each(VENDORS)('%s: reads the rooms and writes one back unchanged, said as a reason with its values', async (_name, start) => {
    const w = await connected(start);
    const answer = await w.test();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      ok: true,
      reason: 'PMS_TEST_WROTE_BACK',
      values: { rooms: '3', room: '101', condition: 'Clean' },
      detail: "Read 3 rooms; wrote room 101's condition Clean back unchanged",
    });
    // The write reached the PMS and changed nothing.
    expect(standIn!.applied).toEqual([{ roomNumber: '101', condition: 'Clean' }]);
    expect(standIn!.conditionOf('101')).toBe('Clean');

    const manager = await seedUser(t.db, { role: 'manager', hotelId: w.hotel.id });
    expect((await w.test(await signIn(t.app, manager.email))).statusCode).toBe(403);
  });

  it.each(VENDORS)('%s: says the write was refused when the credentials may read but not write', async (_name, start, refusal) => {
    const w = await connected(start);
    standIn!.failNext(standIn!.pushPath, refusal);
    const result = (await w.test()).json();
    expect(result).toMatchObject({ ok: false, reason: 'PMS_TEST_WRITE_REFUSED', values: { rooms: '3', room: '101', condition: 'Clean', status: '403' } });
    expect(result.detail).toMatch(/^Read 3 rooms, but the PMS refused to write room 101's condition back \(HTTP 403\): give these credentials the permission to change room conditions/);
    expect(standIn!.conditionOf('101')).toBe('Clean');
  });
});
