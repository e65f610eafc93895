import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, seedUser, useTestApp } from '../../test/test-app';
import { expectError, expectInvalid, newSessionCookie, send, sessionStatus } from '../../test/http-checks';

const login = (t: ReturnType<typeof useTestApp>, body: unknown) => send(t.app, 'POST', '/api/auth/login', { body });

describe.each(testDatabases())('POST /api/auth/login on %s', (kind) => {
  const t = useTestApp(kind);

  it('signs in: a working HttpOnly cookie and the user, never a hash', async () => {
    const hotel = await seedHotel(t.db);
    const user = await seedUser(t.db, { email: 'anna@hotel.test', role: 'frontdesk', hotelId: hotel.id, pin: '1234' });
    const res = await login(t, { email: 'anna@hotel.test', password: 'password123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      email: 'anna@hotel.test',
      hotelId: hotel.id,
      status: 'approved',
      role: 'frontdesk',
      fullName: user.full_name,
      language: null,
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=43200/);
    expect(await sessionStatus(t.app, newSessionCookie(res)!)).toBe(200);
  });

  it('matches the email whatever its case and surrounding spaces', async () => {
    const user = await seedUser(t.db, { email: 'bob@hotel.test' });
    const res = await login(t, { email: '  BOB@Hotel.TEST ', password: 'password123' });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(user.id);
    expect(newSessionCookie(res)).toBeDefined();
  });

  it('answers a wrong password and an unknown email with the same 401 and no cookie', async () => {
    await seedUser(t.db, { email: 'carl@hotel.test' });
    const wrong = await login(t, { email: 'carl@hotel.test', password: 'not-the-password' });
    const unknown = await login(t, { email: 'nobody@hotel.test', password: 'password123' });
    for (const res of [wrong, unknown]) {
      expectError(res, 401, 'UNAUTHORIZED', 'Invalid email or password');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(wrong.body).toBe(unknown.body);
    const failures = await t.db.selectFrom('login_failures').select(['email', 'ip']).orderBy('email').execute();
    expect(failures).toEqual([
      { email: 'carl@hotel.test', ip: '127.0.0.1' },
      { email: 'nobody@hotel.test', ip: '127.0.0.1' },
    ]);
  });

  it('refuses a pending account with 403 naming the status, and sets no cookie', async () => {
    const user = await seedUser(t.db, { status: 'pending' });
    const res = await login(t, { email: user.email, password: user.password });
    const body = expectError(res, 403, 'FORBIDDEN', 'Your account is awaiting admin approval.');
    expect(body.status).toBe('pending');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a rejected account with 403 status rejected', async () => {
    const user = await seedUser(t.db, { status: 'rejected' });
    const res = await login(t, { email: user.email, password: user.password });
    const body = expectError(res, 403, 'FORBIDDEN', 'Your account has been rejected. Please contact support.');
    expect(body.status).toBe('rejected');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('tells a pending account nothing about its status when the password is wrong', async () => {
    const user = await seedUser(t.db, { status: 'pending' });
    const res = await login(t, { email: user.email, password: 'wrong-password' });
    const body = expectError(res, 401, 'UNAUTHORIZED', 'Invalid email or password');
    expect(body.status).toBeUndefined();
  });

  it('lets an admin sign in whatever the status: admins need no approval', async () => {
    const admin = await seedUser(t.db, { role: 'admin', status: 'pending' });
    const res = await login(t, { email: admin.email, password: admin.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: admin.id, role: 'admin', status: 'pending', hotelId: null });
    expect(await sessionStatus(t.app, newSessionCookie(res)!)).toBe(200);
  });

  it('answers missing or invalid fields with 400 and issues', async () => {
    expectInvalid(await login(t, {}), 'email', 'Invalid email address');
    expectInvalid(await login(t, { email: 'a@hotel.test' }), 'password', 'Password is required');
    expectInvalid(await login(t, { email: 'not-an-email', password: 'password123' }), 'email', 'Invalid email address');
    expectInvalid(await login(t, { email: 'a@hotel.test', password: '' }), 'password');
    expectInvalid(await login(t, { email: 42, password: ['x'] }), 'email');
    expectInvalid(await login(t, [1, 2]), '');
    const noBody = await send(t.app, 'POST', '/api/auth/login');
    expectError(noBody, 400, 'BAD_REQUEST');
    // Validation failures are not sign-in failures: they never count towards the limit.
    expect(await t.db.selectFrom('login_failures').selectAll().execute()).toEqual([]);
  });

  it('a password login resets PIN failures and unlocks PIN login', async () => {
    const user = await seedUser(t.db, { pin: '4321' });
    await t.db.updateTable('users').set({ pin_failures: 5, pin_locked_at: new Date() }).where('id', '=', user.id).execute();
    expect((await login(t, { email: user.email, password: user.password })).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select(['pin_failures', 'pin_locked_at'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ pin_failures: 0, pin_locked_at: null });
    const pin = await send(t.app, 'POST', '/api/auth/pin-login', { body: { email: user.email, pin: '4321' } });
    expect(pin.statusCode).toBe(200);
  });

  it('a pending user with PIN failures keeps them: a refused sign-in unlocks nothing', async () => {
    const user = await seedUser(t.db, { pin: '4321', status: 'pending' });
    await t.db.updateTable('users').set({ pin_failures: 5 }).where('id', '=', user.id).execute();
    expect((await login(t, { email: user.email, password: user.password })).statusCode).toBe(403);
    const row = await t.db.selectFrom('users').select('pin_failures').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.pin_failures).toBe(5);
  });
});
