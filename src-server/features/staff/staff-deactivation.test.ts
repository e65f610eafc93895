import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, seedUser, signIn, useTestApp } from '../../test/test-app';
import { expectError, send, sessionStatus } from '../../test/http-checks';
import { signedIn } from '../../test/role-checks';
import { createCallerFactory } from '../../trpc/init';
import { appRouter } from '../../trpc/app.router';
import { loadActor } from '../../trpc/context';
import { testContext } from '../../test/test-context';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const createCaller = createCallerFactory(appRouter);

describe.each(testDatabases())('staff deactivation and reactivation on %s', (kind) => {
  const t = useTestApp(kind);

  async function adminCaller() {
    const { user, cookie } = await signedIn(t, 'admin', null);
    const actor = await loadActor(t.db, { uid: user.id, v: user.session_version, iat: Math.floor(Date.now() / 1000) });
    return { admin: user, cookie, caller: createCaller(testContext({ db: t.db, actor })) };
  }
  const login = (email: string) => send(t.app, 'POST', '/api/auth/login', { body: { email, password: 'password123' } });

  it("deactivate: the user's open session is refused at its next request; reactivate: they sign in again", async () => {
    const hotel = await seedHotel(t.db);
    const other = await seedHotel(t.db, 'Other');
    const user = await seedUser(t.db, { hotelId: hotel.id, role: 'housekeeper' });
    const cookie = await signIn(t.app, user.email);
    expect(await sessionStatus(t.app, cookie)).toBe(200);
    const { caller } = await adminCaller();
    expect(await caller.staff.deactivate({ userId: user.id })).toMatchObject({ status: 'rejected', hotelId: hotel.id });
    expectError(await send(t.app, 'GET', '/api/auth/session', { cookie }), 401, 'UNAUTHORIZED');
    expectError(await login(user.email), 403, 'FORBIDDEN', 'Your account has been rejected. Please contact support.');

    await expect(caller.staff.reactivate({ userId: user.id, hotelId: null })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please select a hotel',
    });
    const back = await caller.staff.reactivate({ userId: user.id, hotelId: other.id, role: 'manager' });
    expect(back).toMatchObject({ status: 'approved', hotelId: other.id, hotelName: 'Other', role: 'manager' });
    // The old cookie stays dead; a fresh sign-in works.
    expect(await sessionStatus(t.app, cookie)).toBe(401);
    const res = await login(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ hotelId: other.id, role: 'manager' });
  });

  it('deactivate through PATCH /api/profiles/{id} {status: rejected} ends sessions the same way', async () => {
    const hotel = await seedHotel(t.db);
    const user = await seedUser(t.db, { hotelId: hotel.id, role: 'frontdesk' });
    const userCookie = await signIn(t.app, user.email);
    const { cookie } = await adminCaller();
    const res = await send(t.app, 'PATCH', `/api/profiles/${user.id}`, { cookie, body: { status: 'rejected' } });
    expect(res.json()).toMatchObject({ status: 'rejected' });
    expect(await sessionStatus(t.app, userCookie)).toBe(401);
    const again = await send(t.app, 'PATCH', `/api/profiles/${user.id}`, { cookie, body: { status: 'approved', hotelId: hotel.id } });
    expect(again.json()).toMatchObject({ status: 'approved' });
    expect((await login(user.email)).statusCode).toBe(200);
  });

  it('an admin cannot deactivate, reject or demote themselves (400), and stays signed in', async () => {
    const { admin, cookie, caller } = await adminCaller();
    const selfRefusal = { code: 'BAD_REQUEST', message: 'You cannot deactivate or reject your own account' };
    await expect(caller.staff.deactivate({ userId: admin.id })).rejects.toMatchObject(selfRefusal);
    await expect(caller.staff.reject({ userId: admin.id })).rejects.toMatchObject(selfRefusal);
    const patch = await send(t.app, 'PATCH', `/api/profiles/${admin.id}`, { cookie, body: { status: 'rejected' } });
    expectError(patch, 400, 'BAD_REQUEST', 'You cannot deactivate or reject your own account');
    const demote = await send(t.app, 'PATCH', `/api/roles/user/${admin.id}`, { cookie, body: { role: 'manager' } });
    expectError(demote, 400, 'BAD_REQUEST', 'You cannot change your own role');
    expect(await sessionStatus(t.app, cookie)).toBe(200);
    expect(await t.db.selectFrom('users').select(['status', 'role']).where('id', '=', admin.id).executeTakeFirst()).toEqual({
      status: 'approved',
      role: 'admin',
    });
  });

  it('another admin cannot be deactivated until their role is changed (a rejected admin could still sign in)', async () => {
    const hotel = await seedHotel(t.db);
    const other = await seedUser(t.db, { role: 'admin' });
    const { caller } = await adminCaller();
    await expect(caller.staff.deactivate({ userId: other.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'An admin account cannot be deactivated or rejected. Change its role first.',
    });
    await caller.roles.update({ userId: other.id, role: 'manager', hotelId: hotel.id });
    expect(await caller.staff.deactivate({ userId: other.id })).toMatchObject({ status: 'rejected', role: 'manager' });
    expectError(await login(other.email), 403, 'FORBIDDEN');
  });

  it('wrong state is 409, unknown user 404, unknown hotel 404', async () => {
    const hotel = await seedHotel(t.db);
    const active = await seedUser(t.db, { hotelId: hotel.id });
    const pending = await seedUser(t.db, { status: 'pending' });
    const rejected = await seedUser(t.db, { status: 'rejected', hotelId: hotel.id });
    const { caller } = await adminCaller();
    await expect(caller.staff.deactivate({ userId: pending.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(caller.staff.deactivate({ userId: rejected.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(caller.staff.reactivate({ userId: active.id, hotelId: hotel.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Only a rejected or deactivated account can be reactivated',
    });
    await expect(caller.staff.deactivate({ userId: UNKNOWN })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller.staff.reactivate({ userId: rejected.id, hotelId: UNKNOWN })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Hotel not found',
    });
    expect(await caller.staff.reactivate({ userId: rejected.id, hotelId: null, role: 'admin' })).toMatchObject({
      status: 'approved',
      role: 'admin',
      hotelId: null,
    });
  });
});
