import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDb, testDatabases, truncateAll, type DbKind, type TestDb } from '../test/test-db';
import { api, seedHotel, useTestApp } from '../test/test-app';
import { seedCrew, seedRooms } from '../test/seed-rooms';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { loadSecrets } from '../secrets';
import { connectPostgres } from '../db/connection';
import { listenOn, Subscription, touchesRoom } from '../test/sse-client';
import type { KyselyPlugin } from 'kysely';
import { SESSION_RECHECK_MS, watchSession } from './session-watch';
import { loadActor } from '../trpc/context';

/** DESIGN §16: a live stream ends within 5 s of its session being revoked. */
describe.each(testDatabases())('a revoked session loses its live stream on %s', (kind) => {
  const t = useTestApp(kind);
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await listenOn(t.app);
  });

  async function ended(sub: Subscription, ms: number) {
    const deadline = Date.now() + ms;
    while (!sub.ended && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    return sub.ended;
  }

  it.each([
    ['deactivated by an admin', 'deactivate'],
    ['signed out on another device', 'logout'],
    ['moved to another role', 'role'],
  ] as const)('%s: the stream ends within 5 s; a colleague keeps theirs', async (_label, how) => {
    const hotel = await seedHotel(t.db);
    const crew = await seedCrew(t.app, t.db, hotel.id);
    const keeper = await Subscription.open(baseUrl, hotel.id, crew.housekeeper.cookie);
    const desk = await Subscription.open(baseUrl, hotel.id, crew.frontdesk.cookie);
    try {
      const started = Date.now();
      const id = crew.housekeeper.id;
      const res =
        how === 'deactivate'
          ? await api(t.app, 'PATCH', `/api/profiles/${id}`, { cookie: crew.admin.cookie, body: { status: 'rejected' } })
          : how === 'logout'
            ? await api(t.app, 'POST', '/api/auth/logout', { cookie: crew.housekeeper.cookie })
            : await api(t.app, 'PATCH', `/api/roles/user/${id}`, { cookie: crew.admin.cookie, body: { role: 'frontdesk' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(await ended(keeper, 5000)).toBe(true);
      expect(Date.now() - started).toBeLessThan(5000);
      // It ended for the session, not by chance: the stream says so.
      expect(keeper.events.some((e) => e.event === 'serialized-error')).toBe(true);
      expect(desk.ended).toBe(false);
    } finally {
      keeper.close();
      desk.close();
    }
  });

  it('all open streams are checked with one query a round, and only the revoked one ends', async () => {
    const hotel = await seedHotel(t.db);
    const crew = await seedCrew(t.app, t.db, hotel.id);
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const db = t.db.withPlugin(counting);
    const users = [crew.housekeeper, crew.frontdesk, crew.manager, crew.housekeeper];
    const actors = await Promise.all(users.map((u) => t.db.selectFrom('users').select(['id', 'session_version']).where('id', '=', u.id).executeTakeFirstOrThrow()));
    const streams = new AbortController();
    const watches = await Promise.all(
      actors.map(async (row) => watchSession(db, (await loadActor(t.db, { uid: row.id, v: row.session_version, iat: Date.now() / 1000 }))!, hotel.id, streams.signal)),
    );
    try {
      await t.db.updateTable('users').set({ session_version: 99 }).where('id', '=', crew.frontdesk.id).execute();
      await new Promise((resolve) => setTimeout(resolve, SESSION_RECHECK_MS * 1.5));
      expect(queries).toBe(1);
      expect(watches.map((w) => w.revoked())).toEqual([false, true, false, false]);
      expect(watches[1]!.signal.aborted).toBe(true);
    } finally {
      streams.abort();
    }
  });
});

/**
 * Two app instances on one database: on PostgreSQL each with its own pool and its own
 * LISTEN/NOTIFY bus (as deployed behind a load balancer); PGlite has one process, so both
 * names are the same app.
 */
function useInstances(kind: DbKind) {
  const holder = {} as { testDb: TestDb; a: FastifyInstance; b: FastifyInstance; apps: FastifyInstance[]; baseUrlOfA: string };
  beforeAll(async () => {
    holder.testDb = await createTestDb(kind);
    const url = holder.testDb.url;
    const env = { PORT: '3000', ...(url ? { DATABASE_URL: url } : {}) };
    const config = { ...loadConfig(env), clientDir: null, logger: false };
    holder.apps = [];
    for (const db of url ? [await connectPostgres(url, 3), await connectPostgres(url, 3)] : [holder.testDb.db]) {
      holder.apps.push(await buildApp({ config, db, secrets: await loadSecrets(db, config) }));
    }
    holder.a = holder.apps[0]!;
    holder.b = holder.apps.at(-1)!;
    holder.baseUrlOfA = await listenOn(holder.a);
  });
  beforeEach(async () => {
    await truncateAll(holder.testDb.db);
  });
  afterAll(async () => {
    for (const app of holder.apps ?? []) await app.close();
    await holder.testDb?.close().catch(() => undefined);
  });
  return holder;
}

/** Issue 19: nothing reaches a stream after the change that revoked its session commits. */
describe.each(testDatabases())('nothing is delivered after the revocation on %s', (kind) => {
  const t = useInstances(kind);

  it.each([
    ['deactivated by an admin', 'deactivate'],
    ['signed out on another device', 'logout'],
  ] as const)('%s, then a room changed at once through another instance: the stream gets nothing', async (_label, how) => {
    const db = t.testDb.db;
    const hotel = await seedHotel(db);
    const [room] = await seedRooms(db, hotel.id, ['101']);
    const crew = await seedCrew(t.a, db, hotel.id);
    const baseUrl = t.baseUrlOfA;
    const keeper = await Subscription.open(baseUrl, hotel.id, crew.housekeeper.cookie);
    const desk = await Subscription.open(baseUrl, hotel.id, crew.frontdesk.cookie);
    try {
      const revoked =
        how === 'deactivate'
          ? await api(t.b, 'PATCH', `/api/profiles/${crew.housekeeper.id}`, { cookie: crew.admin.cookie, body: { status: 'rejected' } })
          : await api(t.b, 'POST', '/api/auth/logout', { cookie: crew.housekeeper.cookie });
      expect(revoked.statusCode, revoked.body).toBe(200);
      const changed = await api(t.b, 'POST', '/api/room-statuses', { cookie: crew.manager.cookie, body: { roomId: room!.roomId, status: 'dirty' } });
      expect(changed.statusCode, changed.body).toBe(200);
      // The colleague's stream on the same instance gets the change: it was delivered...
      await desk.next((e) => e.event === 'message' && touchesRoom(e, room!.roomId), 3000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      // ...but not to the revoked one, which ended saying why.
      expect(keeper.dataEvents()).toEqual([]);
      expect(await ended(keeper, 5000)).toBe(true);
      expect(keeper.events.some((e) => e.event === 'serialized-error')).toBe(true);
      expect(desk.ended).toBe(false);
    } finally {
      keeper.close();
      desk.close();
    }
  });
});

async function ended(sub: Subscription, ms: number) {
  const deadline = Date.now() + ms;
  while (!sub.ended && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return sub.ended;
}
