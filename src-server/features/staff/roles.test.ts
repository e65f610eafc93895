import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, seedUser, signIn, useTestApp } from '../../test/test-app';
import { expectError, expectInvalid, send, sessionStatus } from '../../test/http-checks';
import { signedIn } from '../../test/role-checks';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())('roles on %s', (kind) => {
  const t = useTestApp(kind);

  it('GET /api/roles/user/{id}: one\'s own role, or anyone\'s for an admin, like /api/user-roles', async () => {
    const hotel = await seedHotel(t.db);
    const { user: me, cookie } = await signedIn(t, 'frontdesk', hotel.id);
    const colleague = await seedUser(t.db, { hotelId: hotel.id, role: 'manager' });
    const admin = await signedIn(t, 'admin', null);
    expect((await send(t.app, 'GET', `/api/roles/user/${me.id}`, { cookie })).json()).toEqual({ userId: me.id, role: 'frontdesk' });
    expectError(await send(t.app, 'GET', `/api/roles/user/${colleague.id}`, { cookie }), 403, 'FORBIDDEN');
    const asAdmin = await send(t.app, 'GET', `/api/roles/user/${colleague.id}`, { cookie: admin.cookie });
    expect(asAdmin.json()).toEqual({ userId: colleague.id, role: 'manager' });
    const legacy = await send(t.app, 'GET', `/api/user-roles/user/${colleague.id}`, { cookie: admin.cookie });
    expect(legacy.json()).toEqual(asAdmin.json());
    expectError(await send(t.app, 'GET', `/api/roles/user/${UNKNOWN}`, { cookie: admin.cookie }), 404, 'NOT_FOUND', 'User not found');
    expectError(await send(t.app, 'GET', `/api/roles/user/${me.id}`), 401, 'UNAUTHORIZED');
  });

  it('PATCH /api/roles/user/{id}: changes the role and ends that user\'s open sessions', async () => {
    const hotel = await seedHotel(t.db);
    const user = await seedUser(t.db, { hotelId: hotel.id, role: 'housekeeper' });
    const userCookie = await signIn(t.app, user.email);
    const { cookie } = await signedIn(t, 'admin', null);
    const res = await send(t.app, 'PATCH', `/api/roles/user/${user.id}`, { cookie, body: { role: 'manager' } });
    expect(res.json()).toEqual({ userId: user.id, role: 'manager' });
    expect(await sessionStatus(t.app, userCookie)).toBe(401);
    const fresh = await signIn(t.app, user.email);
    expect((await send(t.app, 'GET', '/api/auth/session', { cookie: fresh })).json()).toMatchObject({ role: 'manager', hotelId: hotel.id });
  });

  it('making someone admin clears their hotel; demoting an admin needs a hotel', async () => {
    const hotel = await seedHotel(t.db);
    const user = await seedUser(t.db, { hotelId: hotel.id, role: 'manager' });
    const { cookie } = await signedIn(t, 'admin', null);
    const patch = (body: unknown) => send(t.app, 'PATCH', `/api/roles/user/${user.id}`, { cookie, body });
    expect((await patch({ role: 'admin' })).json()).toEqual({ userId: user.id, role: 'admin' });
    const row = () => t.db.selectFrom('users').select(['role', 'hotel_id']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(await row()).toEqual({ role: 'admin', hotel_id: null });
    expectError(await patch({ role: 'housekeeper' }), 400, 'BAD_REQUEST', 'Please select a hotel');
    expect(await row()).toEqual({ role: 'admin', hotel_id: null });
    expect((await patch({ role: 'housekeeper', hotelId: hotel.id })).json()).toEqual({ userId: user.id, role: 'housekeeper' });
    expect(await row()).toEqual({ role: 'housekeeper', hotel_id: hotel.id });
  });

  it('refuses an unknown role (400), an unknown user (404), and admin for an unapproved account (400)', async () => {
    const pending = await seedUser(t.db, { status: 'pending' });
    const { cookie } = await signedIn(t, 'admin', null);
    const patch = (id: string, body: unknown) => send(t.app, 'PATCH', `/api/roles/user/${id}`, { cookie, body });
    expectInvalid(await patch(pending.id, { role: 'owner' }), 'role', 'Please select a valid role');
    expectInvalid(await patch(pending.id, {}), 'role');
    expectError(await patch(UNKNOWN, { role: 'manager' }), 404, 'NOT_FOUND', 'User not found');
    expectError(
      await patch(pending.id, { role: 'admin' }),
      400,
      'BAD_REQUEST',
      'Approve or reactivate this account before making it an admin',
    );
    // A pending account may have its requested role corrected before approval.
    expect((await patch(pending.id, { role: 'frontdesk' })).json()).toEqual({ userId: pending.id, role: 'frontdesk' });
  });
});
