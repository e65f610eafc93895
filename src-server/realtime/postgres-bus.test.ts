import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createPostgresBus, type EventBus, type HotelEvent } from './event-bus';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { loadSecrets } from '../secrets';
import { connectPostgres } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { api, seedHotel, seedUser, signIn } from '../test/test-app';
import { seedRooms } from '../test/seed-rooms';
import { listenOn, Subscription } from '../test/sse-client';

const BASE = process.env.TEST_DATABASE_URL;

async function admin(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: BASE });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** Collects what one bus streams for one hotel until the test ends. */
function listen(bus: EventBus, hotelId: string) {
  const got: HotelEvent[] = [];
  const stop = new AbortController();
  void (async () => {
    for await (const event of bus.stream(hotelId, stop.signal)) got.push(event);
  })();
  return { got, stop: () => stop.abort() };
}

async function eventually(check: () => void, ms = 2000) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** DESIGN §7: several app instances on one PostgreSQL see each other's changes through LISTEN/NOTIFY. */
describe.skipIf(!BASE)('PostgreSQL event bus', () => {
  const name = `hk_bus_${crypto.randomBytes(6).toString('hex')}`;
  let url = '';
  beforeAll(async () => {
    await admin(`create database ${name}`);
    const u = new URL(BASE!);
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(async () => {
    for (let i = 0; i < 100; i += 1) {
      const { rows } = await admin('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('two buses on one database: published on one, received on the other (and on itself), per hotel', async () => {
    const one = await createPostgresBus(url);
    const two = await createPostgresBus(url);
    const hotel = crypto.randomUUID();
    const other = crypto.randomUUID();
    const onTwo = listen(two, hotel);
    const onOne = listen(one, hotel);
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await one.publish({ hotelId: other });
      await one.publish({ hotelId: hotel });
      await two.publish({ hotelId: hotel });
      // The other hotel's notice reaches neither listener of this one.
      const expected = [{ hotelId: hotel }, { hotelId: hotel }];
      await eventually(() => expect(onTwo.got).toEqual(expected));
      await eventually(() => expect(onOne.got).toEqual(expected));
    } finally {
      onTwo.stop();
      onOne.stop();
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('a change made through one app instance reaches a screen connected to another', async () => {
    const apps: FastifyInstance[] = [];
    try {
      for (let i = 0; i < 2; i += 1) {
        const db = await connectPostgres(url, 3);
        if (i === 0) await migrateToLatest(db);
        // With a database URL the app builds its own LISTEN/NOTIFY bus; the secrets live in the shared database.
        const config = { ...loadConfig({ PORT: '3000', DATABASE_URL: url }), clientDir: null, logger: false };
        apps.push(await buildApp({ config, db, secrets: await loadSecrets(db, config) }));
      }
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      const db = await connectPostgres(url, 1);
      const hotel = await seedHotel(db);
      const [room] = await seedRooms(db, hotel.id, ['101']);
      const manager = await seedUser(db, { role: 'manager', hotelId: hotel.id });
      await db.destroy();
      const cookie = await signIn(a, manager.email);
      const sub = await Subscription.open(await listenOn(a), hotel.id, cookie);
      try {
        const res = await api(b, 'POST', '/api/room-statuses', { cookie, body: { roomId: room!.roomId, status: 'dirty' } });
        expect(res.statusCode, res.body).toBe(200);
        const got = await sub.next((e) => e.event === 'message', 2000);
        expect(got.data).toMatchObject({ seq: 1, kind: 'rooms', rooms: [expect.objectContaining({ roomId: room!.roomId })] });
      } finally {
        sub.close();
      }
    } finally {
      for (const app of apps) await app.close();
    }
  });
});
