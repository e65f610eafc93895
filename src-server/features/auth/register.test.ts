import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, seedUser, signIn, useTestApp } from '../../test/test-app';
import { expectError, expectInvalid, newSessionCookie, send, sessionStatus } from '../../test/http-checks';

const NOBODY = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())('POST /api/auth/register (Create User) on %s', (kind) => {
  const t = useTestApp(kind);
  const register = (cookie: string | undefined, body: unknown) => send(t.app, 'POST', '/api/auth/register', { cookie, body });
  const asAdmin = async () => signIn(t.app, (await seedUser(t.db, { role: 'admin', email: 'admin@hotel.test' })).email);

  it('creates an approved user in the hotel, who can sign in at once', async () => {
    const hotel = await seedHotel(t.db);
    const admin = await asAdmin();
    const res = await register(admin, {
      email: 'Fresh@Hotel.test',
      password: 'welcome-123',
      fullName: 'Fay Fresh',
      role: 'housekeeper',
      hotelId: hotel.id,
    });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({ email: 'fresh@hotel.test', hotelId: hotel.id, status: 'approved', role: 'housekeeper' });
    // Creating a user does not switch the admin's session to that user.
    expect(newSessionCookie(res)).toBeUndefined();
    expect((await send(t.app, 'GET', '/api/auth/session', { cookie: admin })).json().email).toBe('admin@hotel.test');
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ full_name: 'Fay Fresh', status: 'approved', hotel_id: hotel.id, role: 'housekeeper' });
    const login = await send(t.app, 'POST', '/api/auth/login', { body: { email: 'fresh@hotel.test', password: 'welcome-123' } });
    expect(login.statusCode).toBe(200);
    expect(await sessionStatus(t.app, newSessionCookie(login)!)).toBe(200);
  });

  it('staff roles need a hotel (issue 13): hotelId null or missing is a 400 naming the field, and nothing is created', async () => {
    const admin = await asAdmin();
    const base = { password: 'welcome-123', fullName: 'No Hotel' };
    for (const role of ['manager', 'frontdesk', 'housekeeper']) {
      expectInvalid(await register(admin, { ...base, role, email: `${role}-a@hotel.test`, hotelId: null }), 'hotelId', 'Please select a hotel');
      expectInvalid(await register(admin, { ...base, role, email: `${role}-b@hotel.test` }), 'hotelId', 'Please select a hotel');
    }
    expect(await t.db.selectFrom('users').select('id').where('full_name', '=', 'No Hotel').execute()).toEqual([]);
    // An admin needs none.
    expect((await register(admin, { ...base, role: 'admin', email: 'boss@hotel.test' })).json().hotelId).toBeNull();
  });

  it('an admin created here gets no hotel, whatever hotelId is sent', async () => {
    const hotel = await seedHotel(t.db);
    const admin = await asAdmin();
    const res = await register(admin, {
      email: 'second-admin@hotel.test',
      password: 'welcome-123',
      fullName: 'Second Admin',
      role: 'admin',
      hotelId: hotel.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin', hotelId: null, status: 'approved' });
    const row = await t.db.selectFrom('users').select('hotel_id').where('email', '=', 'second-admin@hotel.test').executeTakeFirstOrThrow();
    expect(row.hotel_id).toBeNull();
  });

  it.each(['manager', 'frontdesk', 'housekeeper'] as const)('refuses a %s with 403 and creates nothing', async (role) => {
    const hotel = await seedHotel(t.db);
    const user = await seedUser(t.db, { role, hotelId: hotel.id });
    const cookie = await signIn(t.app, user.email);
    const res = await register(cookie, { email: 'x@hotel.test', password: 'welcome-123', fullName: 'X', role: 'housekeeper', hotelId: hotel.id });
    expectError(res, 403, 'FORBIDDEN', 'You do not have permission to do this');
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'x@hotel.test').executeTakeFirst()).toBeUndefined();
  });

  it('refuses without a session with 401', async () => {
    const res = await register(undefined, { email: 'x@hotel.test', password: 'welcome-123', fullName: 'X', role: 'admin' });
    expectError(res, 401, 'UNAUTHORIZED');
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('answers an unknown hotel with 404', async () => {
    const admin = await asAdmin();
    const res = await register(admin, { email: 'x@hotel.test', password: 'welcome-123', fullName: 'X', role: 'manager', hotelId: NOBODY });
    expectError(res, 404, 'NOT_FOUND', 'Hotel not found');
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'x@hotel.test').executeTakeFirst()).toBeUndefined();
  });

  it('answers an email in use, whatever its case, with 409', async () => {
    const admin = await asAdmin();
    await seedUser(t.db, { email: 'taken@hotel.test' });
    const res = await register(admin, { email: 'TAKEN@hotel.test', password: 'welcome-123', fullName: 'X', role: 'admin' });
    expectError(res, 409, 'CONFLICT', 'An account with this email already exists');
  });

  it('validates the payload with the Create User messages', async () => {
    const admin = await asAdmin();
    const ok = { email: 'x@hotel.test', password: 'welcome-123', fullName: 'X', role: 'manager', hotelId: null };
    expectInvalid(await register(admin, { ...ok, email: 'x' }), 'email', 'Invalid email address');
    expectInvalid(await register(admin, { ...ok, password: '1234567' }), 'password', 'Password must be at least 8 characters');
    expectInvalid(await register(admin, { ...ok, fullName: ' ' }), 'fullName', 'Full name is required');
    expectInvalid(await register(admin, { ...ok, role: 'owner' }), 'role');
    expectInvalid(await register(admin, { ...ok, hotelId: 'not-a-uuid' }), 'hotelId');
  });
});

describe.each(testDatabases())('GET /api/user-roles/user/{id} on %s', (kind) => {
  const t = useTestApp(kind);
  const roleOf = (cookie: string | undefined, id: string) => send(t.app, 'GET', `/api/user-roles/user/${id}`, { cookie });

  it('a user reads their own role', async () => {
    const user = await seedUser(t.db, { role: 'frontdesk' });
    const res = await roleOf(await signIn(t.app, user.email), user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userId: user.id, role: 'frontdesk' });
  });

  it("an admin reads anyone's role; an unknown id is 404", async () => {
    const admin = await seedUser(t.db, { role: 'admin' });
    const other = await seedUser(t.db, { role: 'manager', status: 'pending' });
    const cookie = await signIn(t.app, admin.email);
    expect((await roleOf(cookie, other.id)).json()).toEqual({ userId: other.id, role: 'manager' });
    expectError(await roleOf(cookie, NOBODY), 404, 'NOT_FOUND', 'User not found');
  });

  it("a non-admin reading someone else's role gets 403", async () => {
    const user = await seedUser(t.db, { role: 'manager' });
    const other = await seedUser(t.db, { role: 'housekeeper' });
    const cookie = await signIn(t.app, user.email);
    expectError(await roleOf(cookie, other.id), 403, 'FORBIDDEN');
    // Nor does probing an unknown id tell a non-admin anything.
    expectError(await roleOf(cookie, NOBODY), 403, 'FORBIDDEN');
  });

  it('answers an id that is not a uuid with 400, and no session with 401', async () => {
    const user = await seedUser(t.db);
    const cookie = await signIn(t.app, user.email);
    expectError(await roleOf(cookie, 'not-a-uuid'), 400, 'BAD_REQUEST');
    expectError(await roleOf(cookie, "1' or '1'='1"), 400, 'BAD_REQUEST');
    expectError(await roleOf(undefined, user.id), 401, 'UNAUTHORIZED');
  });
});
