import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, seedUser, useTestApp } from '../../test/test-app';
import { expectError, send } from '../../test/http-checks';
import { expectAdminOnly, signedIn, STAFF_ROLES } from '../../test/role-checks';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())('staff lists on %s', (kind) => {
  const t = useTestApp(kind);

  it('GET /api/profiles: every account as a profile with role and hotel name, never a hash', async () => {
    const hotel = await seedHotel(t.db, 'Sea View');
    const { user: admin, cookie } = await signedIn(t, 'admin', null);
    const maria = await seedUser(t.db, { fullName: 'Maria', hotelId: hotel.id, role: 'manager', pin: '1234' });
    const pete = await seedUser(t.db, { fullName: 'Pete', status: 'pending' });
    const res = await send(t.app, 'GET', '/api/profiles', { cookie });
    const byId = Object.fromEntries(res.json().map((p: { id: string }) => [p.id, p]));
    expect(Object.keys(byId)).toHaveLength(3);
    expect(byId[maria.id]).toEqual({
      id: maria.id,
      fullName: 'Maria',
      email: maria.email,
      alias: null,
      hotelId: hotel.id,
      hotelName: 'Sea View',
      status: 'approved',
      requestedHotelName: null,
      role: 'manager',
      pin: true,
      language: null,
      createdAt: expect.any(String),
    });
    expect(byId[pete.id]).toMatchObject({ status: 'pending', hotelName: null, pin: null });
    expect(byId[admin.id]).toMatchObject({ role: 'admin', hotelId: null });
  });

  it("GET /api/profiles/hotel/{hotelId}: the hotel's approved staff, to any member of it and to admins", async () => {
    const hotel = await seedHotel(t.db);
    const other = await seedHotel(t.db, 'Other');
    const ana = await seedUser(t.db, { fullName: 'Ana', hotelId: hotel.id });
    await seedUser(t.db, { fullName: 'Pending', hotelId: hotel.id, status: 'pending' });
    await seedUser(t.db, { fullName: 'Gone', hotelId: hotel.id, status: 'rejected' });
    await seedUser(t.db, { fullName: 'Elsewhere', hotelId: other.id });
    const admin = await signedIn(t, 'admin', null);
    const members = await Promise.all(STAFF_ROLES.map((role) => signedIn(t, role, hotel.id)));
    for (const { cookie } of [admin, ...members]) {
      const res = await send(t.app, 'GET', `/api/profiles/hotel/${hotel.id}`, { cookie });
      expect(res.statusCode).toBe(200);
      const names = res.json().map((p: { fullName: string }) => p.fullName);
      expect(names).toHaveLength(4);
      expect(names).toContain('Ana');
      expect(names).not.toContain('Pending');
      expect(names).not.toContain('Gone');
      expect(res.json().find((p: { id: string }) => p.id === ana.id)).toEqual({ id: ana.id, fullName: 'Ana', alias: null, role: 'housekeeper' });
    }
  });

  it('GET /api/roles/hotel/{hotelId}: role and userId of approved staff', async () => {
    const hotel = await seedHotel(t.db);
    const ana = await seedUser(t.db, { hotelId: hotel.id, role: 'housekeeper' });
    const { user: me, cookie } = await signedIn(t, 'manager', hotel.id);
    await seedUser(t.db, { hotelId: hotel.id, status: 'pending', role: 'frontdesk' });
    const res = await send(t.app, 'GET', `/api/roles/hotel/${hotel.id}`, { cookie });
    expect(res.json()).toHaveLength(2);
    expect(res.json()).toEqual(expect.arrayContaining([{ role: 'housekeeper', userId: ana.id }, { role: 'manager', userId: me.id }]));
  });

  it("answers 404 to staff reading another hotel's hotel, rooms, profiles or roles; 401 without a session", async () => {
    const own = await seedHotel(t.db, 'Own');
    const other = await seedHotel(t.db, 'Other');
    for (const role of STAFF_ROLES) {
      const { cookie } = await signedIn(t, role, own.id);
      for (const url of [
        `/api/hotels/${other.id}`,
        `/api/rooms/hotel/${other.id}`,
        `/api/profiles/hotel/${other.id}`,
        `/api/roles/hotel/${other.id}`,
        `/api/profiles/hotel/${UNKNOWN}`,
        `/api/roles/hotel/${UNKNOWN}`,
      ]) {
        expectError(await send(t.app, 'GET', url, { cookie }), 404, 'NOT_FOUND', 'Hotel not found');
      }
    }
    const admin = await signedIn(t, 'admin', null);
    expectError(await send(t.app, 'GET', `/api/roles/hotel/${UNKNOWN}`, { cookie: admin.cookie }), 404, 'NOT_FOUND');
    expect((await send(t.app, 'GET', `/api/roles/hotel/${other.id}`, { cookie: admin.cookie })).statusCode).toBe(200);
    expectError(await send(t.app, 'GET', `/api/profiles/hotel/${own.id}`), 401, 'UNAUTHORIZED');
    expectError(await send(t.app, 'GET', `/api/roles/hotel/${own.id}`), 401, 'UNAUTHORIZED');
  });

  it('refuses every staff and role administration path to every role but admin (403) and to no session (401)', async () => {
    const hotel = await seedHotel(t.db);
    const target = await seedUser(t.db, { status: 'pending', hotelId: null });
    await expectAdminOnly(t, hotel.id, [
      { method: 'GET', url: '/api/profiles/pending/all' },
      { method: 'GET', url: '/api/profiles' },
      { method: 'PATCH', url: `/api/profiles/${target.id}`, body: { status: 'approved', hotelId: hotel.id } },
      { method: 'PATCH', url: `/api/roles/user/${target.id}`, body: { role: 'manager' } },
      { method: 'POST', url: '/trpc/staff.approve', body: { userId: target.id, hotelId: hotel.id, role: 'manager' } },
      { method: 'POST', url: '/trpc/staff.reject', body: { userId: target.id } },
      { method: 'POST', url: '/trpc/staff.deactivate', body: { userId: target.id } },
      { method: 'POST', url: '/trpc/staff.reactivate', body: { userId: target.id, hotelId: hotel.id } },
    ]);
    expect(await t.db.selectFrom('users').select(['status', 'role']).where('id', '=', target.id).executeTakeFirst()).toEqual({
      status: 'pending',
      role: 'housekeeper',
    });
  });
});
