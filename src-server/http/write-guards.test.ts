import { describe, expect, it } from 'vitest';
import { testDatabases } from '../test/test-db';
import { ORIGIN, seedUser, signIn, useTestApp } from '../test/test-app';
import { expectError, expectNoSecrets, newSessionCookie, send, sessionStatus } from '../test/http-checks';

const JSON_ONLY = 'Request body must be JSON (Content-Type: application/json)';

describe.each(testDatabases())('write guards on %s', (kind) => {
  const t = useTestApp(kind);
  const raw = async (url: string, headers: Record<string, string>, payload: string, method: 'POST' | 'PATCH' = 'POST') => {
    const res = await t.app.inject({ method, url, headers, payload });
    expectNoSecrets(res);
    return res;
  };
  const credentials = async () => {
    const user = await seedUser(t.db);
    return { user, body: JSON.stringify({ email: user.email, password: user.password }) };
  };
  const version = async (id: string) =>
    (await t.db.selectFrom('users').select('session_version').where('id', '=', id).executeTakeFirstOrThrow()).session_version;

  describe('JSON only (415)', () => {
    it.each(['/api/auth/login', '/trpc/auth.login'])('refuses a text/plain body on %s', async (url) => {
      const { body } = await credentials();
      const res = await raw(url, { 'content-type': 'text/plain', origin: ORIGIN }, body);
      expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', JSON_ONLY);
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('refuses multipart/form-data on /trpc/auth.login: no sign-in happens', async () => {
      const { user } = await credentials();
      const form = [
        '--XyZ',
        'Content-Disposition: form-data; name="email"',
        '',
        user.email,
        '--XyZ',
        'Content-Disposition: form-data; name="password"',
        '',
        user.password,
        '--XyZ--',
        '',
      ].join('\r\n');
      const res = await raw('/trpc/auth.login', { 'content-type': 'multipart/form-data; boundary=XyZ' }, form);
      expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('refuses a url-encoded form and a body without a content type', async () => {
      const { user } = await credentials();
      const form = `email=${encodeURIComponent(user.email)}&password=${user.password}`;
      const urlEncoded = await raw('/api/auth/login', { 'content-type': 'application/x-www-form-urlencoded' }, form);
      expectError(urlEncoded, 415, 'UNSUPPORTED_MEDIA_TYPE');
      const untyped = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: Buffer.from(form) });
      expectError(untyped, 415, 'UNSUPPORTED_MEDIA_TYPE');
    });

    it('refuses a text/plain PATCH that would change a profile', async () => {
      const { user } = await credentials();
      const cookie = await signIn(t.app, user.email);
      const res = await raw('/api/profile/me', { 'content-type': 'text/plain', cookie }, '{"fullName":"Evil"}', 'PATCH');
      expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
      const row = await t.db.selectFrom('users').select('full_name').where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row.full_name).toBe(user.full_name);
    });

    it('accepts application/json with a charset, and a body-less POST', async () => {
      const { body } = await credentials();
      const res = await raw('/api/auth/login', { 'content-type': 'application/json; charset=utf-8' }, body);
      expect(res.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    });
  });

  describe('Origin (403 for a foreign one)', () => {
    it('refuses a write from another origin even with a valid cookie, and changes nothing', async () => {
      const { user } = await credentials();
      const cookie = await signIn(t.app, user.email);
      for (const origin of ['https://evil.example', 'http://localhost:3001', 'null', 'http://sub.localhost:3000']) {
        const res = await send(t.app, 'POST', '/api/auth/logout', { cookie, origin });
        expectError(res, 403, 'FORBIDDEN', 'Cross-origin request refused');
        expect(res.headers['set-cookie']).toBeUndefined();
      }
      const patch = await send(t.app, 'PATCH', '/api/profile/me', { cookie, origin: 'https://evil.example', body: { fullName: 'Evil' } });
      expectError(patch, 403, 'FORBIDDEN');
      const trpc = await send(t.app, 'POST', '/trpc/auth.logout', { cookie, origin: 'https://evil.example' });
      expect(trpc.statusCode).toBe(403);
      expect(await version(user.id)).toBe(user.session_version);
      expect(await sessionStatus(t.app, cookie)).toBe(200);
      expect((await send(t.app, 'GET', '/api/profile/me', { cookie })).json().fullName).toBe(user.full_name);
    });

    it('refuses a sign-in from another origin: no cookie is planted', async () => {
      const { user } = await credentials();
      const res = await send(t.app, 'POST', '/api/auth/login', { origin: 'https://evil.example', body: { email: user.email, password: user.password } });
      expectError(res, 403, 'FORBIDDEN');
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('allows the own origin and no Origin at all (integrations)', async () => {
      const { user } = await credentials();
      const body = { email: user.email, password: user.password };
      expect((await send(t.app, 'POST', '/api/auth/login', { origin: ORIGIN, body })).statusCode).toBe(200);
      const noOrigin = await send(t.app, 'POST', '/api/auth/login', { origin: null, body });
      expect(noOrigin.statusCode).toBe(200);
      const cookie = newSessionCookie(noOrigin)!;
      expect((await send(t.app, 'POST', '/api/auth/logout', { cookie, origin: null })).statusCode).toBe(200);
      expect(await sessionStatus(t.app, cookie)).toBe(401);
    });

    it('refuses an Origin that merely equals the request Host (DNS rebinding): only PUBLIC_URL writes', async () => {
      const { user } = await credentials();
      const cookie = await signIn(t.app, user.email);
      for (const host of ['rebound.example', 'localhost:3001', '127.0.0.1:3000']) {
        const res = await send(t.app, 'POST', '/api/auth/logout', { cookie, origin: `http://${host}`, headers: { host } });
        expectError(res, 403, 'FORBIDDEN', 'Cross-origin request refused');
      }
      const login = await send(t.app, 'POST', '/api/auth/login', {
        origin: 'http://rebound.example',
        headers: { host: 'rebound.example' },
        body: { email: user.email, password: user.password },
      });
      expectError(login, 403, 'FORBIDDEN');
      expect(login.headers['set-cookie']).toBeUndefined();
      expect(await version(user.id)).toBe(user.session_version);
    });

    it('lets a GET through whatever its Origin: reads change nothing', async () => {
      const { user } = await credentials();
      const cookie = await signIn(t.app, user.email);
      const res = await send(t.app, 'GET', '/api/auth/session', { cookie, origin: 'https://evil.example' });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('malformed and oversized bodies', () => {
    it.each(['/api/auth/login', '/api/auth/signup', '/trpc/auth.login'])('answers malformed JSON on %s with a 400 JSON body', async (url) => {
      for (const payload of ['{"email":', 'not json', '{"a":1}}', '\u0000']) {
        const res = await raw(url, { 'content-type': 'application/json', origin: ORIGIN }, payload);
        expect(res.statusCode, `${url} ${payload}`).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        const body = res.json();
        if (url.startsWith('/api/')) expectError(res, 400, 'BAD_REQUEST');
        else expect(body.error.data.code).toBe('BAD_REQUEST');
      }
    });

    it('answers an empty JSON body with 400, and JSON that is not an object with 400', async () => {
      expectError(await raw('/api/auth/login', { 'content-type': 'application/json' }, ''), 400, 'BAD_REQUEST');
      for (const payload of ['null', '[]', '"text"', '42', 'true']) {
        expectError(await raw('/api/auth/login', { 'content-type': 'application/json' }, payload), 400, 'BAD_REQUEST');
      }
    });

    it.each(['/api/auth/login', '/api/auth/signup', '/trpc/auth.login'])('answers a body over 256 KB on %s with 413', async (url) => {
      const payload = JSON.stringify({ email: 'big@hotel.test', password: 'x'.repeat(257 * 1024) });
      const res = await raw(url, { 'content-type': 'application/json' }, payload);
      expectError(res, 413, 'PAYLOAD_TOO_LARGE');
      expect(await t.db.selectFrom('users').select('id').execute()).toEqual([]);
    });

    it('an unknown /api path is a JSON 404', async () => {
      expectError(await send(t.app, 'GET', '/api/nothing-here'), 404, 'NOT_FOUND');
      expectError(await send(t.app, 'POST', '/api/auth/nothing', { body: {} }), 404, 'NOT_FOUND');
    });
  });
});

describe.each(testDatabases())('write guards behind a configured PUBLIC_URL on %s', (kind) => {
  const t = useTestApp(kind, { env: { PUBLIC_URL: 'https://hotel.example' } });

  it('accepts writes from PUBLIC_URL whatever the Host, and refuses the default localhost origin', async () => {
    const user = await seedUser(t.db);
    const body = { email: user.email, password: user.password };
    // Behind a proxy the Host the app sees is often an internal name.
    const res = await send(t.app, 'POST', '/api/auth/login', { origin: 'https://hotel.example', headers: { host: 'app:3000' }, body });
    expect(res.statusCode).toBe(200);
    expectError(await send(t.app, 'POST', '/api/auth/login', { origin: ORIGIN, headers: { host: 'localhost:3000' }, body }), 403, 'FORBIDDEN');
    expectError(await send(t.app, 'POST', '/api/auth/login', { origin: 'http://hotel.example', body }), 403, 'FORBIDDEN');
  });
});
