import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/test-db';
import { ORIGIN, seedHotel, seedUser, signIn, useTestApp } from '../test/test-app';
import { expectError, send } from '../test/http-checks';
import { listenOn } from '../test/sse-client';
import { makeClientDir } from '../test/client-fixture';

describe.each(testDatabases())('Cache-Control on %s', (kind) => {
  const clientDir = makeClientDir();
  const t = useTestApp(kind, { clientDir });
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await listenOn(t.app);
  });
  afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));
  const raw = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: string) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  it('every /api and /trpc answer is no-store: reads, writes, refusals and framework errors', async () => {
    const user = await seedUser(t.db);
    const cookie = await signIn(t.app, user.email);
    const answers = {
      'REST read': await send(t.app, 'GET', '/api/profile/me', { cookie }),
      'REST write': await send(t.app, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } }),
      'REST 401': await send(t.app, 'GET', '/api/auth/session'),
      'REST 404': await send(t.app, 'GET', '/api/nothing-here'),
      'REST 403': await send(t.app, 'POST', '/api/auth/logout', { origin: 'https://evil.example' }),
      'REST 415': await raw('POST', '/api/auth/login', { 'content-type': 'text/plain', origin: ORIGIN }, 'x'),
      'REST bad JSON': await raw('POST', '/api/auth/login', { 'content-type': 'application/json' }, '{'),
      'REST 413': await raw('POST', '/api/auth/login', { 'content-type': 'application/json' }, JSON.stringify({ a: 'x'.repeat(300 * 1024) })),
      'bad URL': await send(t.app, 'GET', '/api/%zz'),
      'tRPC read': await send(t.app, 'GET', '/trpc/auth.session', { cookie }),
      'tRPC batch': await send(t.app, 'GET', '/trpc/auth.session,profile.me?batch=1', { cookie }),
      'tRPC 401': await send(t.app, 'GET', '/trpc/auth.session'),
      'tRPC 404': await send(t.app, 'GET', '/trpc/nothing.here'),
      'tRPC bad JSON': await raw('POST', '/trpc/auth.login', { 'content-type': 'application/json' }, '{'),
    };
    for (const [what, res] of Object.entries(answers)) expect(res.headers['cache-control'], what).toBe('no-store');
    expect(answers['REST read'].statusCode).toBe(200);
    expect(answers['tRPC read'].statusCode).toBe(200);
  });

  it('a live stream (SSE) is no-store too', async () => {
    const hotel = await seedHotel(t.db);
    const user = await seedUser(t.db, { role: 'manager', hotelId: hotel.id });
    const cookie = await signIn(t.app, user.email);
    const abort = new AbortController();
    const input = encodeURIComponent(JSON.stringify({ hotelId: hotel.id }));
    const res = await fetch(`${baseUrl}/trpc/events.hotel?input=${input}`, { headers: { accept: 'text/event-stream', cookie }, signal: abort.signal });
    try {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    } finally {
      abort.abort();
    }
  });

  it('hashed assets are cached for a year, immutable', async () => {
    for (const url of ['/assets/index-Bx3kQ9aZ.js', '/assets/index-C4lTz0Qe.css']) {
      const res = await send(t.app, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
  });

  it('index.html, the service worker, the manifest and other fixed names are revalidated every time', async () => {
    for (const url of ['/', '/login', '/dashboard?tab=rooms', '/service-worker.js', '/manifest.webmanifest', '/saved-preferences.js', '/favicon-32x32.png']) {
      const res = await send(t.app, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('a missing hashed asset is a 404, not index.html cached for a year under a script name', async () => {
    const res = await send(t.app, 'GET', '/assets/index-Gone1234.js');
    expectError(res, 404, 'NOT_FOUND');
    expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable|max-age/);
  });
});
