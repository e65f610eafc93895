import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/test-db';
import { seedUser, signIn, useTestApp } from '../test/test-app';
import { makeClientDir } from '../test/client-fixture';

/**
 * DESIGN §15 / issue 19: HEAD is answered wherever GET is (a load balancer's health check
 * by HEAD must not fail), with GET's status and headers and no body. (/trpc is the app's
 * own client's: tRPC answers HEAD 204 itself, without running the procedure.)
 */
describe.each(testDatabases())('HEAD requests on %s', (kind) => {
  const clientDir = makeClientDir();
  const t = useTestApp(kind, { clientDir });
  afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

  async function both(url: string, cookie?: string) {
    const headers = cookie ? { cookie } : {};
    const get = await t.app.inject({ method: 'GET', url, headers });
    const head = await t.app.inject({ method: 'HEAD', url, headers });
    return { get, head };
  }

  it.each([
    ['the client page', '/', 200],
    ['a client route', '/rooms', 200],
    ['a hashed asset', '/assets/index-Bx3kQ9aZ.js', 200],
    ['the service worker', '/service-worker.js', 200],
    ['liveness', '/healthz', 200],
    ['readiness', '/readyz', 200],
    ['a public API path', '/api/push/vapid-public-key', 200],
    ['an API path needing a session', '/api/auth/session', 401],
    ['a missing asset', '/assets/missing-123.js', 404],
    ['a missing API path', '/api/nothing-here', 404],
  ])('%s (%s): HEAD answers as GET does, without a body', async (_what, url, status) => {
    const { get, head } = await both(url);
    expect(get.statusCode, get.body).toBe(status);
    expect(head.statusCode).toBe(status);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['cache-control']).toBe(get.headers['cache-control']);
    expect(head.headers['content-security-policy']).toBe(get.headers['content-security-policy']);
  });

  it('an API path answered for a signed-in user', async () => {
    const user = await seedUser(t.db);
    const cookie = await signIn(t.app, user.email, user.password);
    const { get, head } = await both('/api/auth/session', cookie);
    expect(get.statusCode).toBe(200);
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});
