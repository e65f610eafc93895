import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, seedUser, useTestApp } from '../../test/test-app';
import { expectError, expectInvalid, send } from '../../test/http-checks';
import { expectAdminOnly, signedIn } from '../../test/role-checks';
import type { Db } from '../../db/connection';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function seedRooms(db: Db, hotelId: string, numbers: string[]) {
  const rooms = await db
    .insertInto('rooms')
    .values(numbers.map((n) => ({ hotel_id: hotelId, room_number: n, floor: null })))
    .returningAll()
    .execute();
  await db.insertInto('room_statuses').values(rooms.map((r) => ({ room_id: r.id, hotel_id: hotelId }))).execute();
  return rooms;
}

describe.each(testDatabases())('rooms on %s', (kind) => {
  const t = useTestApp(kind);

  describe('GET /api/rooms/hotel/{hotelId} and /api/rooms/{id}', () => {
    it("lists a hotel's rooms in numeric order, to admin and to the hotel's own staff", async () => {
      const hotel = await seedHotel(t.db);
      const [room] = await seedRooms(t.db, hotel.id, ['1001', '20', '102', '101A', '101']);
      const admin = await signedIn(t, 'admin', null);
      const staff = await signedIn(t, 'frontdesk', hotel.id);
      for (const { cookie } of [admin, staff]) {
        const res = await send(t.app, 'GET', `/api/rooms/hotel/${hotel.id}`, { cookie });
        expect(res.json().map((r: { roomNumber: string }) => r.roomNumber)).toEqual(['20', '101', '101A', '102', '1001']);
        const one = await send(t.app, 'GET', `/api/rooms/${room!.id}`, { cookie });
        expect(one.json()).toEqual({ id: room!.id, hotelId: hotel.id, roomNumber: '1001', floor: null, roomTypeId: null });
      }
    });

    it("answers 404 for another hotel's rooms, exactly as for unknown ones", async () => {
      const own = await seedHotel(t.db, 'Own');
      const other = await seedHotel(t.db, 'Other');
      const [foreign] = await seedRooms(t.db, other.id, ['101']);
      const { cookie } = await signedIn(t, 'manager', own.id);
      expectError(await send(t.app, 'GET', `/api/rooms/hotel/${other.id}`, { cookie }), 404, 'NOT_FOUND', 'Hotel not found');
      expectError(await send(t.app, 'GET', `/api/rooms/hotel/${UNKNOWN}`, { cookie }), 404, 'NOT_FOUND', 'Hotel not found');
      expectError(await send(t.app, 'GET', `/api/rooms/${foreign!.id}`, { cookie }), 404, 'NOT_FOUND', 'Room not found');
      expectError(await send(t.app, 'GET', `/api/rooms/${UNKNOWN}`, { cookie }), 404, 'NOT_FOUND', 'Room not found');
      expectError(await send(t.app, 'GET', `/api/rooms/${foreign!.id}`), 401, 'UNAUTHORIZED');
    });
  });

  describe('POST /api/rooms', () => {
    it('creates the room with its clean status record; the same number may exist in another hotel', async () => {
      const hotel = await seedHotel(t.db, 'A');
      const other = await seedHotel(t.db, 'B');
      await seedRooms(t.db, other.id, ['101']);
      const { cookie } = await signedIn(t, 'admin', null);
      const res = await send(t.app, 'POST', '/api/rooms', { cookie, body: { hotelId: hotel.id, roomNumber: ' 101 ', floor: 1 } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ id: expect.any(String), hotelId: hotel.id, roomNumber: '101', floor: 1, roomTypeId: null });
      const status = await t.db.selectFrom('room_statuses').selectAll().where('room_id', '=', res.json().id).executeTakeFirst();
      expect(status).toMatchObject({ status: 'clean', hotel_id: hotel.id });
      const noFloor = await send(t.app, 'POST', '/api/rooms', { cookie, body: { hotelId: hotel.id, roomNumber: '102', floor: null } });
      expect(noFloor.json().floor).toBeNull();
    });

    it('answers 409 for a number already in the hotel, 400 for a blank one, 404 for an unknown hotel', async () => {
      const hotel = await seedHotel(t.db);
      await seedRooms(t.db, hotel.id, ['101']);
      const { cookie } = await signedIn(t, 'admin', null);
      const post = (body: unknown) => send(t.app, 'POST', '/api/rooms', { cookie, body });
      expectError(await post({ hotelId: hotel.id, roomNumber: '101' }), 409, 'CONFLICT', 'Room 101 already exists in this hotel');
      expectInvalid(await post({ hotelId: hotel.id, roomNumber: '  ' }), 'roomNumber', 'Room number is required');
      expectInvalid(await post({ hotelId: hotel.id }), 'roomNumber', 'Room number is required');
      expectInvalid(await post({ hotelId: hotel.id, roomNumber: '7', floor: 'abc' }), 'floor', 'Floor must be a whole number');
      expectError(await post({ hotelId: UNKNOWN, roomNumber: '1' }), 404, 'NOT_FOUND', 'Hotel not found');
      expect(await t.db.selectFrom('rooms').select('room_number').execute()).toEqual([{ room_number: '101' }]);
      expect(await t.db.selectFrom('room_statuses').selectAll().execute()).toHaveLength(1);
    });
  });

  describe('PATCH /api/rooms/{id}', () => {
    it('edits number and floor; a form value "" clears the floor and "3" sets it', async () => {
      const hotel = await seedHotel(t.db);
      const [room] = await seedRooms(t.db, hotel.id, ['101']);
      const { cookie } = await signedIn(t, 'admin', null);
      const url = `/api/rooms/${room!.id}`;
      expect((await send(t.app, 'PATCH', url, { cookie, body: { roomNumber: '201', floor: 2 } })).json()).toEqual({
        id: room!.id,
        hotelId: hotel.id,
        roomNumber: '201',
        floor: 2,
        roomTypeId: null,
      });
      expect((await send(t.app, 'PATCH', url, { cookie, body: { floor: '3' } })).json()).toMatchObject({ roomNumber: '201', floor: 3 });
      expect((await send(t.app, 'PATCH', url, { cookie, body: { floor: '' } })).json()).toMatchObject({ floor: null });
      expect((await send(t.app, 'PATCH', url, { cookie, body: {} })).json()).toMatchObject({ roomNumber: '201', floor: null });
    });

    it('refuses floor "abc" or 2.5 and a blank number (400), a taken number (409), an unknown room (404)', async () => {
      const hotel = await seedHotel(t.db);
      const [room] = await seedRooms(t.db, hotel.id, ['101', '102']);
      const { cookie } = await signedIn(t, 'admin', null);
      const patch = (body: unknown, id = room!.id) => send(t.app, 'PATCH', `/api/rooms/${id}`, { cookie, body });
      expectInvalid(await patch({ floor: 'abc' }), 'floor', 'Floor must be a whole number');
      expectInvalid(await patch({ floor: 2.5 }), 'floor', 'Floor must be a whole number');
      expectInvalid(await patch({ roomNumber: '' }), 'roomNumber', 'Room number is required');
      expectError(await patch({ roomNumber: '102' }), 409, 'CONFLICT', 'Room 102 already exists in this hotel');
      expectError(await patch({ floor: 1 }, UNKNOWN), 404, 'NOT_FOUND', 'Room not found');
      const row = await t.db.selectFrom('rooms').selectAll().where('id', '=', room!.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ room_number: '101', floor: null });
    });
  });

  describe('DELETE /api/rooms/{id}', () => {
    it('removes the room, its status, notes and late checkouts, and keeps its history', async () => {
      const hotel = await seedHotel(t.db);
      const [room, kept] = await seedRooms(t.db, hotel.id, ['101', '102']);
      const housekeeper = await seedUser(t.db, { hotelId: hotel.id });
      await t.db.insertInto('room_notes').values({ room_id: room!.id, hotel_id: hotel.id, content: 'Broken lamp', created_by: housekeeper.id }).execute();
      await t.db.insertInto('late_checkouts').values({ room_id: room!.id, hotel_id: hotel.id, checkout_time: '13:00' }).execute();
      await t.db
        .insertInto('room_status_events')
        .values({ room_id: room!.id, room_number: '101', hotel_id: hotel.id, from_status: 'assigned', to_status: 'clean', actor_id: housekeeper.id })
        .execute();
      const { cookie } = await signedIn(t, 'admin', null);
      const res = await send(t.app, 'DELETE', `/api/rooms/${room!.id}`, { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(await t.db.selectFrom('rooms').select('id').execute()).toEqual([{ id: kept!.id }]);
      expect(await t.db.selectFrom('room_statuses').select('room_id').execute()).toEqual([{ room_id: kept!.id }]);
      expect(await t.db.selectFrom('room_notes').selectAll().execute()).toEqual([]);
      expect(await t.db.selectFrom('late_checkouts').selectAll().execute()).toEqual([]);
      const history = await t.db.selectFrom('room_status_events').select(['room_id', 'room_number', 'to_status']).execute();
      expect(history).toEqual([{ room_id: room!.id, room_number: '101', to_status: 'clean' }]);
      expectError(await send(t.app, 'DELETE', `/api/rooms/${room!.id}`, { cookie }), 404, 'NOT_FOUND', 'Room not found');
    });
  });

  it('refuses room create, edit and delete to every role but admin (403) and to no session (401)', async () => {
    const hotel = await seedHotel(t.db);
    const [room] = await seedRooms(t.db, hotel.id, ['101']);
    await expectAdminOnly(t, hotel.id, [
      { method: 'POST', url: '/api/rooms', body: { hotelId: hotel.id, roomNumber: '999', floor: null } },
      { method: 'PATCH', url: `/api/rooms/${room!.id}`, body: { roomNumber: '555', floor: 5 } },
      { method: 'DELETE', url: `/api/rooms/${room!.id}` },
    ]);
    expect(await t.db.selectFrom('rooms').select(['room_number', 'floor']).execute()).toEqual([{ room_number: '101', floor: null }]);
  });
});
