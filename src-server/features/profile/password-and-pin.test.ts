import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedUser, signIn, useTestApp } from '../../test/test-app';
import { expectError, expectInvalid, newSessionCookie, send, sessionStatus } from '../../test/http-checks';

describe.each(testDatabases())('password and PIN of the signed-in user on %s', (kind) => {
  const t = useTestApp(kind);
  const post = (url: string, cookie: string | undefined, body: unknown) => send(t.app, 'POST', url, { cookie, body });
  const login = (email: string, password: string) => send(t.app, 'POST', '/api/auth/login', { body: { email, password } });
  const pinLogin = (email: string, pin: string) => send(t.app, 'POST', '/api/auth/pin-login', { body: { email, pin } });
  const row = (id: string) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  describe('POST /api/profile/change-password', () => {
    const url = '/api/profile/change-password';

    it('refuses a wrong current password with 400 and keeps the old one', async () => {
      const user = await seedUser(t.db);
      const cookie = await signIn(t.app, user.email);
      const before = await row(user.id);
      const res = await post(url, cookie, { currentPassword: 'not-it', newPassword: 'brand-new-pass' });
      expectError(res, 400, 'BAD_REQUEST', 'Current password is incorrect');
      expect(newSessionCookie(res)).toBeUndefined();
      const after = await row(user.id);
      expect(after.password_hash).toBe(before.password_hash);
      expect(after.session_version).toBe(before.session_version);
      expect(await sessionStatus(t.app, cookie)).toBe(200);
    });

    it('refuses a new password under 8 characters with 400', async () => {
      const user = await seedUser(t.db);
      const cookie = await signIn(t.app, user.email);
      const res = await post(url, cookie, { currentPassword: user.password, newPassword: '1234567' });
      expectInvalid(res, 'newPassword', 'Password must be at least 8 characters');
      expectInvalid(await post(url, cookie, { newPassword: 'brand-new-pass' }), 'currentPassword');
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    });

    it('changes it: this device keeps a fresh cookie, every other session ends', async () => {
      const user = await seedUser(t.db);
      const here = await signIn(t.app, user.email);
      const elsewhere = await signIn(t.app, user.email);
      const res = await post(url, here, { currentPassword: user.password, newPassword: 'brand-new-pass' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      const fresh = newSessionCookie(res);
      expect(fresh).toBeDefined();
      expect(await sessionStatus(t.app, fresh!)).toBe(200);
      expectError(await send(t.app, 'GET', '/api/auth/session', { cookie: here }), 401, 'UNAUTHORIZED');
      expect(await sessionStatus(t.app, elsewhere)).toBe(401);
      const after = await row(user.id);
      expect(after.session_version).toBe(user.session_version + 1);
      expect(after.password_hash).toMatch(/^\$argon2id\$/);
      expectError(await login(user.email, user.password), 401, 'UNAUTHORIZED', 'Invalid email or password');
      expect((await login(user.email, 'brand-new-pass')).statusCode).toBe(200);
    });

    it('requires a session', async () => {
      expectError(await post(url, undefined, { currentPassword: 'x', newPassword: 'brand-new-pass' }), 401, 'UNAUTHORIZED');
    });
  });

  describe('POST /api/profile/set-pin and remove-pin', () => {
    it('sets a PIN with the current password: profile pin true, PIN login works', async () => {
      const user = await seedUser(t.db);
      const cookie = await signIn(t.app, user.email);
      const res = await post('/api/profile/set-pin', cookie, { pin: '0519', currentPassword: user.password });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: user.id, pin: true, email: user.email });
      expect((await row(user.id)).pin_hash).toMatch(/^\$argon2id\$/);
      expect((await send(t.app, 'GET', '/api/profile/me', { cookie })).json().pin).toBe(true);
      expect((await pinLogin(user.email, '0519')).statusCode).toBe(200);
      expect((await pinLogin(user.email, '0520')).statusCode).toBe(401);
      // Setting a PIN does not end sessions.
      expect(await sessionStatus(t.app, cookie)).toBe(200);
    });

    it('refuses set-pin with a wrong current password (400) or a bad PIN (400)', async () => {
      const user = await seedUser(t.db);
      const cookie = await signIn(t.app, user.email);
      const wrong = await post('/api/profile/set-pin', cookie, { pin: '0519', currentPassword: 'not-it' });
      expectError(wrong, 400, 'BAD_REQUEST', 'Current password is incorrect');
      for (const pin of ['abc', '12345', '12', '']) {
        expectInvalid(await post('/api/profile/set-pin', cookie, { pin, currentPassword: user.password }), 'pin', 'PIN must be exactly 4 digits');
      }
      expectInvalid(await post('/api/profile/set-pin', cookie, { pin: '1234' }), 'currentPassword');
      expect((await row(user.id)).pin_hash).toBeNull();
      expect((await pinLogin(user.email, '0519')).statusCode).toBe(401);
    });

    it('setting a new PIN clears a PIN lock and replaces the old PIN', async () => {
      const user = await seedUser(t.db, { pin: '1111' });
      await t.db.updateTable('users').set({ pin_failures: 5, pin_locked_at: new Date() }).where('id', '=', user.id).execute();
      const cookie = await signIn(t.app, user.email);
      await t.db.updateTable('users').set({ pin_failures: 5, pin_locked_at: new Date() }).where('id', '=', user.id).execute();
      expect((await post('/api/profile/set-pin', cookie, { pin: '2222', currentPassword: user.password })).statusCode).toBe(200);
      expect(await row(user.id)).toMatchObject({ pin_failures: 0, pin_locked_at: null });
      expect((await pinLogin(user.email, '1111')).statusCode).toBe(401);
      expect((await pinLogin(user.email, '2222')).statusCode).toBe(200);
    });

    it('removes the PIN with the current password: profile pin null, PIN login refused', async () => {
      const user = await seedUser(t.db, { pin: '0519' });
      const cookie = await signIn(t.app, user.email);
      expect((await send(t.app, 'GET', '/api/profile/me', { cookie })).json().pin).toBe(true);
      const wrong = await post('/api/profile/remove-pin', cookie, { currentPassword: 'not-it' });
      expectError(wrong, 400, 'BAD_REQUEST', 'Current password is incorrect');
      expect((await row(user.id)).pin_hash).not.toBeNull();
      expectInvalid(await post('/api/profile/remove-pin', cookie, {}), 'currentPassword');

      const res = await post('/api/profile/remove-pin', cookie, { currentPassword: user.password });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: user.id, pin: null });
      expect((await row(user.id)).pin_hash).toBeNull();
      expect((await send(t.app, 'GET', '/api/profile/me', { cookie })).json().pin).toBeNull();
      expectError(await pinLogin(user.email, '0519'), 401, 'UNAUTHORIZED', 'Invalid email or PIN');
    });

    it('require a session', async () => {
      expectError(await post('/api/profile/set-pin', undefined, { pin: '1234', currentPassword: 'x' }), 401, 'UNAUTHORIZED');
      expectError(await post('/api/profile/remove-pin', undefined, { currentPassword: 'x' }), 401, 'UNAUTHORIZED');
    });
  });
});
