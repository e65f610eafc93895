import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, useTestApp } from '../../test/test-app';
import { expectError, expectInvalid, send } from '../../test/http-checks';
import { expectAdminOnly, signedIn } from '../../test/role-checks';

/** Issue 13, admin setup: rooms added to an existing hotel from a list with ranges, floors from the numbers. */
describe.each(testDatabases())('adding rooms on %s', (kind) => {
  const t = useTestApp(kind);
  const roomsOf = (hotelId: string) =>
    t.db
      .selectFrom('rooms as r')
      .innerJoin('room_statuses as s', 's.room_id', 'r.id')
      .select(['r.room_number', 'r.floor', 's.status'])
      .where('r.hotel_id', '=', hotelId)
      .orderBy('r.room_number')
      .execute();

  it("POST /api/hotels/{id}/rooms adds '101-103, 1204, PH1' with derived floors and clean statuses, all or none", async () => {
    const hotel = await seedHotel(t.db);
    const { cookie } = await signedIn(t, 'admin', null);
    const url = `/api/hotels/${hotel.id}/rooms`;
    const res = await send(t.app, 'POST', url, { cookie, body: { rooms: '101-103, 1204\nPH1' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((r: { roomNumber: string; floor: number | null }) => [r.roomNumber, r.floor])).toEqual([
      ['101', 1], ['102', 1], ['103', 1], ['1204', 12], ['PH1', null],
    ]);
    expect(await roomsOf(hotel.id)).toHaveLength(5);
    expect((await roomsOf(hotel.id)).every((r) => r.status === 'clean')).toBe(true);

    // A list that repeats existing rooms names them and adds nothing.
    expectError(await send(t.app, 'POST', url, { cookie, body: { rooms: '103-105, 1204' } }), 409, 'CONFLICT', 'Rooms 103, 1204 already exist in this hotel');
    expect(await roomsOf(hotel.id)).toHaveLength(5);

    expectInvalid(await send(t.app, 'POST', url, { cookie, body: { rooms: ' , ' } }), 'rooms', 'Room list is required');
    expectInvalid(await send(t.app, 'POST', url, { cookie, body: { rooms: '120-101' } }), 'rooms', 'Room range 120-101 must go from low to high, at most 1000 rooms');
    expectError(await send(t.app, 'POST', '/api/hotels/00000000-0000-4000-8000-000000000000/rooms', { cookie, body: { rooms: '1' } }), 404, 'NOT_FOUND');
    await expectAdminOnly(t, hotel.id, [{ method: 'POST', url, body: { rooms: '201' } }]);
  });

  it('Add Hotel takes ranges and derives floors; a single room without a floor gets one, an explicit null keeps none', async () => {
    const { cookie } = await signedIn(t, 'admin', null);
    const res = await send(t.app, 'POST', '/api/hotels', { cookie, body: { name: 'Tower', timezone: 'UTC', rooms: '305, 1201-1202' } });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id;
    expect((await roomsOf(id)).map((r) => [r.room_number, r.floor])).toEqual([['1201', 12], ['1202', 12], ['305', 3]]);
    const derived = await send(t.app, 'POST', '/api/rooms', { cookie, body: { hotelId: id, roomNumber: '714' } });
    expect(derived.json().floor).toBe(7);
    const none = await send(t.app, 'POST', '/api/rooms', { cookie, body: { hotelId: id, roomNumber: '715', floor: null } });
    expect(none.json().floor).toBeNull();
  });
});
