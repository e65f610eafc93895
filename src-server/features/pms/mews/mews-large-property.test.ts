import crypto from 'node:crypto';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabases, useTestDb } from '../../../test/test-db';
import { seedHotel, seedUser } from '../../../test/test-app';
import { seedRooms } from '../../../test/seed-rooms';
import { toActor } from '../../../trpc/context';
import { testContext } from '../../../test/test-context';
import { createCallerFactory } from '../../../trpc/init';
import { appRouter } from '../../../trpc/app.router';
import { createLocalBus } from '../../../realtime/event-bus';
import { savePmsConnection } from '../pms-connections.service';
import { createPmsWorker } from '../pms-worker';
import { startMewsStandIn, type MewsStandIn } from './mews.stand-in';

const ROOMS = Array.from({ length: 1200 }, (_, i) => String(1001 + i));
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const createCaller = createCallerFactory(appRouter);

describe.each(testDatabases())('Mews with a property of 1,200 rooms, on %s', (kind) => {
  const database = useTestDb(kind);
  let standIn: MewsStandIn | undefined;
  afterEach(async () => {
    await standIn?.close();
  });

  it('reads every room and a day of 1,200 reservations page by page (1,000 a page), and pushes to a room on the last page', async () => {
    const db = database.db;
    standIn = await startMewsStandIn(ROOMS);
    standIn.setStays(ROOMS.map((roomNumber) => ({ roomNumber, arrival: day(-1), departure: day(1), guests: 2 })));
    const hotel = await seedHotel(db, `Large Hotel ${crypto.randomUUID().slice(0, 6)}`);
    const rooms = await seedRooms(db, hotel.id, ROOMS, { status: 'dirty' });
    const admin = toActor(await seedUser(db, { role: 'admin' }));
    const manager = toActor(await seedUser(db, { role: 'manager', hotelId: hotel.id }));
    const pmsKeys = { secretsKey: crypto.randomBytes(32), sessionKeys: [] };
    const bus = createLocalBus();
    await savePmsConnection(
      { db, webhookHosts: ['127.0.0.1'], pmsKeys, actor: admin, hotelId: hotel.id },
      { hotelId: hotel.id, vendor: 'mews', baseUrl: standIn.url, propertyId: standIn.propertyId, credentials: standIn.credentials as never, enabled: true },
    );
    const worker = createPmsWorker({ db, bus, pmsKeys, allowedHosts: ['127.0.0.1'], log: Fastify({ logger: false }).log, pullEveryMs: 60 * 60_000, timeoutMs: 10_000 });

    await worker.runOnce();
    const occupied = await db.selectFrom('room_occupancy').select(['stay', 'guests']).where('hotel_id', '=', hotel.id).where('day', '=', day(0)).execute();
    expect(occupied.length).toBe(1200);
    expect(new Set(occupied.map((o) => `${o.stay}:${o.guests}`))).toEqual(new Set(['stayover:2']));
    const pages = (operation: string) => standIn!.requests.filter((r) => r.path.endsWith(operation)).map((r) => (r.body as { Limitation: { Count: number; Cursor?: string } }).Limitation);
    expect(pages('resources/getAll')).toEqual([{ Count: 1000 }, { Count: 1000, Cursor: expect.any(String) }]);
    expect(pages('reservations/getAll/2023-06-06')).toEqual([{ Count: 1000 }, { Count: 1000, Cursor: expect.any(String) }]);

    const caller = createCaller(testContext({ db, bus, actor: manager }));
    const last = rooms.find((r) => r.roomNumber === '2200')!;
    await caller.roomStatuses.setStatus({ roomId: last.roomId, status: 'clean' });
    await worker.runOnce();
    expect(standIn.conditionOf('2200')).toBe('Inspected');
    expect(standIn.neighbourConditionOf('2200')).toBe('Dirty');
  }, 120_000);
});
