import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { testDatabases } from '../../test/test-db';
import { seedHotel, seedUser, signIn, useTestApp } from '../../test/test-app';
import { expectError, newSessionCookie, send, sessionStatus } from '../../test/http-checks';
import { loadActor } from '../../trpc/context';
import { SESSION_LIFETIME_SECONDS } from '../../../src-shared/limits';

describe.each(testDatabases())('session and logout on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('GET /api/auth/session', () => {
    it('answers 401 {error, code} without a cookie', async () => {
      const res = await send(t.app, 'GET', '/api/auth/session');
      expectError(res, 401, 'UNAUTHORIZED', 'You are not signed in');
    });

    it('answers the signed-in user: id, email, hotelId, status', async () => {
      const hotel = await seedHotel(t.db);
      const user = await seedUser(t.db, { role: 'manager', hotelId: hotel.id, email: 'mgr@hotel.test' });
      const cookie = await signIn(t.app, user.email);
      const res = await send(t.app, 'GET', '/api/auth/session', { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: user.id,
        email: 'mgr@hotel.test',
        hotelId: hotel.id,
        status: 'approved',
        role: 'manager',
        fullName: user.full_name,
        language: null,
      });
      // A read never issues a new cookie.
      expect(newSessionCookie(res)).toBeUndefined();
    });

    it('refuses a tampered or foreign cookie with 401', async () => {
      const user = await seedUser(t.db);
      const cookie = await signIn(t.app, user.email);
      const value = decodeURIComponent(cookie.slice('hk_session='.length));
      const flipped = value[5] === 'A' ? 'B' : 'A';
      const tampered = `hk_session=${encodeURIComponent(value.slice(0, 5) + flipped + value.slice(6))}`;
      expectError(await send(t.app, 'GET', '/api/auth/session', { cookie: tampered }), 401, 'UNAUTHORIZED');
      expectError(await send(t.app, 'GET', '/api/auth/session', { cookie: 'hk_session=garbage' }), 401, 'UNAUTHORIZED');
      expectError(await send(t.app, 'GET', '/api/auth/session', { cookie: 'hk_session=' }), 401, 'UNAUTHORIZED');
      expect(await sessionStatus(t.app, cookie)).toBe(200);
    });

    it('ends a session 12 h after sign-in, however active', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = new Date('2030-01-15T08:00:00Z');
      vi.setSystemTime(start);
      const user = await seedUser(t.db);
      const cookie = await signIn(t.app, user.email);
      vi.setSystemTime(start.getTime() + 11 * 3600_000);
      expect(await sessionStatus(t.app, cookie)).toBe(200);
      vi.setSystemTime(start.getTime() + SESSION_LIFETIME_SECONDS * 1000 + 60_000);
      expectError(await send(t.app, 'GET', '/api/auth/session', { cookie }), 401, 'UNAUTHORIZED');
    });

    it('loadActor honours the lifetime, the session version and the account status', async () => {
      const user = await seedUser(t.db);
      const iat = Math.floor(Date.now() / 1000);
      const cookie = { uid: user.id, v: user.session_version, iat };
      expect((await loadActor(t.db, cookie))?.id).toBe(user.id);
      const nearEnd = (iat + SESSION_LIFETIME_SECONDS - 1) * 1000;
      expect(await loadActor(t.db, cookie, nearEnd)).not.toBeNull();
      expect(await loadActor(t.db, cookie, (iat + SESSION_LIFETIME_SECONDS + 1) * 1000)).toBeNull();
      expect(await loadActor(t.db, { ...cookie, v: user.session_version + 1 })).toBeNull();
      expect(await loadActor(t.db, { ...cookie, uid: '00000000-0000-4000-8000-000000000000' })).toBeNull();
      expect(await loadActor(t.db, null)).toBeNull();
      const actor = await loadActor(t.db, cookie);
      expect(Object.keys(actor!).some((k) => /hash/i.test(k))).toBe(false);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('clears the cookie and revokes every session of the user', async () => {
      const user = await seedUser(t.db);
      const phone = await signIn(t.app, user.email);
      const desktop = await signIn(t.app, user.email);
      const res = await send(t.app, 'POST', '/api/auth/logout', { cookie: phone });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(String(res.headers['set-cookie'])).toMatch(/hk_session=;.*Max-Age=0/);
      expect(newSessionCookie(res)).toBeUndefined();
      expectError(await send(t.app, 'GET', '/api/auth/session', { cookie: phone }), 401, 'UNAUTHORIZED');
      expect(await sessionStatus(t.app, desktop)).toBe(401);
      const row = await t.db.selectFrom('users').select('session_version').where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row.session_version).toBe(user.session_version + 1);
      // Signing in again works and gives a new, working session.
      expect(await sessionStatus(t.app, await signIn(t.app, user.email))).toBe(200);
    });

    it('answers 200 without a session and changes nothing', async () => {
      const user = await seedUser(t.db);
      const res = await send(t.app, 'POST', '/api/auth/logout');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      const garbage = await send(t.app, 'POST', '/api/auth/logout', { cookie: 'hk_session=garbage' });
      expect(garbage.statusCode).toBe(200);
      const row = await t.db.selectFrom('users').select('session_version').where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row.session_version).toBe(user.session_version);
    });
  });

  describe('deactivation and role change (as the admin feature does it)', () => {
    it('a deactivated user loses the open session at once', async () => {
      const user = await seedUser(t.db);
      const cookie = await signIn(t.app, user.email);
      await t.db
        .updateTable('users')
        .set({ status: 'rejected', session_version: sql`session_version + 1` })
        .where('id', '=', user.id)
        .execute();
      expectError(await send(t.app, 'GET', '/api/auth/session', { cookie }), 401, 'UNAUTHORIZED');
      expectError(await send(t.app, 'GET', '/api/profile/me', { cookie }), 401, 'UNAUTHORIZED');
      const again = await send(t.app, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
      expect(again.json()).toMatchObject({ status: 'rejected', code: 'FORBIDDEN' });
    });

    it('a non-admin set back to pending or rejected has no usable session even before the bump', async () => {
      const user = await seedUser(t.db, { role: 'frontdesk' });
      const cookie = await signIn(t.app, user.email);
      await t.db.updateTable('users').set({ status: 'pending' }).where('id', '=', user.id).execute();
      expect(await sessionStatus(t.app, cookie)).toBe(401);
    });

    it('a role change that bumps the version revokes the cookie', async () => {
      const user = await seedUser(t.db, { role: 'housekeeper' });
      const cookie = await signIn(t.app, user.email);
      await t.db
        .updateTable('users')
        .set({ role: 'manager', session_version: sql`session_version + 1` })
        .where('id', '=', user.id)
        .execute();
      expect(await sessionStatus(t.app, cookie)).toBe(401);
      const fresh = await signIn(t.app, user.email);
      expect((await send(t.app, 'GET', '/api/auth/session', { cookie: fresh })).json().role).toBe('manager');
    });
  });
});
