import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/test-db';
import { api, seedHotel, useTestApp } from '../test/test-app';
import { seedCrew, seedRooms, type Member } from '../test/seed-rooms';
import { listenOn, Subscription } from '../test/sse-client';

describe.each(testDatabases())('live hotel events over SSE (DESIGN §7) on %s', (kind) => {
  const t = useTestApp(kind);
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await listenOn(t.app);
  });

  async function twoHotels() {
    const a = await seedHotel(t.db, 'A');
    const b = await seedHotel(t.db, 'B');
    return { a, b, ca: await seedCrew(t.app, t.db, a.id), cb: await seedCrew(t.app, t.db, b.id) };
  }
  const setStatus = (who: Member, roomId: string, status: string) => api(t.app, 'POST', '/api/room-statuses', { cookie: who.cookie, body: { roomId, status } });

  it("a status change reaches every open screen of the hotel within 2 s, another hotel's does not", async () => {
    const { a, b, ca, cb } = await twoHotels();
    const [roomA] = await seedRooms(t.db, a.id, ['101']);
    const [roomB] = await seedRooms(t.db, b.id, ['101']);
    const desk = await Subscription.open(baseUrl, a.id, ca.frontdesk.cookie);
    const keeper = await Subscription.open(baseUrl, a.id, ca.housekeeper.cookie);
    try {
      expect((await setStatus(cb.manager, roomB!.roomId, 'dirty')).statusCode).toBe(200);
      const startedAt = Date.now();
      expect((await setStatus(ca.manager, roomA!.roomId, 'dirty')).statusCode).toBe(200);
      for (const sub of [desk, keeper]) {
        const got = await sub.next((e) => e.event === 'message', 2000);
        expect(got.data).toEqual({ hotelId: a.id, kind: 'room', roomId: roomA!.roomId });
      }
      expect(Date.now() - startedAt).toBeLessThan(2000);
      // B's change was made first, so had it been delivered it would be here already.
      expect(desk.dataEvents()).toEqual([{ hotelId: a.id, kind: 'room', roomId: roomA!.roomId }]);
    } finally {
      desk.close();
      keeper.close();
    }
  });

  it('bulk, assign, late checkout and note changes are published too', async () => {
    const { a, ca } = await twoHotels();
    const [r1] = await seedRooms(t.db, a.id, ['101', '102']);
    const sub = await Subscription.open(baseUrl, a.id, ca.manager.cookie);
    try {
      const m = ca.manager.cookie;
      await api(t.app, 'POST', '/api/room-statuses/bulk-dirty', { cookie: m, body: { hotelId: a.id, roomNumbers: '101-102' } });
      await api(t.app, 'POST', '/api/room-statuses/assign', { cookie: m, body: { roomIds: [r1!.roomId], housekeeperId: ca.housekeeper.id } });
      await api(t.app, 'POST', '/api/room-notes', { cookie: m, body: { roomId: r1!.roomId, content: 'Hi' } });
      // Seeded rather than added, so the test never depends on the time of day.
      const late = await t.db.insertInto('late_checkouts').values({ room_id: r1!.roomId, hotel_id: a.id, checkout_time: '11:00', created_by: null }).returning('id').executeTakeFirstOrThrow();
      expect((await api(t.app, 'PATCH', `/api/late-checkouts/${late.id}`, { cookie: m, body: {} })).statusCode).toBe(200);
      await sub.next((e) => e.event === 'message' && (e.data as { kind: string }).kind === 'late-checkout');
      expect(sub.dataEvents()).toEqual([
        { hotelId: a.id, kind: 'room' },
        { hotelId: a.id, kind: 'room' },
        { hotelId: a.id, kind: 'note', roomId: r1!.roomId },
        { hotelId: a.id, kind: 'late-checkout', roomId: r1!.roomId },
      ]);
    } finally {
      sub.close();
    }
  });

  it('staff subscribing to another hotel are refused (404), and so is no session (401); an admin may', async () => {
    const { b, ca, cb } = await twoHotels();
    const [roomB] = await seedRooms(t.db, b.id, ['101']);
    for (const [cookie, status] of [[ca.manager.cookie, 404], [ca.housekeeper.cookie, 404], [undefined, 401]] as const) {
      const sub = await Subscription.open(baseUrl, b.id, cookie);
      try {
        const refused = await sub.next((e) => e.event === 'serialized-error');
        expect((refused.data as { data: { httpStatus: number } }).data.httpStatus).toBe(status);
        await setStatus(cb.manager, roomB!.roomId, 'out_of_service');
        await setStatus(cb.manager, roomB!.roomId, 'dirty');
        expect(sub.dataEvents()).toEqual([]);
      } finally {
        sub.close();
      }
    }
    const admin = await Subscription.open(baseUrl, b.id, ca.admin.cookie);
    try {
      await setStatus(cb.manager, roomB!.roomId, 'clean');
      expect((await admin.next((e) => e.event === 'message')).data).toEqual({ hotelId: b.id, kind: 'room', roomId: roomB!.roomId });
    } finally {
      admin.close();
    }
  });
});
