import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { eventsOf, seedCrew, seedMember, seedRoom, statusOf } from '../../test/seed-rooms';
import { createLocalBus } from '../../realtime/event-bus';
import { beginScheduledOutOfOrder } from './out-of-order-schedule.service';

const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

describe.each(testDatabases())('out of order from a future date (DESIGN §17) on %s', (kind) => {
  const t = useTestApp(kind);

  it('is kept as scheduled with its mark, begins once at its time however many passes run, by the system', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '101', { status: 'assigned', assigned_to: c.housekeeper.id });
    const from = inHours(24);
    const until = inHours(72);
    const set = await api(t.app, 'PUT', `/api/rooms/${room.roomId}/out-of-order`, {
      cookie: c.manager.cookie,
      body: { reason: 'renovation', from, until, returnStatus: 'clean', notes: 'New carpet' },
    });
    expect(set.statusCode, set.body).toBe(200);
    // The room works on until then: still assigned, no history, the board's mark says when.
    expect(set.json()).toMatchObject({ status: 'assigned', assignedTo: c.housekeeper.id, outOfOrder: null, outOfOrderScheduled: { reason: 'renovation', from, until, returnStatus: 'clean' } });
    expect(await eventsOf(t.db, room.roomId)).toEqual([]);
    const board = await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}`, { cookie: c.frontdesk.cookie });
    expect(board.json().find((r: { roomId: string }) => r.roomId === room.roomId)).toMatchObject({ outOfOrderScheduled: { from } });

    const bus = createLocalBus();
    expect(await beginScheduledOutOfOrder(t.db, bus, new Date(Date.now() + 3600_000))).toEqual([]);
    const at = new Date(Date.now() + 25 * 3600_000);
    // Two instances at once, then a later pass: it begins once.
    const [a, b] = await Promise.all([beginScheduledOutOfOrder(t.db, bus, at), beginScheduledOutOfOrder(t.db, bus, at)]);
    expect([...a, ...b]).toEqual([room.roomId]);
    expect(await beginScheduledOutOfOrder(t.db, bus, at)).toEqual([]);
    const row = await t.db
      .selectFrom('room_statuses')
      .select(['status', 'assigned_to', 'ooo_reason', 'ooo_from', 'ooo_until', 'ooo_return_status', 'notes', 'ooo_next_from'])
      .where('room_id', '=', room.roomId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'out_of_order', assigned_to: null, ooo_reason: 'renovation', ooo_return_status: 'clean', notes: 'New carpet', ooo_next_from: null });
    expect(new Date(row.ooo_from!).toISOString()).toBe(from);
    expect(new Date(row.ooo_until!).toISOString()).toBe(until);
    expect(await eventsOf(t.db, room.roomId)).toMatchObject([{ from: 'assigned', to: 'out_of_order', actor: null }]);
  });

  it('cancel removes it before it begins; out of order now replaces it', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '201', { status: 'dirty' });
    const put = (body: object) => api(t.app, 'PUT', `/api/rooms/${room.roomId}/out-of-order`, { cookie: c.manager.cookie, body });
    expect((await put({ reason: 'plumbing', from: inHours(2) })).statusCode).toBe(200);
    const cancel = await api(t.app, 'DELETE', `/api/rooms/${room.roomId}/out-of-order/scheduled`, { cookie: c.admin.cookie });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'dirty', outOfOrderScheduled: null });
    expect(await beginScheduledOutOfOrder(t.db, createLocalBus(), new Date(Date.now() + 3 * 3600_000))).toEqual([]);
    expect((await statusOf(t.db, room.roomId)).status).toBe('dirty');
    const again = await api(t.app, 'DELETE', `/api/rooms/${room.roomId}/out-of-order/scheduled`, { cookie: c.manager.cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe('OUT_OF_ORDER_NOT_SCHEDULED');

    expect((await put({ reason: 'plumbing', from: inHours(2) })).statusCode).toBe(200);
    const now = await put({ reason: 'electrical' });
    expect(now.json()).toMatchObject({ status: 'out_of_order', outOfOrder: { reason: 'electrical' }, outOfOrderScheduled: null });
    expect(await eventsOf(t.db, room.roomId)).toMatchObject([{ from: 'dirty', to: 'out_of_order' }]);
  });

  it('refuses a start in the past, an end before the start, housekeepers (403) and another hotel (404)', async () => {
    const hotel = await seedHotel(t.db);
    const other = await seedHotel(t.db, 'Other');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const stranger = await seedMember(t.app, t.db, 'manager', other.id);
    const room = await seedRoom(t.db, hotel.id, '301', { status: 'clean' });
    const put = (cookie: string, body: object) => api(t.app, 'PUT', `/api/rooms/${room.roomId}/out-of-order`, { cookie, body });
    const cases: [object, string | null][] = [
      [{ reason: 'repairs', from: inHours(-1) }, 'OUT_OF_ORDER_FROM_PAST'],
      [{ reason: 'repairs', from: inHours(5), until: inHours(4) }, 'OUT_OF_ORDER_UNTIL_BEFORE_FROM'],
      [{ reason: 'repairs', from: 'next week' }, null],
    ];
    for (const [body, reason] of cases) {
      const r = await put(c.manager.cookie, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      if (reason) expect(r.json().reason).toBe(reason);
      expect(r.json().error).toBeTruthy();
    }
    expect((await put(c.housekeeper.cookie, { reason: 'repairs', from: inHours(5) })).statusCode).toBe(403);
    expect((await put(stranger.cookie, { reason: 'repairs', from: inHours(5) })).statusCode).toBe(404);
    // A scheduled one, which the housekeeper and the other hotel cannot cancel either.
    expect((await put(c.manager.cookie, { reason: 'repairs', from: inHours(5) })).statusCode).toBe(200);
    const del = (cookie: string) => api(t.app, 'DELETE', `/api/rooms/${room.roomId}/out-of-order/scheduled`, { cookie });
    expect((await del(c.housekeeper.cookie)).statusCode).toBe(403);
    expect((await del(stranger.cookie)).statusCode).toBe(404);
    expect((await statusOf(t.db, room.roomId)).status).toBe('clean');
    const row = await t.db.selectFrom('room_statuses').select('ooo_next_reason').where('room_id', '=', room.roomId).executeTakeFirstOrThrow();
    expect(row.ooo_next_reason).toBe('repairs');
  });

  it('one whose end has passed before it began is dropped through the room change: the version moves and the boards hear of it', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '401', { status: 'dirty' });
    const set = await api(t.app, 'PUT', `/api/rooms/${room.roomId}/out-of-order`, { cookie: c.manager.cookie, body: { reason: 'renovation', from: inHours(1), until: inHours(2) } });
    expect(set.json()).toMatchObject({ outOfOrderScheduled: { reason: 'renovation' } });
    const version = set.json().version as number;
    const logged = async () =>
      (await t.db.selectFrom('hotel_changes').select('room_ids').where('hotel_id', '=', hotel.id).where('kind', '=', 'rooms').execute()).filter((r) => r.room_ids.includes(room.roomId)).length;
    const loggedBefore = await logged();
    // The app was down all along: the pass comes after its end.
    expect(await beginScheduledOutOfOrder(t.db, createLocalBus(), new Date(Date.now() + 3 * 3600_000))).toEqual([]);
    const board = await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}`, { cookie: c.frontdesk.cookie });
    expect(board.json().find((r: { roomId: string }) => r.roomId === room.roomId)).toMatchObject({ status: 'dirty', outOfOrder: null, outOfOrderScheduled: null, version: version + 1 });
    expect(await logged()).toBe(loggedBefore + 1);
    // Not a status change: no history row.
    expect(await eventsOf(t.db, room.roomId)).toEqual([]);
  });
});

