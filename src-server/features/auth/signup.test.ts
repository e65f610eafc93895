import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { cookieOf, seedUser, useTestApp } from '../../test/test-app';
import { expectError, expectInvalid, newSessionCookie, send, sessionStatus } from '../../test/http-checks';

const NEW_USER = {
  email: 'New.Hire@Hotel.test',
  password: 'longenough1',
  fullName: '  Nora Hire ',
  hotelName: 'Seaside Inn',
  role: 'frontdesk',
};

describe.each(testDatabases())('POST /api/auth/signup on %s', (kind) => {
  const t = useTestApp(kind);
  const signup = (body: unknown) => send(t.app, 'POST', '/api/auth/signup', { body });
  const userRow = (email: string) => t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

  it('creates a pending account with the requested hotel name, and signs nobody in', async () => {
    const res = await signup(NEW_USER);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Account created! Waiting for admin approval.' });
    expect(res.headers['set-cookie']).toBeUndefined();
    const row = await userRow('new.hire@hotel.test');
    expect(row).toMatchObject({
      full_name: 'Nora Hire',
      role: 'frontdesk',
      status: 'pending',
      hotel_id: null,
      requested_hotel_name: 'Seaside Inn',
      pin_hash: null,
    });
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.password_hash).not.toContain(NEW_USER.password);
  });

  it('cannot sign in until approved, then can', async () => {
    await signup(NEW_USER);
    const login = () => send(t.app, 'POST', '/api/auth/login', { body: { email: NEW_USER.email, password: NEW_USER.password } });
    const refused = await login();
    expect(expectError(refused, 403, 'FORBIDDEN', 'Your account is awaiting admin approval.').status).toBe('pending');
    expect(refused.headers['set-cookie']).toBeUndefined();
    await t.db.updateTable('users').set({ status: 'approved' }).where('email', '=', 'new.hire@hotel.test').execute();
    const ok = await login();
    expect(ok.statusCode).toBe(200);
    expect(await sessionStatus(t.app, newSessionCookie(ok)!)).toBe(200);
  });

  it('hotel name is optional: missing, null or blank is stored as null', async () => {
    const { hotelName: _, ...noHotel } = NEW_USER;
    expect((await signup({ ...noHotel, email: 'a@hotel.test' })).statusCode).toBe(200);
    expect((await signup({ ...NEW_USER, email: 'b@hotel.test', hotelName: null })).statusCode).toBe(200);
    expect((await signup({ ...NEW_USER, email: 'c@hotel.test', hotelName: '   ' })).statusCode).toBe(200);
    for (const email of ['a@hotel.test', 'b@hotel.test', 'c@hotel.test']) {
      expect((await userRow(email))!.requested_hotel_name).toBeNull();
    }
  });

  it('offers housekeeper, frontdesk and manager; never admin', async () => {
    for (const role of ['housekeeper', 'manager']) {
      expect((await signup({ ...NEW_USER, email: `${role}@hotel.test`, role })).statusCode).toBe(200);
    }
    expectInvalid(await signup({ ...NEW_USER, email: 'boss@hotel.test', role: 'admin' }), 'role');
    expectInvalid(await signup({ ...NEW_USER, email: 'boss@hotel.test', role: 'owner' }), 'role');
    expect(await userRow('boss@hotel.test')).toBeUndefined();
  });

  it('refuses an email already in use, whatever its case, with 409', async () => {
    await seedUser(t.db, { email: 'Taken@Hotel.test' });
    const res = await signup({ ...NEW_USER, email: 'taken@hotel.TEST' });
    expectError(res, 409, 'CONFLICT', 'An account with this email already exists');
    expect(res.headers['set-cookie']).toBeUndefined();
    const rows = await t.db.selectFrom('users').select('id').execute();
    expect(rows).toHaveLength(1);
  });

  it('two parallel sign-ups with one email: one account, one 409, no 500', async () => {
    const [a, b] = await Promise.all([signup(NEW_USER), signup({ ...NEW_USER, email: 'NEW.HIRE@hotel.test' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('validates every field with 400 and issues', async () => {
    expectInvalid(await signup({ ...NEW_USER, password: '7chars!' }), 'password', 'Password must be at least 8 characters');
    expectInvalid(await signup({ ...NEW_USER, email: 'not-an-email' }), 'email', 'Invalid email address');
    expectInvalid(await signup({ ...NEW_USER, fullName: '   ' }), 'fullName', 'Full name is required');
    const { role: _, ...noRole } = NEW_USER;
    expectInvalid(await signup(noRole), 'role');
    expectInvalid(await signup({}), 'email');
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual([]);
  });
});

describe.each(testDatabases())('POST /api/auth/admin-signup on %s', (kind) => {
  const t = useTestApp(kind);
  const adminSignup = (body: unknown) => send(t.app, 'POST', '/api/auth/admin-signup', { body });
  const ADMIN = { email: 'Boss@Hotel.test', password: 'admin-pass-1', fullName: 'Bea Boss' };

  it('creates the first admin, signed in at once (issue 18), who can also sign in again', async () => {
    const res = await adminSignup(ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Admin account created successfully!' });
    // The answer's cookie is a working session: the new admin's own, with admin rights.
    const cookie = cookieOf(res);
    const session = await send(t.app, 'GET', '/api/auth/session', { cookie });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toMatchObject({ email: 'boss@hotel.test', role: 'admin', fullName: 'Bea Boss' });
    expect((await send(t.app, 'GET', '/api/hotels', { cookie })).statusCode).toBe(200);
    const row = await t.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'boss@hotel.test', role: 'admin', status: 'approved', hotel_id: null });
    const login = await send(t.app, 'POST', '/api/auth/login', { body: { email: ADMIN.email, password: ADMIN.password } });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ role: 'admin', status: 'approved', hotelId: null });
  });

  it('answers 403 once an admin exists, and creates nothing', async () => {
    expect((await adminSignup(ADMIN)).statusCode).toBe(200);
    const second = await adminSignup({ ...ADMIN, email: 'other@hotel.test' });
    expect(second.headers['set-cookie']).toBeUndefined();
    expectError(second, 403, 'FORBIDDEN', 'An admin account already exists. Ask an admin to create your account.');
    expect(await t.db.selectFrom('users').select('email').execute()).toEqual([{ email: 'boss@hotel.test' }]);
  });

  it('answers 403 when the admin came from elsewhere (seeded), even a pending one', async () => {
    await seedUser(t.db, { role: 'admin', status: 'pending' });
    expectError(await adminSignup(ADMIN), 403, 'FORBIDDEN');
  });

  it('non-admin accounts do not block the bootstrap', async () => {
    await seedUser(t.db, { role: 'manager' });
    expect((await adminSignup(ADMIN)).statusCode).toBe(200);
  });

  it('five parallel first attempts make exactly one admin', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => adminSignup({ ...ADMIN, email: `boss${i}@hotel.test` })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 403, 403, 403, 403]);
    const admins = await t.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    expect(admins).toHaveLength(1);
  });

  it('validates: password of 8+, email, full name', async () => {
    expectInvalid(await adminSignup({ ...ADMIN, password: 'short' }), 'password', 'Password must be at least 8 characters');
    expectInvalid(await adminSignup({ ...ADMIN, email: 'nope' }), 'email', 'Invalid email address');
    expectInvalid(await adminSignup({ ...ADMIN, fullName: '' }), 'fullName', 'Full name is required');
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual([]);
  });
});
