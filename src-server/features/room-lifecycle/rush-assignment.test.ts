import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember, seedRoom, type Member } from '../../test/seed-rooms';
import { decryptPush, makeSubscriberKeys, startPushEndpoint, type PushEndpoint } from '../../test/push-endpoint';

/** DESIGN §12: a room rushed while nobody had it tells its housekeeper once it is assigned, however that happens. */
describe.each(testDatabases())('a rush room assigned later on %s', (kind) => {
  let endpoint: PushEndpoint;
  const t = useTestApp(kind, { pushAgent: new https.Agent({ rejectUnauthorized: false }), env: { PUSH_ENDPOINT_HOSTS: 'localhost' } });
  beforeAll(async () => {
    endpoint = await startPushEndpoint();
  });
  afterAll(() => endpoint.close());

  /** Subscribes the housekeeper's phone; answers the bodies of the pushes it receives, decrypted. */
  async function phoneOf(member: Member, language: 'en' | 'es') {
    const keys = makeSubscriberKeys();
    const path = `/sub/${member.id}`;
    const sub = { endpoint: `${endpoint.url}${path}`, p256dhKey: keys.p256dhKey, authKey: keys.authKey, language };
    expect((await api(t.app, 'POST', '/api/push/subscribe', { cookie: member.cookie, body: sub })).statusCode).toBe(200);
    return () => endpoint.received.filter((r) => r.path === path).map((r) => (JSON.parse(decryptPush(r.body, keys)) as { body: string }).body);
  }
  async function setup() {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '512', { status: 'dirty' });
    const rushed = await api(t.app, 'POST', `/api/rooms/${room.roomId}/priority`, { cookie: c.frontdesk.cookie, body: { priority: true } });
    expect(rushed.json()).toMatchObject({ priority: true, status: 'dirty' });
    return { hotel, c, room };
  }

  it('a single assignment: the housekeeper hears of the room and of the rush, in their language', async () => {
    const { hotel, c, room } = await setup();
    const pushes = await phoneOf(c.housekeeper, 'es');
    const plain = await seedRoom(t.db, hotel.id, '513', { status: 'dirty' });
    const res = await api(t.app, 'POST', '/api/room-statuses/assign', {
      cookie: c.manager.cookie,
      body: { roomIds: [room.roomId, plain.roomId], housekeeperId: c.housekeeper.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(() => pushes().length, { timeout: 5000 }).toBe(2);
    // The assignment lists the rooms in the order they were locked; the rush names its room.
    expect(pushes()).toEqual(expect.arrayContaining([expect.stringMatching(/^Se le han asignado las habitaciones 51[23], 51[23]$/), 'Urgente: habitación 512']));
  });

  it('auto-assign applied, then a hand-over: each new housekeeper gets "Rush: Room 512"', async () => {
    const { hotel, c, room } = await setup();
    const ola = await seedMember(t.app, t.db, 'housekeeper', hotel.id, { fullName: 'Ola Other' });
    const first = await phoneOf(c.housekeeper, 'en');
    const second = await phoneOf(ola, 'en');
    const applied = await api(t.app, 'POST', '/api/room-statuses/auto-assign', {
      cookie: c.manager.cookie,
      body: { hotelId: hotel.id, housekeeperIds: [c.housekeeper.id], apply: true },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    await expect.poll(() => first().length, { timeout: 5000 }).toBe(2);
    expect(first()).toContain('Rush: Room 512');

    const handed = await api(t.app, 'POST', '/api/room-statuses/reassign', {
      cookie: c.manager.cookie,
      body: { hotelId: hotel.id, fromHousekeeperId: c.housekeeper.id, toHousekeeperIds: [ola.id] },
    });
    expect(handed.statusCode, handed.body).toBe(200);
    await expect.poll(() => second().length, { timeout: 5000 }).toBe(2);
    expect(second()).toEqual(expect.arrayContaining(['Room 512 has been assigned to you', 'Rush: Room 512']));
    expect((await t.db.selectFrom('room_statuses').select('assigned_to').where('room_id', '=', room.roomId).executeTakeFirstOrThrow()).assigned_to).toBe(ola.id);
  });

  it('rushing an unassigned room tells no one', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const pushes = await phoneOf(c.housekeeper, 'en');
    const room = await seedRoom(t.db, hotel.id, '514', { status: 'dirty' });
    expect((await api(t.app, 'POST', `/api/rooms/${room.roomId}/priority`, { cookie: c.manager.cookie, body: { priority: true } })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pushes()).toEqual([]);
  });
});
