import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { testDatabases } from '../../test/test-db';
import { seedUser, useTestApp } from '../../test/test-app';
import { expectError, newSessionCookie, send } from '../../test/http-checks';
import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_PER_ACCOUNT_AND_IP,
  LOGIN_FAILURES_PER_IP,
} from '../../../src-shared/limits';

const SHARED_IP = '203.0.113.7';

describe.each(testDatabases())('sign-in rate limits on %s', (kind) => {
  const t = useTestApp(kind);
  const login = (email: string, password: string, remoteAddress = SHARED_IP) =>
    send(t.app, 'POST', '/api/auth/login', { body: { email, password }, remoteAddress });
  const pinLogin = (email: string, pin: string, remoteAddress = SHARED_IP) =>
    send(t.app, 'POST', '/api/auth/pin-login', { body: { email, pin }, remoteAddress });

  function expectThrottled(res: LightMyRequestResponse) {
    expectError(res, 429, 'TOO_MANY_REQUESTS', 'Too many failed attempts. Please try again later.');
    const retryAfter = Number(res.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_FAILURE_WINDOW_MS / 1000);
    expect(res.headers['set-cookie']).toBeUndefined();
  }

  it('10 failures for one account from one IP: 429 with Retry-After, even for the right password', async () => {
    const user = await seedUser(t.db, { email: 'target@hotel.test' });
    const other = await seedUser(t.db, { email: 'colleague@hotel.test' });
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_IP; i += 1) {
      expectError(await login(user.email, `wrong-${i}`), 401, 'UNAUTHORIZED', 'Invalid email or password');
    }
    expectThrottled(await login(user.email, 'wrong-again'));
    expectThrottled(await login(user.email, user.password));
    expectThrottled(await login('TARGET@hotel.test', user.password));
    // PIN login shares the counter: it is no way around the limit.
    expectThrottled(await pinLogin(user.email, '1234'));
    // A colleague behind the same public IP signs in as usual.
    const colleague = await login(other.email, other.password);
    expect(colleague.statusCode).toBe(200);
    expect(newSessionCookie(colleague)).toBeDefined();
    // The same account from another IP is not throttled either.
    expect((await login(user.email, user.password, '198.51.100.1')).statusCode).toBe(200);
    // Refused attempts while throttled are not counted again.
    const rows = await t.db.selectFrom('login_failures').selectAll().where('email', '=', user.email).execute();
    expect(rows).toHaveLength(LOGIN_FAILURES_PER_ACCOUNT_AND_IP);
  });

  it('successful sign-ins never count, however many', async () => {
    const user = await seedUser(t.db);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_IP + 5; i += 1) {
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    }
    expect(await t.db.selectFrom('login_failures').selectAll().execute()).toEqual([]);
  });

  it('failures just under the limit still let the right password in', async () => {
    const user = await seedUser(t.db);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_IP - 1; i += 1) {
      expect((await login(user.email, 'wrong-password')).statusCode).toBe(401);
    }
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('failures older than the window no longer count', async () => {
    const user = await seedUser(t.db);
    const old = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS - 60_000);
    await t.db
      .insertInto('login_failures')
      .values(Array.from({ length: 20 }, () => ({ ip: SHARED_IP, email: user.email, at: old })))
      .execute();
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it(`${LOGIN_FAILURES_PER_IP} failures from one IP throttle every account from it`, async () => {
    const user = await seedUser(t.db);
    await t.db
      .insertInto('login_failures')
      .values(Array.from({ length: LOGIN_FAILURES_PER_IP }, (_, i) => ({ ip: SHARED_IP, email: `spray${i}@x.test` })))
      .execute();
    expectThrottled(await login(user.email, user.password));
    expect((await login(user.email, user.password, '198.51.100.2')).statusCode).toBe(200);
  });

  it('wrong PINs and wrong passwords add up to the same per-account limit', async () => {
    const user = await seedUser(t.db, { pin: '1111' });
    for (let i = 0; i < 5; i += 1) expect((await pinLogin(user.email, '9999')).statusCode).toBe(401);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_IP - 5; i += 1) {
      expect((await login(user.email, 'wrong-password')).statusCode).toBe(401);
    }
    expectThrottled(await login(user.email, user.password));
    expectThrottled(await pinLogin(user.email, '1111'));
  });

  it('a burst of parallel guesses cannot outrun the limit', async () => {
    const user = await seedUser(t.db);
    const burst = await Promise.all(Array.from({ length: 25 }, (_, i) => login(user.email, `guess-${i}`)));
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_FAILURES_PER_ACCOUNT_AND_IP);
    expect(codes.filter((c) => c === 429)).toHaveLength(25 - LOGIN_FAILURES_PER_ACCOUNT_AND_IP);
    expect(await t.db.selectFrom('login_failures').selectAll().execute()).toHaveLength(LOGIN_FAILURES_PER_ACCOUNT_AND_IP);
  });

  it('parallel successful sign-ins from one IP all succeed and leave nothing counted', async () => {
    const staff = await Promise.all(Array.from({ length: 12 }, () => seedUser(t.db)));
    const results = await Promise.all(staff.map((u) => login(u.email, u.password)));
    expect(results.map((r) => r.statusCode)).toEqual(staff.map(() => 200));
    expect(await t.db.selectFrom('login_failures').selectAll().execute()).toEqual([]);
  });
});
