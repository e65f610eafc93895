import { describe, expect, it } from 'vitest';
import { useLoggedApp, type LoggedApp } from '../test/logged-app';
import { seedUser, signIn } from '../test/test-app';

const requestLines = (t: LoggedApp) => t.lines().filter((line) => line.msg === 'request completed');

/** The log lines a request wrote. */
async function loggedBy(t: LoggedApp, request: () => Promise<unknown>) {
  const before = requestLines(t).length;
  await request();
  // pino writes synchronously here; give the stream a tick anyway.
  await new Promise((resolve) => setImmediate(resolve));
  return requestLines(t).slice(before);
}

describe('request log at info', () => {
  const t = useLoggedApp();

  it('writes one short line per request: method, path, status, time, request id, user id; no headers', async () => {
    const user = await seedUser(t.db, { email: 'log@hotel.test' });
    const cookie = await signIn(t.app, user.email, user.password);
    const lines = await loggedBy(t, () =>
      t.app.inject({ method: 'GET', url: '/api/auth/session?x=query-text', headers: { cookie, authorization: 'Bearer secret-token', 'user-agent': 'test-phone' } }),
    );
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line).toMatchObject({ level: 30, method: 'GET', path: '/api/auth/session', status: 200, ip: '127.0.0.1', userId: user.id });
    expect(typeof line.ms).toBe('number');
    expect(line.reqId).toMatch(/\S/);
    expect(line).not.toHaveProperty('reqHeaders');
    expect(line).not.toHaveProperty('resHeaders');
    const raw = JSON.stringify(line);
    for (const absent of ['test-phone', 'query-text', 'secret-token', cookie.split('=')[1]!]) expect(raw).not.toContain(absent);
    // What made it ~1.2 KB a request: every response header.
    expect(raw.length).toBeLessThan(300);
  });

  it('an API token request names the token, not a user', async () => {
    const admin = await seedUser(t.db, { role: 'admin', email: 'log-admin@hotel.test' });
    const cookie = await signIn(t.app, admin.email, admin.password);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/api-tokens',
      headers: { cookie, origin: 'http://localhost:3000' },
      payload: { name: 'Log PMS', hotelId: null, scope: 'read' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, token } = created.json() as { id: string; token: string };
    const lines = await loggedBy(t, () => t.app.inject({ method: 'GET', url: '/api/hotels', headers: { authorization: `Bearer ${token}` } }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/api/hotels', tokenId: id });
    expect(lines[0]).not.toHaveProperty('userId');
    expect(JSON.stringify(lines[0])).not.toContain(token);
  });

  it('a request nobody signed in for has no user id; each request gets its own id', async () => {
    const lines = await loggedBy(t, async () => {
      await t.app.inject({ method: 'GET', url: '/healthz' });
      await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    });
    expect(lines.map((l) => [l.path, l.status])).toEqual([
      ['/healthz', 200],
      ['/api/nothing-here', 404],
    ]);
    expect(lines[0]).not.toHaveProperty('userId');
    expect(lines[0]!.reqId).not.toBe(lines[1]!.reqId);
  });
});

describe('request log at debug', () => {
  const t = useLoggedApp({ LOG_LEVEL: 'debug' });

  it('adds the headers, with cookie, authorization and set-cookie redacted', async () => {
    const user = await seedUser(t.db, { email: 'debug@hotel.test' });
    let sessionCookie = '';
    const lines = await loggedBy(t, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { cookie: 'hk_session=stolen-cookie-value', authorization: 'Bearer secret-token', 'user-agent': 'test-phone', origin: 'http://localhost:3000' },
        payload: { email: user.email, password: user.password },
      });
      expect(res.statusCode).toBe(200);
      sessionCookie = String(res.headers['set-cookie']).split(';')[0]!.split('=')[1]!;
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/login',
      status: 200,
      reqHeaders: { cookie: '[Redacted]', authorization: '[Redacted]', 'user-agent': 'test-phone' },
      resHeaders: { 'set-cookie': '[Redacted]' },
    });
    const raw = JSON.stringify(t.lines());
    for (const secret of ['stolen-cookie-value', 'secret-token', sessionCookie, user.password]) expect(raw).not.toContain(secret);
  });
});
