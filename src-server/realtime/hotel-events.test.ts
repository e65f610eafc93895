import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/test-db';
import { api, seedHotel, useTestApp } from '../test/test-app';
import { seedCrew, seedLateCheckout, seedRooms, type Member } from '../test/seed-rooms';
import { listenOn, Subscription } from '../test/sse-client';
import type { HotelStreamEvent } from '../../src-shared/hotel-events';
import type { BoardRoom } from '../../src-shared/room-ops.schemas';

type RoomsEvent = Extract<HotelStreamEvent, { kind: 'rooms' }>;

describe.each(testDatabases())('live hotel changes over SSE (DESIGN §11) on %s', (kind) => {
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
  const setStatus = (who: Member, roomId: string, status: string) =>
    api(t.app, 'POST', '/api/room-statuses', { cookie: who.cookie, body: { roomId, status } });
  const board = async (who: Member, hotelId: string) =>
    (await api(t.app, 'GET', `/api/room-statuses/hotel/${hotelId}`, { cookie: who.cookie })).json() as BoardRoom[];
  // Where the hotel's sequence stands: signing the crew in already proposed the housekeeper for the shift (issue 18).
  const seqNow = async (hotelId: string) =>
    Number((await t.db.selectFrom('hotel_change_counters').select('change_seq').where('hotel_id', '=', hotelId).executeTakeFirstOrThrow()).change_seq);

  it("a status change reaches every open screen as the room's new board row, with its sequence as the event id; another hotel's does not", async () => {
    const { a, b, ca, cb } = await twoHotels();
    const [roomA] = await seedRooms(t.db, a.id, ['101']);
    const [roomB] = await seedRooms(t.db, b.id, ['101']);
    const desk = await Subscription.open(baseUrl, a.id, ca.frontdesk.cookie);
    const keeper = await Subscription.open(baseUrl, a.id, ca.housekeeper.cookie);
    const s = await seqNow(a.id);
    try {
      expect((await setStatus(cb.manager, roomB!.roomId, 'dirty')).statusCode).toBe(200);
      const startedAt = Date.now();
      expect((await setStatus(ca.manager, roomA!.roomId, 'dirty')).statusCode).toBe(200);
      const row = (await board(ca.manager, a.id)).find((r) => r.roomId === roomA!.roomId);
      for (const sub of [desk, keeper]) {
        const got = await sub.next((e) => e.event === 'message', 2000);
        expect(got.data).toEqual({ seq: s + 1, kind: 'rooms', rooms: [row] });
        expect(got.id).toBe(String(s + 1));
      }
      expect(Date.now() - startedAt).toBeLessThan(2000);
      // B's change was made first, so had it been delivered it would be here already.
      expect(desk.dataEvents()).toHaveLength(1);
    } finally {
      desk.close();
      keeper.close();
    }
  });

  it('a bulk change is one event with every row; assign, notes and late checkouts carry their data too', async () => {
    const { a, ca } = await twoHotels();
    const [r1] = await seedRooms(t.db, a.id, ['101', '102', '103']);
    const sub = await Subscription.open(baseUrl, a.id, ca.manager.cookie);
    const s = await seqNow(a.id);
    try {
      const m = ca.manager.cookie;
      // Each waits for its event: changes that come close together may be folded into one (hotel-feed.ts).
      const delivered = (seq: number) => sub.next((e) => e.event === 'message' && (e.data as HotelStreamEvent).seq === seq);
      await api(t.app, 'POST', '/api/room-statuses/bulk-dirty', { cookie: m, body: { hotelId: a.id, roomNumbers: '101-103' } });
      await delivered(s + 1);
      await api(t.app, 'POST', '/api/room-statuses/assign', { cookie: m, body: { roomIds: [r1!.roomId], housekeeperId: ca.housekeeper.id } });
      await delivered(s + 2);
      await api(t.app, 'POST', '/api/room-notes', { cookie: m, body: { roomId: r1!.roomId, content: 'Hi' } });
      await delivered(s + 3);
      // Seeded rather than added, so the test never depends on the time of day.
      const lateId = await seedLateCheckout(t.db, r1!, '11:00');
      expect((await api(t.app, 'PATCH', `/api/late-checkouts/${lateId}`, { cookie: m, body: {} })).statusCode).toBe(200);
      await sub.next((e) => e.event === 'message' && (e.data as HotelStreamEvent).seq === s + 5);
      const events = sub.dataEvents();
      expect(events.slice(0, 3).map((e) => [e.seq, e.kind])).toEqual([
        [s + 1, 'rooms'],
        [s + 2, 'rooms'],
        [s + 3, 'note'],
      ]);
      const bulk = events[0] as RoomsEvent;
      expect(bulk.rooms.map((r) => [r.roomNumber, r.status])).toEqual([['101', 'dirty'], ['102', 'dirty'], ['103', 'dirty']]);
      const assigned = (events[1] as RoomsEvent).rooms;
      expect(assigned).toEqual([expect.objectContaining({ roomId: r1!.roomId, status: 'assigned', assignedTo: ca.housekeeper.id, assignedToName: 'Hana Keeper' })]);
      expect(events[2]).toEqual({ seq: s + 3, kind: 'note', roomId: r1!.roomId });
      // Resolving is two changes in one transaction (the list, the room): delivered apart or folded, never lost.
      const resolution = events.slice(3);
      expect(resolution.find((e) => e.kind === 'late-checkouts')).toMatchObject({ lateCheckouts: [] });
      const room = resolution.find((e): e is RoomsEvent => e.kind === 'rooms')!;
      expect(room.rooms[0]).toMatchObject({ status: 'dirty', notes: 'Marked dirty after late checkout resolution' });
      expect(resolution.at(-1)!.seq).toBe(s + 5);
    } finally {
      sub.close();
    }
  });

  it('a reconnecting screen resumes after the last event it saw: the missed changes folded, latest state only', async () => {
    const { a, ca } = await twoHotels();
    const [r1, r2] = await seedRooms(t.db, a.id, ['101', '102']);
    const s = await seqNow(a.id);
    await setStatus(ca.manager, r1!.roomId, 'dirty'); // s + 1, seen
    await setStatus(ca.manager, r1!.roomId, 'out_of_service'); // s + 2, missed
    await setStatus(ca.manager, r2!.roomId, 'dirty'); // s + 3, missed
    const sub = await Subscription.open(baseUrl, a.id, ca.frontdesk.cookie, String(s + 1));
    try {
      const caughtUp = await sub.next((e) => e.event === 'message');
      expect(caughtUp.id).toBe(String(s + 3));
      const rooms = (caughtUp.data as RoomsEvent).rooms.map((r) => [r.roomNumber, r.status]);
      expect(rooms).toEqual([['101', 'out_of_service'], ['102', 'dirty']]);
      await setStatus(ca.manager, r2!.roomId, 'clean');
      const live = await sub.next((e) => e.event === 'message' && e.id === String(s + 4));
      expect((live.data as RoomsEvent).rooms).toEqual([expect.objectContaining({ roomNumber: '102', status: 'clean' })]);
      expect(sub.dataEvents()).toHaveLength(2);
    } finally {
      sub.close();
    }
  });

  it('a screen that is up to date gets nothing on resume; one older than the log, or from a sequence never reached, gets one reset', async () => {
    const { a, ca } = await twoHotels();
    const [r1] = await seedRooms(t.db, a.id, ['101']);
    const s = await seqNow(a.id);
    await setStatus(ca.manager, r1!.roomId, 'dirty');
    await setStatus(ca.manager, r1!.roomId, 'clean');
    const current = await Subscription.open(baseUrl, a.id, ca.frontdesk.cookie, String(s + 2));
    // Pruned as if a day had passed.
    await t.db.deleteFrom('hotel_changes').where('hotel_id', '=', a.id).where('seq', '<=', String(s + 1)).execute();
    const stale = await Subscription.open(baseUrl, a.id, ca.frontdesk.cookie, '0');
    const future = await Subscription.open(baseUrl, a.id, ca.frontdesk.cookie, '99');
    try {
      for (const sub of [stale, future]) {
        const reset = await sub.next((e) => e.event === 'message');
        expect(reset.data).toEqual({ kind: 'reset', seq: s + 2 });
      }
      await setStatus(ca.manager, r1!.roomId, 'dirty');
      await current.next((e) => e.event === 'message' && e.id === String(s + 3));
      expect(current.dataEvents().map((e) => e.seq)).toEqual([s + 3]);
    } finally {
      for (const sub of [current, stale, future]) sub.close();
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
      const got = await admin.next((e) => e.event === 'message');
      expect((got.data as RoomsEvent).rooms).toEqual([expect.objectContaining({ roomId: roomB!.roomId, status: 'clean' })]);
    } finally {
      admin.close();
    }
  });
});
