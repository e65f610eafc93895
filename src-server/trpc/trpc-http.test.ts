import { describe, expect, it } from 'vitest';
import { testDatabases } from '../test/test-db';
import { seedUser, useTestApp } from '../test/test-app';
import { newSessionCookie, send } from '../test/http-checks';

describe.each(testDatabases())('the tRPC path on %s', (kind) => {
  const t = useTestApp(kind);
  const mutate = (path: string, body?: unknown, cookie?: string) => send(t.app, 'POST', `/trpc/${path}`, { body, cookie });
  const query = (path: string, cookie?: string) => send(t.app, 'GET', `/trpc/${path}`, { cookie });

  it('auth.login with JSON signs in, and auth.session and profile.me read the user', async () => {
    const user = await seedUser(t.db, { email: 'trpc@hotel.test', role: 'manager', pin: '1234' });
    const res = await mutate('auth.login', { email: 'TRPC@hotel.test', password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toEqual({
      id: user.id,
      email: 'trpc@hotel.test',
      hotelId: null,
      status: 'approved',
      role: 'manager',
      fullName: user.full_name,
      language: null,
    });
    const cookie = newSessionCookie(res)!;
    expect(cookie).toBeDefined();
    expect((await query('auth.session', cookie)).json().result.data.id).toBe(user.id);
    expect((await query('profile.me', cookie)).json().result.data).toMatchObject({ id: user.id, pin: true });
  });

  it('a pending sign-in is a 403 whose error data names the status', async () => {
    const user = await seedUser(t.db, { status: 'pending' });
    const res = await mutate('auth.login', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
    const { error } = res.json();
    expect(error.message).toBe('Your account is awaiting admin approval.');
    expect(error.data).toMatchObject({
      code: 'FORBIDDEN',
      httpStatus: 403,
      status: 'pending',
      error: 'Your account is awaiting admin approval.',
    });
    expect(error.data.stack).toBeUndefined();
  });

  it('a rejected sign-in names status rejected', async () => {
    const user = await seedUser(t.db, { status: 'rejected' });
    const res = await mutate('auth.login', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.data.status).toBe('rejected');
  });

  it('bad input is a 400 with the issues, and no stack', async () => {
    const res = await mutate('auth.login', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.message).toBe('Invalid email address');
    expect(error.data.issues).toEqual([
      // Each shared rule names its reason, for clients that word it in their language.
      { path: 'email', message: 'Invalid email address', reason: 'EMAIL_INVALID' },
      { path: 'password', message: 'Password is required', reason: 'PASSWORD_REQUIRED' },
    ]);
    expect(error.data.stack).toBeUndefined();
  });

  it('a throttled sign-in is a 429 with Retry-After on the tRPC path too', async () => {
    const user = await seedUser(t.db);
    for (let i = 0; i < 10; i += 1) expect((await mutate('auth.login', { email: user.email, password: 'wrong' })).statusCode).toBe(401);
    const res = await mutate('auth.login', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.data.code).toBe('TOO_MANY_REQUESTS');
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('a query without a session is 401; a mutation cannot be called with GET', async () => {
    const res = await query('auth.session');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.data.code).toBe('UNAUTHORIZED');
    const user = await seedUser(t.db);
    const input = encodeURIComponent(JSON.stringify({ email: user.email, password: user.password }));
    const viaGet = await query(`auth.login?input=${input}`);
    expect(viaGet.statusCode).toBe(405);
    expect(viaGet.headers['set-cookie']).toBeUndefined();
  });

  it('a batch of queries answers each with its own result', async () => {
    const user = await seedUser(t.db);
    const login = await mutate('auth.login', { email: user.email, password: user.password });
    const cookie = newSessionCookie(login)!;
    const res = await query(`auth.session,profile.me?batch=1&input=${encodeURIComponent('{}')}`, cookie);
    expect(res.statusCode).toBe(200);
    const [session, profile] = res.json();
    expect(session.result.data.id).toBe(user.id);
    expect(profile.result.data).toMatchObject({ id: user.id, pin: null });
  });

  it('logout over tRPC revokes the session', async () => {
    const user = await seedUser(t.db);
    const cookie = newSessionCookie(await mutate('auth.login', { email: user.email, password: user.password }))!;
    // tRPC wants a content type on every POST: a bare one is refused, JSON goes through.
    expect((await mutate('auth.logout', undefined, cookie)).statusCode).toBe(415);
    expect((await query('auth.session', cookie)).statusCode).toBe(200);
    const res = await mutate('auth.logout', {}, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toEqual({ success: true });
    expect((await query('auth.session', cookie)).statusCode).toBe(401);
  });
});
