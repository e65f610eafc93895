import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testDatabases } from '../../test/test-db';
import { seedHotel, seedUser, useTestApp } from '../../test/test-app';
import { expectError, expectInvalid, send } from '../../test/http-checks';
import { expectAdminOnly, signedIn } from '../../test/role-checks';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())('hotels on %s', (kind) => {
  const t = useTestApp(kind);

  const roomsOf = (hotelId: string) =>
    t.db
      .selectFrom('rooms')
      .leftJoin('room_statuses', 'room_statuses.room_id', 'rooms.id')
      .select(['rooms.room_number', 'room_statuses.status', 'room_statuses.hotel_id'])
      .where('rooms.hotel_id', '=', hotelId)
      .orderBy('rooms.room_number')
      .execute();

  describe('POST /api/hotels', () => {
    it('creates the hotel, its rooms and a clean status record for each', async () => {
      const { cookie } = await signedIn(t, 'admin', null);
      const res = await send(t.app, 'POST', '/api/hotels', {
        cookie,
        body: { name: ' Sea View ', address: '1 Beach Rd', timezone: 'America/Chicago', rooms: '101, 102, ,103 ' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const hotel = res.json();
      expect(hotel).toEqual({
        id: expect.any(String),
        name: 'Sea View',
        address: '1 Beach Rd',
        timezone: 'America/Chicago',
        staffCount: 0,
        roomCount: 3,
        maxSquareFeetPerShift: null,
        // DESIGN §12: off by default.
        inspectionRequired: false,
        selfCheck: false,
      });
      expect(await roomsOf(hotel.id)).toEqual(
        ['101', '102', '103'].map((n) => ({ room_number: n, status: 'clean', hotel_id: hotel.id })),
      );
    });

    it('defaults the timezone to UTC, a blank address to null, and accepts no room list', async () => {
      const { cookie } = await signedIn(t, 'admin', null);
      const res = await send(t.app, 'POST', '/api/hotels', { cookie, body: { name: 'Inn', address: '  ' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Inn', address: null, timezone: 'UTC', roomCount: 0 });
    });

    it('refuses a repeated room number, naming it, and creates nothing at all', async () => {
      const { cookie } = await signedIn(t, 'admin', null);
      const res = await send(t.app, 'POST', '/api/hotels', { cookie, body: { name: 'Twin', rooms: '101, 101' } });
      expectInvalid(res, 'rooms', 'Room 101 is listed more than once');
      expect(await t.db.selectFrom('hotels').selectAll().execute()).toEqual([]);
      expect(await t.db.selectFrom('rooms').selectAll().execute()).toEqual([]);
      expect(await t.db.selectFrom('room_statuses').selectAll().execute()).toEqual([]);
    });

    it('rolls back the hotel and every room when a later insert fails', async () => {
      const { cookie } = await signedIn(t, 'admin', null);
      // A database failure on the last room, after a full first chunk of 1,000 rooms was written.
      await sql`create function hk_test_boom() returns trigger language plpgsql as $$
        begin if new.room_number = 'boom' then raise exception 'boom'; end if; return new; end $$`.execute(t.db);
      await sql`create trigger hk_test_boom before insert on rooms for each row execute function hk_test_boom()`.execute(t.db);
      try {
        const rooms = [...Array.from({ length: 1000 }, (_, i) => String(i + 1)), 'boom'].join(',');
        const res = await send(t.app, 'POST', '/api/hotels', { cookie, body: { name: 'Half', rooms } });
        expectError(res, 500, 'INTERNAL_SERVER_ERROR', 'Something went wrong. Please try again.');
      } finally {
        await sql`drop trigger hk_test_boom on rooms`.execute(t.db);
        await sql`drop function hk_test_boom()`.execute(t.db);
      }
      expect(await t.db.selectFrom('hotels').selectAll().execute()).toEqual([]);
      expect(await t.db.selectFrom('rooms').selectAll().execute()).toEqual([]);
      expect(await t.db.selectFrom('room_statuses').selectAll().execute()).toEqual([]);
    });

    it('answers 400 with the spec messages for a missing name and an unknown timezone', async () => {
      const { cookie } = await signedIn(t, 'admin', null);
      expectInvalid(await send(t.app, 'POST', '/api/hotels', { cookie, body: {} }), 'name', 'Hotel name is required');
      expectInvalid(await send(t.app, 'POST', '/api/hotels', { cookie, body: { name: '  ' } }), 'name', 'Hotel name is required');
      for (const timezone of ['Europe/Nowhere', '+01:00', 'utc; drop table hotels', 42]) {
        expectInvalid(
          await send(t.app, 'POST', '/api/hotels', { cookie, body: { name: 'X', timezone } }),
          'timezone',
          'Please select a timezone from the list',
        );
      }
      expect(await t.db.selectFrom('hotels').selectAll().execute()).toEqual([]);
    });

    it('accepts any IANA timezone, not only the six of the spec (issue 18)', async () => {
      const { cookie } = await signedIn(t, 'admin', null);
      // Asia/Kolkata is what a browser lists and Asia/Calcutta what Node lists: both name the zone.
      for (const timezone of ['Europe/Madrid', 'America/Bogota', 'Asia/Kolkata', 'Asia/Calcutta', 'America/Mexico_City']) {
        const res = await send(t.app, 'POST', '/api/hotels', { cookie, body: { name: `Hotel ${timezone}`, timezone } });
        expect(res.statusCode, timezone).toBe(200);
        expect(res.json()).toMatchObject({ timezone });
      }
      const madrid = (await t.db.selectFrom('hotels').select('id').where('timezone', '=', 'Europe/Madrid').executeTakeFirstOrThrow()).id;
      const res = await send(t.app, 'PATCH', `/api/hotels/${madrid}`, { cookie, body: { timezone: 'Atlantic/Canary' } });
      expect(res.json()).toMatchObject({ timezone: 'Atlantic/Canary' });
      expectInvalid(await send(t.app, 'PATCH', `/api/hotels/${madrid}`, { cookie, body: { timezone: 'Mars/Olympus' } }), 'timezone', 'Please select a timezone from the list');
    });
  });

  describe('PATCH /api/hotels/{id}', () => {
    it('changes name, address and timezone; only the fields sent', async () => {
      const hotel = await seedHotel(t.db, 'Old Name');
      const { cookie } = await signedIn(t, 'admin', null);
      const url = `/api/hotels/${hotel.id}`;
      const res = await send(t.app, 'PATCH', url, {
        cookie,
        body: { name: 'New Name', address: '2 Hill St', timezone: 'America/Denver' },
      });
      expect(res.json()).toMatchObject({ id: hotel.id, name: 'New Name', address: '2 Hill St', timezone: 'America/Denver' });
      const partial = await send(t.app, 'PATCH', url, { cookie, body: { address: null } });
      expect(partial.json()).toMatchObject({ name: 'New Name', address: null, timezone: 'America/Denver' });
    });

    it('refuses a blank name (400) and answers 404 for an unknown hotel', async () => {
      const hotel = await seedHotel(t.db);
      const { cookie } = await signedIn(t, 'admin', null);
      const blank = await send(t.app, 'PATCH', `/api/hotels/${hotel.id}`, { cookie, body: { name: '' } });
      expectInvalid(blank, 'name', 'Hotel name is required');
      const unknown = await send(t.app, 'PATCH', `/api/hotels/${UNKNOWN}`, { cookie, body: { name: 'X' } });
      expectError(unknown, 404, 'NOT_FOUND', 'Hotel not found');
    });
  });

  describe('GET /api/hotels and /api/hotels/{id}', () => {
    it('lists every hotel to an admin by name, counting approved staff only', async () => {
      const a = await seedHotel(t.db, 'Alpha');
      const b = await seedHotel(t.db, 'Beta');
      await seedUser(t.db, { hotelId: a.id });
      await seedUser(t.db, { hotelId: a.id, role: 'manager' });
      await seedUser(t.db, { hotelId: a.id, status: 'pending' });
      await seedUser(t.db, { hotelId: a.id, status: 'rejected' });
      const { cookie } = await signedIn(t, 'admin', null);
      const res = await send(t.app, 'GET', '/api/hotels', { cookie });
      expect(res.json().map((h: { name: string; staffCount: number }) => [h.name, h.staffCount])).toEqual([
        ['Alpha', 2],
        ['Beta', 0],
      ]);
      expect((await send(t.app, 'GET', `/api/hotels/${b.id}`, { cookie })).json()).toMatchObject({ name: 'Beta' });
    });

    it('shows staff only their own hotel; another hotel is 404', async () => {
      const own = await seedHotel(t.db, 'Own');
      const other = await seedHotel(t.db, 'Other');
      const { cookie } = await signedIn(t, 'housekeeper', own.id);
      const list = await send(t.app, 'GET', '/api/hotels', { cookie });
      expect(list.json()).toEqual([expect.objectContaining({ id: own.id, name: 'Own', staffCount: 1 })]);
      expect((await send(t.app, 'GET', `/api/hotels/${own.id}`, { cookie })).json()).toMatchObject({ timezone: 'UTC' });
      expectError(await send(t.app, 'GET', `/api/hotels/${other.id}`, { cookie }), 404, 'NOT_FOUND', 'Hotel not found');
      expectError(await send(t.app, 'GET', `/api/hotels/${UNKNOWN}`, { cookie }), 404, 'NOT_FOUND', 'Hotel not found');
      expectError(await send(t.app, 'GET', '/api/hotels/not-a-uuid', { cookie }), 400, 'BAD_REQUEST');
      expectError(await send(t.app, 'GET', '/api/hotels'), 401, 'UNAUTHORIZED');
    });
  });

  it('refuses hotel create and edit to every role but admin (403) and to no session (401)', async () => {
    const hotel = await seedHotel(t.db, 'Kept');
    await expectAdminOnly(t, hotel.id, [
      { method: 'POST', url: '/api/hotels', body: { name: 'Sneaky', rooms: '1' } },
      { method: 'PATCH', url: `/api/hotels/${hotel.id}`, body: { name: 'Renamed' } },
    ]);
    expect((await t.db.selectFrom('hotels').select('name').execute()).map((h) => h.name)).toEqual(['Kept']);
  });
});
