import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember, seedRooms, type Member } from '../../test/seed-rooms';
import { decryptPush, makeSubscriberKeys, startPushEndpoint, type PushEndpoint } from '../../test/push-endpoint';

/** Issue 21 point 2: the assignee hears of a work order in their own language. */
describe.each(testDatabases())('work-order pushes on %s', (kind) => {
  let endpoint: PushEndpoint;
  const t = useTestApp(kind, { pushAgent: new https.Agent({ rejectUnauthorized: false }), env: { PUSH_ENDPOINT_HOSTS: 'localhost' } });
  beforeAll(async () => {
    endpoint = await startPushEndpoint();
  });
  afterAll(() => endpoint.close());

  async function subscribe(who: Member, language: string, name: string) {
    const keys = makeSubscriberKeys();
    const sub = { endpoint: `${endpoint.url}/sub/${name}`, p256dhKey: keys.p256dhKey, authKey: keys.authKey, language };
    expect((await api(t.app, 'POST', '/api/push/subscribe', { cookie: who.cookie, body: sub })).statusCode).toBe(200);
    return keys;
  }

  it('a Spanish assignee reads Spanish, an English one English; only the newly assigned hears of it', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const maria = await seedMember(t.app, t.db, 'maintenance', hotel.id, { fullName: 'María Arreglos' });
    const mo = await seedMember(t.app, t.db, 'maintenance', hotel.id, { fullName: 'Mo Fixer' });
    const [room] = await seedRooms(t.db, hotel.id, ['412']);
    const esKeys = await subscribe(maria, 'es', 'wo-es');
    const enKeys = await subscribe(mo, 'en', 'wo-en');
    endpoint.received.length = 0;

    const order = (await api(t.app, 'POST', '/api/work-orders', { cookie: c.housekeeper.cookie, body: { roomId: room!.roomId, category: 'plumbing', note: 'Leaking tap' } })).json();
    // A housekeeper's report has no assignee yet: all of maintenance hears of it, each in their words (issue 29).
    await expect.poll(() => endpoint.received.length, { timeout: 5000 }).toBe(2);
    const read = (name: string, keys: typeof esKeys) => JSON.parse(decryptPush(endpoint.received.find((r) => r.path.endsWith(name))!.body, keys));
    // Untitled, the report is named by its category, in her words.
    expect(read('wo-es', esKeys)).toMatchObject({ title: 'Nueva orden de trabajo', body: 'Habitación 412: Fontanería', roomNumbers: ['412'] });
    expect(read('wo-en', enKeys)).toMatchObject({ title: 'New work order', body: 'Room 412: Plumbing' });
    endpoint.received.length = 0;
    expect((await api(t.app, 'PATCH', `/api/work-orders/${order.id}`, { cookie: c.manager.cookie, body: { assigneeId: maria.id } })).statusCode).toBe(200);
    await expect.poll(() => endpoint.received.length, { timeout: 5000 }).toBe(1);
    expect(read('wo-es', esKeys)).toMatchObject({ title: 'Nueva orden de trabajo', body: 'Habitación 412: Fontanería' });
    // Changing something else pushes nobody again.
    await api(t.app, 'PATCH', `/api/work-orders/${order.id}`, { cookie: c.manager.cookie, body: { priority: 'urgent' } });

    // Reassigned with a typed title: the title stays as typed.
    endpoint.received.length = 0;
    await api(t.app, 'PATCH', `/api/work-orders/${order.id}`, { cookie: c.manager.cookie, body: { assigneeId: mo.id, title: 'Tap in 412' } });
    await expect.poll(() => endpoint.received.length, { timeout: 5000 }).toBe(1);
    expect(read('wo-en', enKeys)).toMatchObject({ title: 'New work order', body: 'Room 412: Tap in 412' });

    // A report by maintenance itself, unassigned: the other one hears of it, not the reporter.
    endpoint.received.length = 0;
    await api(t.app, 'POST', '/api/work-orders', { cookie: mo.cookie, body: { roomId: room!.roomId, category: 'electrical', title: 'Lamp out' } });
    await expect.poll(() => endpoint.received.length, { timeout: 5000 }).toBe(1);
    expect(read('wo-es', esKeys)).toMatchObject({ body: 'Habitación 412: Lamp out' });
  });
});
