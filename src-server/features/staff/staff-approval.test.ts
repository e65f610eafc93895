import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, seedUser, useTestApp } from '../../test/test-app';
import { expectError, expectInvalid, send } from '../../test/http-checks';
import { signedIn } from '../../test/role-checks';
import { createCallerFactory } from '../../trpc/init';
import { appRouter } from '../../trpc/app.router';
import { loadActor } from '../../trpc/context';
import { testContext } from '../../test/test-context';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const createCaller = createCallerFactory(appRouter);

describe.each(testDatabases())('staff approval on %s', (kind) => {
  const t = useTestApp(kind);

  /** The tRPC procedures the admin panel calls, as that admin. */
  async function adminCaller() {
    const { user } = await signedIn(t, 'admin', null);
    const actor = await loadActor(t.db, { uid: user.id, v: user.session_version, iat: Math.floor(Date.now() / 1000) });
    return { admin: user, caller: createCaller(testContext({ db: t.db, actor })) };
  }
  const login = (email: string) => send(t.app, 'POST', '/api/auth/login', { body: { email, password: 'password123' } });

  it('GET /api/profiles/pending/all lists pending accounts, oldest first, without secrets', async () => {
    const { cookie } = await signedIn(t, 'admin', null);
    const first = await seedUser(t.db, { status: 'pending', role: 'manager', fullName: 'Paula' });
    await t.db.updateTable('users').set({ requested_hotel_name: 'Sea View', alias: 'P' }).where('id', '=', first.id).execute();
    const second = await seedUser(t.db, { status: 'pending', fullName: 'Quinn' });
    await seedUser(t.db, { status: 'rejected' });
    const res = await send(t.app, 'GET', '/api/profiles/pending/all', { cookie });
    expect(res.json()).toEqual([
      { id: first.id, fullName: 'Paula', alias: 'P', email: first.email, requestedHotelName: 'Sea View', role: 'manager', createdAt: expect.any(String) },
      { id: second.id, fullName: 'Quinn', alias: null, email: second.email, requestedHotelName: null, role: 'housekeeper', createdAt: expect.any(String) },
    ]);
  });

  it('approve: pending cannot sign in (403); once approved into a hotel, can (200)', async () => {
    const hotel = await seedHotel(t.db);
    const pending = await seedUser(t.db, { status: 'pending' });
    expectError(await login(pending.email), 403, 'FORBIDDEN', 'Your account is awaiting admin approval.');
    const { caller } = await adminCaller();
    const approved = await caller.staff.approve({ userId: pending.id, hotelId: hotel.id, role: 'frontdesk', alias: ' Fi ' });
    expect(approved).toMatchObject({ status: 'approved', hotelId: hotel.id, hotelName: 'Grand Hotel', role: 'frontdesk', alias: 'Fi' });
    const res = await login(pending.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', hotelId: hotel.id, role: 'frontdesk' });
  });

  it('a maintenance sign-up (issue 21) is pending, approved into one hotel like other staff, and then sees that hotel only', async () => {
    const hotel = await seedHotel(t.db);
    const other = await seedHotel(t.db, 'Elsewhere');
    const signup = await send(t.app, 'POST', '/api/auth/signup', { body: { email: 'mo@hotel.test', password: 'password123', fullName: 'Mo Fixer', role: 'maintenance' } });
    expect(signup.statusCode, signup.body).toBe(200);
    expectError(await login('mo@hotel.test'), 403, 'FORBIDDEN', 'Your account is awaiting admin approval.');
    const pending = await t.db.selectFrom('users').select(['id', 'role', 'status']).where('email', '=', 'mo@hotel.test').executeTakeFirstOrThrow();
    expect(pending).toMatchObject({ role: 'maintenance', status: 'pending' });
    const { caller } = await adminCaller();
    expect(await caller.staff.approve({ userId: pending.id, hotelId: hotel.id, role: 'maintenance' })).toMatchObject({ status: 'approved', hotelId: hotel.id, role: 'maintenance' });
    const res = await login('mo@hotel.test');
    expect(res.statusCode).toBe(200);
    const cookie = res.headers['set-cookie']!.toString().split(';')[0]!;
    expect((await send(t.app, 'GET', `/api/work-orders/hotel/${hotel.id}`, { cookie })).statusCode).toBe(200);
    expect((await send(t.app, 'GET', `/api/work-orders/hotel/${other.id}`, { cookie })).statusCode).toBe(404);
  });

  it("approve: a hotel is required unless the role is admin ('Please select a hotel')", async () => {
    const pending = await seedUser(t.db, { status: 'pending' });
    const { caller } = await adminCaller();
    for (const hotelId of [null, undefined, '']) {
      const error = await caller.staff.approve({ userId: pending.id, hotelId, role: 'housekeeper' }).catch((e) => e);
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toContain('Please select a hotel');
    }
    expect((await t.db.selectFrom('users').select('status').where('id', '=', pending.id).executeTakeFirst())?.status).toBe('pending');
  });

  it('approve as admin: the hotel is null whatever was sent, blank alias is null, and they can sign in', async () => {
    const hotel = await seedHotel(t.db);
    const pending = await seedUser(t.db, { status: 'pending', role: 'manager' });
    const { caller } = await adminCaller();
    const approved = await caller.staff.approve({ userId: pending.id, hotelId: hotel.id, role: 'admin', alias: '  ' });
    expect(approved).toMatchObject({ status: 'approved', role: 'admin', hotelId: null, hotelName: null, alias: null });
    expect((await login(pending.email)).statusCode).toBe(200);
  });

  it('approve: unknown user or hotel is 404; an account no longer pending is 409', async () => {
    const hotel = await seedHotel(t.db);
    const active = await seedUser(t.db, { hotelId: hotel.id });
    const pending = await seedUser(t.db, { status: 'pending' });
    const { caller } = await adminCaller();
    await expect(caller.staff.approve({ userId: UNKNOWN, hotelId: hotel.id, role: 'housekeeper' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'User not found',
    });
    await expect(caller.staff.approve({ userId: pending.id, hotelId: UNKNOWN, role: 'housekeeper' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Hotel not found',
    });
    await expect(caller.staff.approve({ userId: active.id, hotelId: hotel.id, role: 'manager' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This account is no longer pending approval',
    });
  });

  it('reject: pending → rejected, who then cannot sign in; not pending → 409', async () => {
    const pending = await seedUser(t.db, { status: 'pending' });
    const { caller } = await adminCaller();
    expect(await caller.staff.reject({ userId: pending.id })).toMatchObject({ status: 'rejected' });
    const refused = expectError(await login(pending.email), 403, 'FORBIDDEN', 'Your account has been rejected. Please contact support.');
    expect(refused.status).toBe('rejected');
    await expect(caller.staff.reject({ userId: pending.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(caller.staff.reject({ userId: UNKNOWN })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('PATCH /api/profiles/{id}: approve and reject through the generic path, with the same rules', async () => {
    const hotel = await seedHotel(t.db);
    const anna = await seedUser(t.db, { status: 'pending' });
    const ben = await seedUser(t.db, { status: 'pending' });
    const { cookie } = await signedIn(t, 'admin', null);
    const patch = (id: string, body: unknown) => send(t.app, 'PATCH', `/api/profiles/${id}`, { cookie, body });
    expectError(await patch(anna.id, { status: 'approved' }), 400, 'BAD_REQUEST', 'Please select a hotel');
    expectInvalid(await patch(anna.id, { status: 'gone' }), 'status');
    expectError(await patch(anna.id, { status: 'approved', hotelId: UNKNOWN }), 404, 'NOT_FOUND', 'Hotel not found');
    expectError(await patch(UNKNOWN, { status: 'rejected' }), 404, 'NOT_FOUND', 'User not found');
    const ok = await patch(anna.id, { status: 'approved', hotelId: hotel.id, alias: 'Annie' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ id: anna.id, status: 'approved', hotelId: hotel.id, alias: 'Annie', pin: null });
    expect((await patch(ben.id, { status: 'rejected' })).json()).toMatchObject({ status: 'rejected' });
    expect((await login(anna.email)).statusCode).toBe(200);
    expectError(await login(ben.email), 403, 'FORBIDDEN');
  });
});
