import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember, seedRoom } from '../../test/seed-rooms';
import { expectError } from '../../test/http-checks';
import { decryptPush, makeSubscriberKeys, startPushEndpoint, type PushEndpoint } from '../../test/push-endpoint';

/** DESIGN §12: rush rooms, set by the desk and managers, pushed to the housekeeper, over once cleaned. */
describe.each(testDatabases())('rush rooms on %s', (kind) => {
  let endpoint: PushEndpoint;
  const t = useTestApp(kind, { pushAgent: new https.Agent({ rejectUnauthorized: false }), env: { PUSH_ENDPOINT_HOSTS: 'localhost' } });
  beforeAll(async () => {
    endpoint = await startPushEndpoint();
  });
  afterAll(() => endpoint.close());

  it('the front desk rushes an assigned room; its housekeeper gets "Rush: Room {number}" in their language', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '512', { status: 'assigned', assigned_to: c.housekeeper.id });
    const keys = makeSubscriberKeys();
    const sub = { endpoint: `${endpoint.url}/sub/rush-es`, p256dhKey: keys.p256dhKey, authKey: keys.authKey, language: 'es' };
    expect((await api(t.app, 'POST', '/api/push/subscribe', { cookie: c.housekeeper.cookie, body: sub })).statusCode).toBe(200);
    endpoint.received.length = 0;

    const res = await api(t.app, 'POST', `/api/rooms/${room.roomId}/priority`, { cookie: c.frontdesk.cookie, body: { priority: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ roomId: room.roomId, priority: true, status: 'assigned' });
    await expect.poll(() => endpoint.received.length, { timeout: 5000 }).toBe(1);
    expect(JSON.parse(decryptPush(endpoint.received[0]!.body, keys))).toMatchObject({ body: 'Urgente: habitación 512', roomNumbers: ['512'] });

    // Live: the change is in the hotel's log with the new row.
    const changes = (await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}/changes?since=0`, { cookie: c.manager.cookie })).json();
    expect(changes.rooms).toEqual([expect.objectContaining({ roomId: room.roomId, priority: true })]);

    // Setting it again is no change: no second push, no new log entry.
    await api(t.app, 'POST', `/api/rooms/${room.roomId}/priority`, { cookie: c.manager.cookie, body: { priority: true } });
    const again = (await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}/changes?since=0`, { cookie: c.manager.cookie })).json();
    expect(again.seq).toBe(changes.seq);

    // Cleaning ends the rush.
    const cleaned = await api(t.app, 'POST', '/api/room-statuses', { cookie: c.housekeeper.cookie, body: { roomId: room.roomId, status: 'clean' } });
    expect(cleaned.json()).toMatchObject({ status: 'clean', priority: false });
  });

  it('a failed inspection pushes "Room {number} needs attention: {reason}" to the housekeeper who cleaned it', async () => {
    const hotel = await seedHotel(t.db);
    await t.db.updateTable('hotels').set({ inspection_required: true }).where('id', '=', hotel.id).execute();
    const c = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '301', { status: 'clean', cleaned_by: c.housekeeper.id });
    const keys = makeSubscriberKeys();
    const sub = { endpoint: `${endpoint.url}/sub/attention-en`, p256dhKey: keys.p256dhKey, authKey: keys.authKey };
    expect((await api(t.app, 'POST', '/api/push/subscribe', { cookie: c.housekeeper.cookie, body: sub })).statusCode).toBe(200);
    endpoint.received.length = 0;
    const res = await api(t.app, 'POST', `/api/rooms/${room.roomId}/inspection`, { cookie: c.manager.cookie, body: { result: 'fail', reason: 'Towels missing' } });
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(() => endpoint.received.length, { timeout: 5000 }).toBe(1);
    expect(JSON.parse(decryptPush(endpoint.received[0]!.body, keys))).toMatchObject({ body: 'Room 301 needs attention: Towels missing' });
  });

  it('managers and admins set and clear it; housekeepers cannot (403); another hotel is 404', async () => {
    const hotel = await seedHotel(t.db);
    const other = await seedHotel(t.db, 'Other');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '101', { status: 'dirty' });
    const theirs = await seedRoom(t.db, other.id, '101', { status: 'dirty' });
    expect((await api(t.app, 'POST', `/api/rooms/${room.roomId}/priority`, { cookie: c.manager.cookie, body: { priority: true } })).json()).toMatchObject({ priority: true });
    expect((await api(t.app, 'POST', `/api/rooms/${room.roomId}/priority`, { cookie: c.admin.cookie, body: { priority: false } })).json()).toMatchObject({ priority: false });
    expectError(await api(t.app, 'POST', `/api/rooms/${room.roomId}/priority`, { cookie: c.housekeeper.cookie, body: { priority: true } }), 403, 'FORBIDDEN');
    expectError(await api(t.app, 'POST', `/api/rooms/${theirs.roomId}/priority`, { cookie: c.frontdesk.cookie, body: { priority: true } }), 404, 'NOT_FOUND');
    const otherManager = await seedMember(t.app, t.db, 'manager', other.id);
    expectError(await api(t.app, 'POST', `/api/rooms/${room.roomId}/priority`, { cookie: otherManager.cookie, body: { priority: true } }), 404, 'NOT_FOUND');
    expect((await t.db.selectFrom('room_statuses').select('priority').where('room_id', '=', theirs.roomId).executeTakeFirstOrThrow()).priority).toBe(false);
  });
});
