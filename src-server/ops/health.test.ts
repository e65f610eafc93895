import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { loadSecrets, type Secrets } from '../secrets';
import { connectPglite, connectPostgres, type Db } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { testDatabases } from '../test/test-db';
import { useTestApp } from '../test/test-app';
import { expectError } from '../test/http-checks';
import { READY_TIMEOUT_MS } from './health';

const config = { ...loadConfig({ PORT: '3000' }), clientDir: null, logger: false };

describe.each(testDatabases())('health checks (DESIGN §15) on %s', (kind) => {
  const t = useTestApp(kind);

  it('healthz and readyz answer 200 while the process is up and the database answers', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });
});

/** An app whose database is out of reach; the secrets come from a working one. */
async function appOn(db: Db, secrets: Secrets) {
  const app = await buildApp({ config, db, secrets });
  await app.ready();
  return app;
}

describe('readyz while the database is down', () => {
  let secrets: Secrets;
  let embedded: Db;
  const apps: FastifyInstance[] = [];
  const servers: net.Server[] = [];
  beforeAll(async () => {
    embedded = await connectPglite(null);
    await migrateToLatest(embedded);
    secrets = await loadSecrets(embedded, config);
  });
  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => undefined);
    for (const server of servers) server.close();
  });

  async function listening(onConnection: (socket: net.Socket) => void) {
    const server = net.createServer(onConnection);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as net.AddressInfo).port;
  }

  it('refused connections: 503 at once, healthz still 200', async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await listening(() => undefined);
    await new Promise((resolve) => servers.pop()!.close(resolve));
    const app = await appOn(await connectPostgres(`postgres://postgres@127.0.0.1:${port}/none`, 2), secrets);
    apps.push(app);
    const started = Date.now();
    expectError(await app.inject({ method: 'GET', url: '/readyz' }), 503, 'SERVICE_UNAVAILABLE', 'The database is not answering');
    expect(Date.now() - started).toBeLessThan(READY_TIMEOUT_MS);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('a database that accepts but never answers: 503 after the short timeout, not a hang', async () => {
    const sockets: net.Socket[] = [];
    const port = await listening((socket) => sockets.push(socket));
    const app = await appOn(await connectPostgres(`postgres://postgres@127.0.0.1:${port}/none`, 2), secrets);
    apps.push(app);
    const started = Date.now();
    expectError(await app.inject({ method: 'GET', url: '/readyz' }), 503, 'SERVICE_UNAVAILABLE');
    expect(Date.now() - started).toBeGreaterThanOrEqual(READY_TIMEOUT_MS - 50);
    expect(Date.now() - started).toBeLessThan(READY_TIMEOUT_MS + 1000);
    for (const socket of sockets) socket.destroy();
  });

  it('an embedded database that was closed: 503', async () => {
    const app = await appOn(embedded, secrets);
    apps.push(app);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await embedded.destroy();
    expectError(await app.inject({ method: 'GET', url: '/readyz' }), 503, 'SERVICE_UNAVAILABLE');
  });
});
