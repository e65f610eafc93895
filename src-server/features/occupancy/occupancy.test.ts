import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, useTestApp } from '../../test/test-app';
import { expectError, expectInvalid, send } from '../../test/http-checks';
import { seedCrew, seedMember, seedRooms } from '../../test/seed-rooms';
import { reasonMessage } from '../../../src-shared/error-reasons';
import { buildPayload, nextSubscribedEvent } from '../webhooks/webhook-events';
import { currentSeq } from '../../realtime/change-log.queries';

/**
 * DESIGN §17, occupancy through the real HTTP surface: a whole day in and out, idempotent,
 * all or nothing; the desk, managers and API tokens (by scope) only, in their own hotel.
 */
describe.each(testDatabases())('occupancy per room and day on %s', (kind) => {
  const t = useTestApp(kind);
  const DAY = '2026-11-26';

  async function world() {
    const hotel = await seedHotel(t.db, 'Harbour Hotel');
    const other = await seedHotel(t.db, 'Other Hotel');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const rooms = await seedRooms(t.db, hotel.id, ['101', '102', '103']);
    await seedRooms(t.db, other.id, ['901']);
    return { hotel, other, c, rooms };
  }
  const NO_ARRIVAL = { arrivalTime: null, departureTime: null, vip: 0, earlyCheckIn: false, turndownRequested: false };
  const url = (hotelId: string, date = DAY) => `/api/hotels/${hotelId}/occupancy?date=${date}`;
  const day = [
    { roomNumber: '101', occupied: true, stay: 'stayover', guests: 2, nightsSoFar: 3 },
    { roomNumber: '102', occupied: true, stay: 'due_out', guests: 1 },
    { roomNumber: '103', occupied: false, stay: 'vacant', optOut: false },
  ];
  const rowsOf = async () =>
    t.db.selectFrom('room_occupancy').select(['room_id', 'stay', 'updated_at', 'source']).orderBy('room_id').execute();

  it('answers the day it was given, in room order; a second PUT of the same day changes nothing', async () => {
    const w = await world();
    const put = await send(t.app, 'PUT', url(w.hotel.id), { cookie: w.c.frontdesk.cookie, body: { rooms: day } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ date: DAY, count: 3, plan: null });
    const got = await send(t.app, 'GET', url(w.hotel.id), { cookie: w.c.manager.cookie });
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json()).toEqual({
      date: DAY,
      rooms: [
        { roomId: w.rooms[0]!.roomId, roomNumber: '101', occupied: true, stay: 'stayover', guests: 2, nightsSoFar: 3, optOut: false, ...NO_ARRIVAL, source: 'api', updatedAt: expect.any(String) },
        { roomId: w.rooms[1]!.roomId, roomNumber: '102', occupied: true, stay: 'due_out', guests: 1, nightsSoFar: null, optOut: false, ...NO_ARRIVAL, source: 'api', updatedAt: expect.any(String) },
        { roomId: w.rooms[2]!.roomId, roomNumber: '103', occupied: false, stay: 'vacant', guests: null, nightsSoFar: null, optOut: false, ...NO_ARRIVAL, source: 'api', updatedAt: expect.any(String) },
      ],
    });
    const before = await rowsOf();
    const again = await send(t.app, 'PUT', url(w.hotel.id), { cookie: w.c.manager.cookie, body: { rooms: [...day].reverse() } });
    expect(again.statusCode, again.body).toBe(200);
    expect(await rowsOf()).toEqual(before);
    // Another day is its own; an empty day is nothing known.
    expect((await send(t.app, 'GET', url(w.hotel.id, '2026-11-27'), { cookie: w.c.manager.cookie })).json()).toEqual({ date: '2026-11-27', rooms: [] });
  });

  it('replaces the whole day: a room left out is no longer known, a changed one is updated', async () => {
    const w = await world();
    await send(t.app, 'PUT', url(w.hotel.id), { cookie: w.c.manager.cookie, body: { rooms: day } });
    const res = await send(t.app, 'PUT', url(w.hotel.id), { cookie: w.c.manager.cookie, body: { rooms: [{ roomNumber: '101', occupied: true, stay: 'due_out' }] } });
    expect(res.statusCode, res.body).toBe(200);
    const got = (await send(t.app, 'GET', url(w.hotel.id), { cookie: w.c.manager.cookie })).json();
    expect(got.rooms.map((r: { roomNumber: string; stay: string }) => `${r.roomNumber}:${r.stay}`)).toEqual(['101:due_out']);
  });

  it('refuses room numbers the hotel does not have, listing them, and stores nothing', async () => {
    const w = await world();
    await send(t.app, 'PUT', url(w.hotel.id), { cookie: w.c.manager.cookie, body: { rooms: day } });
    const before = await rowsOf();
    const res = await send(t.app, 'PUT', url(w.hotel.id), {
      cookie: w.c.manager.cookie,
      body: { rooms: [{ roomNumber: '101', occupied: false, stay: 'departed' }, { roomNumber: '901', occupied: true, stay: 'stayover' }, { roomNumber: '777', occupied: true, stay: 'arrival' }] },
    });
    const body = expectError(res, 400, 'BAD_REQUEST', reasonMessage('UNKNOWN_ROOM_NUMBERS', { rooms: '901, 777' }));
    expect(body.reason).toBe('UNKNOWN_ROOM_NUMBERS');
    expect(await rowsOf()).toEqual(before);
  });

  it('refuses bad input with a clear 400: the date, the stay, the bounds, a room twice', async () => {
    const w = await world();
    const put = (u: string, rooms: unknown) => send(t.app, 'PUT', u, { cookie: w.c.manager.cookie, body: { rooms } });
    expectInvalid(await put(url(w.hotel.id, '2026-02-30'), day), 'date', 'Please choose a date as yyyy-MM-dd');
    expectInvalid(await put(url(w.hotel.id, '2101-01-01'), day), 'date');
    expectInvalid(await put(`/api/hotels/${w.hotel.id}/occupancy`, day), 'date');
    expectInvalid(await put(url(w.hotel.id), [{ roomNumber: '101', occupied: true, stay: 'asleep' }]), 'rooms.0.stay');
    expectInvalid(await put(url(w.hotel.id), [{ roomNumber: '101', occupied: true, stay: 'stayover', guests: 100 }]), 'rooms.0.guests');
    expectInvalid(await put(url(w.hotel.id), [day[0], day[0]]), 'rooms.1.roomNumber');
    expect(await rowsOf()).toEqual([]);
  });

  it('takes a whole large hotel in one request, beyond the usual body limit', async () => {
    const w = await world();
    const numbers = Array.from({ length: 3000 }, (_, i) => String(1000 + i));
    await t.db.insertInto('rooms').values(numbers.map((n) => ({ hotel_id: w.hotel.id, room_number: n, floor: 1 }))).execute();
    const rooms = numbers.map((n) => ({ roomNumber: n, occupied: true, stay: 'stayover', guests: 2, nightsSoFar: 4, optOut: false }));
    const res = await send(t.app, 'PUT', url(w.hotel.id), { cookie: w.c.manager.cookie, body: { rooms } });
    expect(JSON.stringify({ rooms }).length).toBeGreaterThan(256 * 1024);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().count).toBe(3000);
  });

  it('is the desk’s and managers’: a housekeeper is refused (403), another hotel is not found (404)', async () => {
    const w = await world();
    expectError(await send(t.app, 'GET', url(w.hotel.id), { cookie: w.c.housekeeper.cookie }), 403, 'FORBIDDEN');
    expectError(await send(t.app, 'PUT', url(w.hotel.id), { cookie: w.c.housekeeper.cookie, body: { rooms: day } }), 403, 'FORBIDDEN');
    const stranger = await seedMember(t.app, t.db, 'manager', w.other.id);
    expectError(await send(t.app, 'GET', url(w.hotel.id), { cookie: stranger.cookie }), 404, 'NOT_FOUND');
    expectError(await send(t.app, 'PUT', url(w.hotel.id), { cookie: stranger.cookie, body: { rooms: day } }), 404, 'NOT_FOUND');
    expectError(await send(t.app, 'PUT', url(w.hotel.id), { body: { rooms: day } }), 401, 'UNAUTHORIZED');
    expect(await rowsOf()).toEqual([]);
  });

  it('takes a PMS’s API token: write may PUT, read may only GET, neither reaches another hotel', async () => {
    const w = await world();
    const token = async (scope: 'read' | 'write', hotelId: string) =>
      (await send(t.app, 'POST', '/api/api-tokens', { cookie: w.c.admin.cookie, body: { name: `PMS ${scope}`, hotelId, scope } })).json().token as string;
    const write = await token('write', w.hotel.id);
    const read = await token('read', w.hotel.id);
    const as = (tok: string, method: 'GET' | 'PUT', u: string, body?: unknown) => send(t.app, method, u, { headers: { authorization: `Bearer ${tok}` }, origin: null, body });
    const put = await as(write, 'PUT', url(w.hotel.id), { rooms: day });
    expect(put.statusCode, put.body).toBe(200);
    expect((await as(read, 'GET', url(w.hotel.id))).json().rooms).toHaveLength(3);
    expect(expectError(await as(read, 'PUT', url(w.hotel.id), { rooms: [] }), 403, 'FORBIDDEN').reason).toBe('API_TOKEN_SCOPE_MISSING');
    expectError(await as(write, 'GET', url(w.other.id)), 404, 'NOT_FOUND');
    expectError(await as(write, 'PUT', url(w.other.id), { rooms: [] }), 404, 'NOT_FOUND');
    // The plan and the cadence are not a token's to change.
    expectError(await send(t.app, 'POST', `/api/hotels/${w.hotel.id}/day-plan?date=${DAY}`, { headers: { authorization: `Bearer ${write}` }, origin: null, body: { apply: true } }), 403, 'FORBIDDEN');
    expect((await rowsOf()).every((r) => r.source === 'api')).toBe(true);
  });
  it('tells webhooks occupancy.updated once per change, with the changed rooms as they are now', async () => {
    const w = await world();
    const events = async () => {
      const out: { type: string; data: { date: string; rooms: { roomNumber: string; stay: string }[]; removedRoomIds: string[] } }[] = [];
      const upTo = (await currentSeq(t.db, w.hotel.id))!;
      for (let after = 0; ; ) {
        const event = await nextSubscribedEvent(t.db, w.hotel.id, ['occupancy.updated'], after, upTo);
        if (!event) return out;
        out.push(JSON.parse(await buildPayload(t.db, crypto.randomUUID(), event)));
        after = event.seq;
      }
    };
    await send(t.app, 'PUT', url(w.hotel.id), { cookie: w.c.manager.cookie, body: { rooms: day } });
    await send(t.app, 'PUT', url(w.hotel.id), { cookie: w.c.manager.cookie, body: { rooms: day } });
    await send(t.app, 'PUT', url(w.hotel.id), { cookie: w.c.manager.cookie, body: { rooms: [{ ...day[0], stay: 'due_out' }, day[1]] } });
    const sent = await events();
    expect(sent.map((e) => e.type)).toEqual(['occupancy.updated', 'occupancy.updated']);
    expect(sent[0]!.data.date).toBe(DAY);
    expect(sent[1]!.data.rooms.map((r) => `${r.roomNumber}:${r.stay}`)).toEqual(['101:due_out']);
    expect(sent[1]!.data.removedRoomIds).toEqual([w.rooms[2]!.roomId]);
  });

  it('is documented in OpenAPI with the day in the query and the rooms in the body', async () => {
    const doc = (await send(t.app, 'GET', '/api/openapi.json')).json();
    const put = doc.paths['/api/hotels/{id}/occupancy'].put;
    expect(put.parameters.map((p: { in: string; name: string }) => `${p.in}:${p.name}`)).toEqual(['path:id', 'query:date']);
    expect(Object.keys(put.requestBody.content['application/json'].schema.properties)).toEqual(['rooms']);
    const plan = doc.paths['/api/hotels/{id}/day-plan'].post;
    expect(plan.parameters.map((p: { in: string; name: string }) => `${p.in}:${p.name}`)).toEqual(['path:id', 'query:date']);
    expect(Object.keys(doc.paths['/api/hotels/{id}/cleaning-rules'])).toEqual(['get', 'put']);
    expect(Object.keys(doc.paths['/api/hotels/{id}/occupancy/import-mapping'])).toEqual(['get', 'put']);
  });
});
