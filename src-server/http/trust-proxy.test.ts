import { describe, expect, it } from 'vitest';
import { useLoggedApp } from '../test/logged-app';
import { seedUser } from '../test/test-app';
import { send } from '../test/http-checks';
import { LOGIN_FAILURES_PER_ACCOUNT_AND_IP } from '../../src-shared/limits';

const PROXY = '10.0.0.2';

/** The client IP the app saw for one request, read from its request log line. */
async function seenIp(t: ReturnType<typeof useLoggedApp>, forwardedFor: string) {
  const before = t.lines().length;
  await t.app.inject({ method: 'GET', url: '/api/auth/session', remoteAddress: PROXY, headers: { 'x-forwarded-for': forwardedFor } });
  const line = t.lines().slice(before).find((l) => l.msg === 'request completed') as { ip: string };
  return line.ip;
}

describe('TRUST_PROXY unset', () => {
  const logged = useLoggedApp();

  it('ignores X-Forwarded-For: the connection is the client', async () => {
    expect(await seenIp(logged, '198.51.100.1')).toBe(PROXY);
    expect(await seenIp(logged, '198.51.100.2, 198.51.100.3')).toBe(PROXY);
  });

  it('so a rotated X-Forwarded-For does not dodge the sign-in limits', async () => {
    const user = await seedUser(logged.db, { email: 'target@hotel.test' });
    const attempt = (i: number) =>
      send(logged.app, 'POST', '/api/auth/login', { body: { email: user.email, password: `wrong-${i}` }, remoteAddress: PROXY, headers: { 'x-forwarded-for': `198.51.100.${i}` } });
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_IP; i += 1) expect((await attempt(i)).statusCode).toBe(401);
    expect((await attempt(99)).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY=1', () => {
  const logged = useLoggedApp({ TRUST_PROXY: '1' });

  it('takes the last hop, the address the one trusted proxy saw, not what the client wrote before it', async () => {
    expect(await seenIp(logged, '198.51.100.7')).toBe('198.51.100.7');
    expect(await seenIp(logged, '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
  });
});
