import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, seedUser, signIn, useTestApp } from '../../test/test-app';
import webpush from 'web-push';
import { createPushSender } from '../../push/push-sender';
import { decryptPush, makeSubscriberKeys, startPushEndpoint, type PushEndpoint } from '../../test/push-endpoint';

async function seedRoom(t: ReturnType<typeof useTestApp>, hotelId: string, roomNumber: string, status: 'dirty' | 'clean' = 'dirty') {
  const room = await t.db.insertInto('rooms').values({ hotel_id: hotelId, room_number: roomNumber, floor: 1 }).returning('id').executeTakeFirstOrThrow();
  await t.db.insertInto('room_statuses').values({ room_id: room.id, hotel_id: hotelId, status }).execute();
  return room.id;
}

describe.each(testDatabases())('push on %s', (kind) => {
  let endpoint: PushEndpoint;
  // The local test endpoint stands in for a browser's push service.
  const agent = new https.Agent({ rejectUnauthorized: false });
  const t = useTestApp(kind, { pushAgent: agent, env: { PUSH_ENDPOINT_HOSTS: 'localhost' } });
  beforeAll(async () => {
    endpoint = await startPushEndpoint();
  });
  afterAll(() => endpoint.close());

  it('serves the VAPID public key, generated once and kept', async () => {
    const first = (await api(t.app, 'GET', '/api/push/vapid-public-key')).json();
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const stored = await t.db.selectFrom('app_settings').select('value').where('key', '=', 'vapid_keys').executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value).publicKey).toBe(first.publicKey);
  });

  it('lets a user subscribe only themselves, and needs a session', async () => {
    const hotel = await seedHotel(t.db);
    const hk = await seedUser(t.db, { role: 'housekeeper', hotelId: hotel.id });
    const other = await seedUser(t.db, { role: 'housekeeper', hotelId: hotel.id });
    const cookie = await signIn(t.app, hk.email);
    const keys = makeSubscriberKeys();
    const body = { endpoint: `${endpoint.url}/sub/a`, p256dhKey: keys.p256dhKey, authKey: keys.authKey };
    expect((await api(t.app, 'POST', '/api/push/subscribe', { body })).statusCode).toBe(401);
    expect((await api(t.app, 'POST', '/api/push/subscribe', { cookie, body: { ...body, userId: other.id } })).statusCode).toBe(403);
    expect((await api(t.app, 'POST', '/api/push/subscribe', { cookie, body: { ...body, endpoint: 'http://plain.test/x' } })).statusCode).toBe(400);
    const ok = await api(t.app, 'POST', '/api/push/subscribe', { cookie, body: { ...body, userId: hk.id } });
    expect(ok.statusCode).toBe(200);
    const rows = await t.db.selectFrom('push_subscriptions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: hk.id, endpoint: body.endpoint });
  });

  it('notifies every subscription of the assigned housekeeper with a payload that decrypts, and drops gone ones', async () => {
    const hotel = await seedHotel(t.db);
    const manager = await seedUser(t.db, { role: 'manager', hotelId: hotel.id });
    const hk = await seedUser(t.db, { role: 'housekeeper', hotelId: hotel.id });
    const roomId = await seedRoom(t, hotel.id, '204');
    const hkCookie = await signIn(t.app, hk.email);
    const phone = makeSubscriberKeys();
    const tablet = makeSubscriberKeys();
    const gone = makeSubscriberKeys();
    endpoint.respondWith.set('/sub/gone', 410);
    for (const [name, keys] of [['phone', phone], ['tablet', tablet], ['gone', gone]] as const) {
      const body = { endpoint: `${endpoint.url}/sub/${name}`, p256dhKey: keys.p256dhKey, authKey: keys.authKey };
      expect((await api(t.app, 'POST', '/api/push/subscribe', { cookie: hkCookie, body })).statusCode).toBe(200);
    }
    // The tablet's user switched to Spanish: the client sends its subscription again with the language.
    const spanish = { endpoint: `${endpoint.url}/sub/tablet`, p256dhKey: tablet.p256dhKey, authKey: tablet.authKey, language: 'es' };
    expect((await api(t.app, 'POST', '/api/push/subscribe', { cookie: hkCookie, body: spanish })).statusCode).toBe(200);
    endpoint.received.length = 0;

    const mCookie = await signIn(t.app, manager.email);
    const res = await api(t.app, 'POST', '/api/room-statuses/assign', { cookie: mCookie, body: { roomIds: [roomId], housekeeperId: hk.id } });
    expect(res.statusCode, res.body).toBe(200);

    await expect.poll(() => endpoint.received.length, { timeout: 5000 }).toBe(3);
    const texts = {
      phone: { title: 'New room assignment', body: 'Room 204 has been assigned to you' },
      tablet: { title: 'Nueva asignación de habitaciones', body: 'Se le ha asignado la habitación 204' },
    };
    for (const [name, keys] of [['phone', phone], ['tablet', tablet]] as const) {
      const message = endpoint.received.find((r) => r.path === `/sub/${name}`)!;
      expect(message.headers['content-encoding']).toBe('aes128gcm');
      expect(JSON.parse(decryptPush(message.body, keys))).toMatchObject({
        ...texts[name],
        url: '/dashboard?tab=my-rooms',
        roomNumbers: ['204'],
      });
    }
    await expect
      .poll(async () => (await t.db.selectFrom('push_subscriptions').select('endpoint').execute()).map((r) => r.endpoint).sort())
      .toEqual([`${endpoint.url}/sub/phone`, `${endpoint.url}/sub/tablet`]);
  });
  it('sends nothing to a device whose session was revoked, until it signs in again and sends its subscription', async () => {
    const hotel = await seedHotel(t.db);
    const manager = await seedUser(t.db, { role: 'manager', hotelId: hotel.id });
    const hk = await seedUser(t.db, { role: 'housekeeper', hotelId: hotel.id });
    const rooms = [await seedRoom(t, hotel.id, '301'), await seedRoom(t, hotel.id, '302')];
    const mCookie = await signIn(t.app, manager.email);
    const assign = async (roomId: string) =>
      expect((await api(t.app, 'POST', '/api/room-statuses/assign', { cookie: mCookie, body: { roomIds: [roomId], housekeeperId: hk.id } })).statusCode).toBe(200);
    const subscribe = async (cookie: string, name: string, keys: ReturnType<typeof makeSubscriberKeys>) =>
      api(t.app, 'POST', '/api/push/subscribe', { cookie, body: { endpoint: `${endpoint.url}/sub/${name}`, p256dhKey: keys.p256dhKey, authKey: keys.authKey } });
    const bodiesTo = (name: string) => endpoint.received.filter((r) => r.path === `/sub/${name}`);
    const phoneKeys = makeSubscriberKeys();
    const laptopKeys = makeSubscriberKeys();
    expect((await subscribe(await signIn(t.app, hk.email), 'revoked-phone', phoneKeys)).statusCode).toBe(200);
    endpoint.received.length = 0;

    // Signed in on the laptop, she signs out: every session of hers ends, the phone's too.
    const laptop = await signIn(t.app, hk.email);
    expect((await api(t.app, 'POST', '/api/auth/logout', { cookie: laptop })).statusCode).toBe(200);
    const laptopAgain = await signIn(t.app, hk.email);
    expect((await subscribe(laptopAgain, 'revoked-laptop', laptopKeys)).statusCode).toBe(200);
    await assign(rooms[0]!);
    // The laptop, subscribed under the current session, is told; the phone, revoked, is not.
    await expect.poll(() => bodiesTo('revoked-laptop').length, { timeout: 5000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bodiesTo('revoked-phone')).toHaveLength(0);

    // An account that may no longer use the app is told nothing, even on a device of a current session.
    const sender = createPushSender(t.db, { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@hotel.test' }, { agent, hosts: ['localhost'], log: t.app.log });
    const news = (language: string) => ({ title: 'News', body: language, url: '/', tag: 'news', roomNumbers: [] });
    expect(await sender.sendToUser(hk.id, news)).toEqual({ sent: 1, removed: 0 });
    await t.db.updateTable('users').set({ status: 'rejected' }).where('id', '=', hk.id).execute();
    expect(await sender.sendToUser(hk.id, news)).toEqual({ sent: 0, removed: 0 });
    await t.db.updateTable('users').set({ status: 'approved' }).where('id', '=', hk.id).execute();

    // The phone signs in again and sends its subscription (as the dashboard does): it is told again.
    const phoneAgain = await signIn(t.app, hk.email);
    expect((await subscribe(phoneAgain, 'revoked-phone', phoneKeys)).statusCode).toBe(200);
    await assign(rooms[1]!);
    await expect.poll(() => bodiesTo('revoked-phone').length, { timeout: 5000 }).toBe(1);
    expect(JSON.parse(decryptPush(bodiesTo('revoked-phone')[0]!.body, phoneKeys))).toMatchObject({ roomNumbers: ['302'] });
  });

  it('passes a shared phone to the next person once its holder was signed out elsewhere, never while her session is current', async () => {
    const hotel = await seedHotel(t.db);
    const manager = await seedUser(t.db, { role: 'manager', hotelId: hotel.id });
    const ana = await seedUser(t.db, { role: 'housekeeper', hotelId: hotel.id });
    const rosa = await seedUser(t.db, { role: 'housekeeper', hotelId: hotel.id });
    const rooms = [await seedRoom(t, hotel.id, '401'), await seedRoom(t, hotel.id, '402')];
    const mCookie = await signIn(t.app, manager.email);
    const assign = async (roomId: string, housekeeperId: string) =>
      expect((await api(t.app, 'POST', '/api/room-statuses/assign', { cookie: mCookie, body: { roomIds: [roomId], housekeeperId } })).statusCode).toBe(200);
    const keys = makeSubscriberKeys();
    const subscribe = (cookie: string) =>
      api(t.app, 'POST', '/api/push/subscribe', { cookie, body: { endpoint: `${endpoint.url}/sub/shared-phone`, p256dhKey: keys.p256dhKey, authKey: keys.authKey } });
    const told = () => endpoint.received.filter((r) => r.path === '/sub/shared-phone');
    expect((await subscribe(await signIn(t.app, ana.email))).statusCode).toBe(200);
    // Ana's session is current: Rosa cannot take her phone's notifications.
    const rosaCookie = await signIn(t.app, rosa.email);
    const taken = await subscribe(rosaCookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().reason).toBe('PUSH_ENDPOINT_TAKEN');
    // Ana signs out on another device: every session of hers ends, the phone's too. Rosa now takes the phone.
    expect((await api(t.app, 'POST', '/api/auth/logout', { cookie: await signIn(t.app, ana.email) })).statusCode).toBe(200);
    expect((await subscribe(rosaCookie)).statusCode).toBe(200);
    endpoint.received.length = 0;
    await assign(rooms[0]!, rosa.id);
    await expect.poll(() => told().length, { timeout: 5000 }).toBe(1);
    expect(JSON.parse(decryptPush(told()[0]!.body, keys))).toMatchObject({ roomNumbers: ['401'] });
    await assign(rooms[1]!, ana.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(told()).toHaveLength(1);
  });
});


describe.each(testDatabases())('push endpoints on %s', (kind) => {
  const t = useTestApp(kind);

  it("accepts the browsers' push services only, so the server never posts to an address a user picked", async () => {
    const hk = await seedUser(t.db, { role: 'housekeeper', hotelId: (await seedHotel(t.db)).id });
    const cookie = await signIn(t.app, hk.email);
    const keys = makeSubscriberKeys();
    const subscribe = (endpoint: string) =>
      api(t.app, 'POST', '/api/push/subscribe', { cookie, body: { endpoint, p256dhKey: keys.p256dhKey, authKey: keys.authKey } });
    for (const endpoint of ['https://10.0.0.5/hook', 'https://localhost:8443/x', 'https://fcm.googleapis.com.evil.test/x']) {
      const res = await subscribe(endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json()).toMatchObject({ error: 'This push service is not accepted', code: 'BAD_REQUEST' });
    }
    expect((await subscribe('https://fcm.googleapis.com/fcm/send/abc')).statusCode).toBe(200);
    expect((await subscribe('https://wns2-par02p.notify.windows.com/w/?token=x')).statusCode).toBe(200);
    expect(await t.db.selectFrom('push_subscriptions').select('endpoint').execute()).toHaveLength(2);
  });
});
