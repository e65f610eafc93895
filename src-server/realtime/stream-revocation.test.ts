import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/test-db';
import { api, seedHotel, useTestApp } from '../test/test-app';
import { seedCrew } from '../test/seed-rooms';
import { listenOn, Subscription } from '../test/sse-client';
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
      actors.map(async (row) => watchSession(db, (await loadActor(t.db, { uid: row.id, v: row.session_version, iat: Date.now() / 1000 }))!, streams.signal)),
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
