import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, seedUser, signIn, useTestApp } from '../../test/test-app';
import { expectError } from '../../test/http-checks';
import { LOGIN_FAILURES_PER_ACCOUNT_AND_IP } from '../../../src-shared/limits';

/** DESIGN §16: a stolen cookie is not enough to guess the password, take over the email or a push endpoint. */
describe.each(testDatabases())('secret checks of Settings on %s', (kind) => {
  const t = useTestApp(kind, { env: { PUSH_ENDPOINT_HOSTS: 'push.test' } });

  async function member() {
    const hotel = await seedHotel(t.db);
    const user = await seedUser(t.db, { role: 'housekeeper', hotelId: hotel.id });
    return { user, cookie: await signIn(t.app, user.email) };
  }

  it.each([
    ['change password', '/api/profile/change-password', (p: string) => ({ currentPassword: p, newPassword: 'new-password-1' })],
    ['set PIN', '/api/profile/set-pin', (p: string) => ({ currentPassword: p, pin: '2468' })],
    ['remove PIN', '/api/profile/remove-pin', (p: string) => ({ currentPassword: p })],
    ['change email', '/api/profile/me', (p: string) => ({ currentPassword: p, email: 'moved@hotel.test' })],
  ])('%s: wrong current passwords count as failed sign-ins, then 429 with Retry-After even for the right one', async (_label, url, body) => {
    const { user, cookie } = await member();
    const method = url === '/api/profile/me' ? 'PATCH' : 'POST';
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_IP; i += 1) {
      expectError(await api(t.app, method, url, { cookie, body: body('wrong-guess') }), 400, 'BAD_REQUEST', 'Current password is incorrect');
    }
    const limited = await api(t.app, method, url, { cookie, body: body(user.password) });
    expectError(limited, 429, 'TOO_MANY_REQUESTS');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The same account's sign-in from the same address is throttled too: one limit for every secret check.
    const login = await api(t.app, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(login.statusCode).toBe(429);
    const row = await t.db.selectFrom('users').select(['email', 'password_hash', 'pin_hash']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.email).toBe(user.email);
  });

  it('a right current password is not counted: many changes in a row all succeed', async () => {
    const { user, cookie } = await member();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_IP + 2; i += 1) {
      const res = await api(t.app, 'POST', '/api/profile/set-pin', { cookie, body: { currentPassword: user.password, pin: '1357' } });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('changing the email needs the current password; the name alone does not', async () => {
    const { user, cookie } = await member();
    const bare = await api(t.app, 'PATCH', '/api/profile/me', { cookie, body: { email: 'taken-over@hotel.test' } });
    expectError(bare, 400, 'BAD_REQUEST', 'Enter your current password to change your email');
    const named = await api(t.app, 'PATCH', '/api/profile/me', { cookie, body: { fullName: 'New Name' } });
    expect(named.statusCode).toBe(200);
    // Sending one's own email again changes nothing, so it needs no password.
    expect((await api(t.app, 'PATCH', '/api/profile/me', { cookie, body: { email: user.email.toUpperCase() } })).statusCode).toBe(200);
    const moved = await api(t.app, 'PATCH', '/api/profile/me', {
      cookie,
      body: { email: 'moved@hotel.test', currentPassword: user.password },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().email).toBe('moved@hotel.test');
  });

  it("another account's push endpoint is refused with 409, never taken over; one's own is refreshed", async () => {
    const a = await member();
    const b = await member();
    const body = { endpoint: 'https://push.test/device/1', p256dhKey: 'p256-a', authKey: 'auth-a' };
    expect((await api(t.app, 'POST', '/api/push/subscribe', { cookie: a.cookie, body })).statusCode).toBe(200);
    const stolen = await api(t.app, 'POST', '/api/push/subscribe', { cookie: b.cookie, body: { ...body, p256dhKey: 'p256-b', authKey: 'auth-b' } });
    expectError(stolen, 409, 'CONFLICT', 'This device is already subscribed for another account');
    const again = await api(t.app, 'POST', '/api/push/subscribe', { cookie: a.cookie, body: { ...body, authKey: 'auth-a2' } });
    expect(again.statusCode).toBe(200);
    const rows = await t.db.selectFrom('push_subscriptions').select(['user_id', 'p256dh_key', 'auth_key']).execute();
    expect(rows).toEqual([{ user_id: a.user.id, p256dh_key: 'p256-a', auth_key: 'auth-a2' }]);
  });
});
