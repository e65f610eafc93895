import { describe, expect, it } from 'vitest';
import { useLoggedApp } from '../test/logged-app';
import { seedUser } from '../test/test-app';

describe('request log', () => {
  const t = useLoggedApp();
  const requestLines = () => t.lines().filter((line) => line.msg === 'request completed');

  it('writes one JSON line per request, with cookie, authorization and set-cookie redacted', async () => {
    const user = await seedUser(t.db, { email: 'log@hotel.test' });
    const before = requestLines().length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: 'hk_session=stolen-cookie-value', authorization: 'Bearer secret-token', 'user-agent': 'test-phone' },
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    const sessionCookie = String(res.headers['set-cookie']).split(';')[0]!.split('=')[1]!;
    // The stream is written to synchronously by pino's default destination here; give it a tick anyway.
    await new Promise((resolve) => setImmediate(resolve));
    const lines = requestLines().slice(before);
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line).toMatchObject({
      level: 30,
      req: { method: 'POST', url: '/api/auth/login', ip: '127.0.0.1', headers: { cookie: '[Redacted]', authorization: '[Redacted]', 'user-agent': 'test-phone' } },
      res: { statusCode: 200, headers: { 'set-cookie': '[Redacted]' } },
    });
    expect(typeof line.responseTime).toBe('number');
    const raw = JSON.stringify(t.lines());
    for (const secret of ['stolen-cookie-value', 'secret-token', sessionCookie, user.password]) expect(raw).not.toContain(secret);
  });
});
