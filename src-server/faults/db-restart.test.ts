import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { connectPostgres, type Db } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { seedHotel, seedUser } from '../test/test-app';
import { seedRooms, type SeededRoom } from '../test/seed-rooms';
import { Subscription, touchesRoom } from '../test/sse-client';
import { startPrivatePostgres, type PrivatePostgres } from '../test/private-postgres';
import { signInAt, startServerProcess, type ServerProcess } from '../test/server-process';
import { startLoad } from './load';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * DESIGN §15 faults: the database restarts while the server is busy. Runs on a private
 * cluster (the shared one must never restart) and the real server in its own process.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the database restarts under load', () => {
  let pg: PrivatePostgres | undefined;
  let server: ServerProcess | undefined;
  let db: Db | undefined;
  let hotelId = '';
  let probe: SeededRoom;
  let rooms: SeededRoom[] = [];
  let cookie = '';
  let sub: Subscription | undefined;

  // initdb and a real server process: slow on a busy machine.
  beforeAll(async () => {
    pg = await startPrivatePostgres();
    db = await connectPostgres(pg.url, 2);
    await migrateToLatest(db);
    hotelId = (await seedHotel(db)).id;
    const seeded = await seedRooms(db, hotelId, Array.from({ length: 13 }, (_, i) => String(100 + i)));
    probe = seeded[0]!;
    rooms = seeded.slice(1);
    const manager = await seedUser(db, { role: 'manager', hotelId });
    server = await startServerProcess({ DATABASE_URL: pg.url });
    cookie = await signInAt(server.baseUrl, manager.email);
    sub = await Subscription.open(server.baseUrl, hotelId, cookie);
  }, 120_000);
  afterAll(async () => {
    sub?.close();
    await server?.stop();
    await db?.destroy();
    await pg?.remove();
  });

  const serverAlive = () => {
    expect(server!.child.exitCode, server!.output()).toBeNull();
    expect(server!.child.signalCode).toBeNull();
  };
  const startedAt = async () => (await sql<{ t: Date }>`select pg_postmaster_start_time() as t`.execute(db!)).rows[0]!.t.getTime();
  const listeners = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from pg_stat_activity where query ilike 'listen %'`.execute(db!)).rows[0]!.n);
  const flip = (roomId: string, status: string) =>
    fetch(`${server!.baseUrl}/api/room-statuses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ roomId, status }),
      signal: AbortSignal.timeout(5000),
    }).then((res) => res.status);

  /** Changes the probe room until the open stream reports it: the LISTEN connection is back. */
  async function expectStreamHearsChanges(ms: number) {
    const from = sub!.events.length;
    const heard = () => sub!.events.slice(from).some((e) => touchesRoom(e, probe.roomId));
    const deadline = Date.now() + ms;
    for (let i = 0; !heard(); i += 1) {
      expect(Date.now(), `no live event within ${ms} ms; server said:\n${server!.output()}`).toBeLessThan(deadline);
      await flip(probe.roomId, i % 2 ? 'clean' : 'dirty');
      await sleep(250);
    }
    expect(sub!.ended).toBe(false);
  }

  it('pg_ctl restart -m fast: the server stays up, answers again within 3 s, loses no acknowledged change, streams resume', async () => {
    await expectStreamHearsChanges(3000);
    const before = await startedAt();
    const load = startLoad({ baseUrl: server!.baseUrl, cookie, hotelId, rooms, writers: 3 });
    try {
      await sleep(1000);
      await pg!.restart();
      const back = Date.now();
      await sleep(4000);
      await load.stop();
      serverAlive();
      expect(await startedAt()).toBeGreaterThan(before);

      const { outcomes, acked } = load;
      // Never a hang: every request was answered (or refused) within its 5 s bound.
      expect(outcomes.filter((o) => o.status === 'timeout')).toEqual([]);
      const firstSuccess = Math.min(...outcomes.filter((o) => o.startedAt >= back && o.status === 200).map((o) => o.endedAt));
      expect(firstSuccess - back).toBeLessThan(3000);
      const late = outcomes.filter((o) => o.startedAt >= back + 3000);
      expect(late.length).toBeGreaterThan(5);
      expect(late.filter((o) => o.status !== 200)).toEqual([]);
      // Changes were acknowledged both before the restart and after it.
      expect(acked.filter((a) => a.at < back).length).toBeGreaterThan(0);
      expect(acked.filter((a) => a.at > back).length).toBeGreaterThan(0);

      // Every change acknowledged with 200 is in the database, as acknowledged.
      const stored = await db!
        .selectFrom('room_status_events')
        .select(['client_action_id', 'room_id', 'to_status'])
        .where('client_action_id', 'in', acked.map((a) => a.clientActionId))
        .execute();
      const byAction = new Map(stored.map((row) => [row.client_action_id, row]));
      for (const a of acked) {
        expect(byAction.get(a.clientActionId), `acknowledged change ${a.clientActionId} is missing`).toEqual({
          client_action_id: a.clientActionId,
          room_id: a.roomId,
          to_status: a.status,
        });
      }
    } finally {
      await load.stop();
    }
    await expectStreamHearsChanges(5000);
    expect(await listeners()).toBe(1);
  });

  it('down for several seconds: readyz 503 meanwhile, 200 soon after, one LISTEN connection and each event once', async () => {
    await pg!.stop();
    try {
      const ready = await fetch(`${server!.baseUrl}/readyz`, { signal: AbortSignal.timeout(3000) });
      expect(ready.status).toBe(503);
      expect((await fetch(`${server!.baseUrl}/healthz`)).status).toBe(200);
      // Long enough for several reconnect attempts of the live-update connection to fail.
      await sleep(3500);
    } finally {
      await pg!.start();
    }
    const back = Date.now();
    for (;;) {
      const res = await fetch(`${server!.baseUrl}/readyz`, { signal: AbortSignal.timeout(3000) });
      if (res.status === 200) break;
      expect(Date.now() - back).toBeLessThan(3000);
      await sleep(100);
    }
    await expectStreamHearsChanges(5000);
    serverAlive();
    expect(await listeners()).toBe(1);
    const room = rooms[0]!;
    const current = await db!.selectFrom('room_statuses').select('status').where('room_id', '=', room.roomId).executeTakeFirstOrThrow();
    const from = sub!.events.length;
    expect(await flip(room.roomId, current.status === 'dirty' ? 'clean' : 'dirty')).toBe(200);
    await sub!.next((e) => touchesRoom(e, room.roomId));
    await sleep(500);
    expect(sub!.events.slice(from).filter((e) => touchesRoom(e, room.roomId))).toHaveLength(1);
  });
});
