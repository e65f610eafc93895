import crypto from 'node:crypto';
import Fastify from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import type { Db } from '../../db/connection';
import { toActor } from '../../trpc/context';
import { testContext } from '../../test/test-context';
import { createCallerFactory } from '../../trpc/init';
import { appRouter } from '../../trpc/app.router';
import { createLocalBus } from '../../realtime/event-bus';
import { seedHotel, seedUser } from '../../test/test-app';
import { seedRooms } from '../../test/seed-rooms';
import type { SavePmsInput } from '../../../src-shared/pms.schemas';
import type { RoomStatus } from '../../../src-shared/room-status';
import type { VendorStandIn } from './pms-stand-in';
import { savePmsConnection } from './pms-connections.service';
import { createPmsWorker } from './pms-worker';

const createCaller = createCallerFactory(appRouter);
export const TEST_ROOMS = ['101', '102', '103', '104', '105'];

type ConnectOptions = { inspectionRequired?: boolean; timezone?: string; /** The hotel's room numbers (TEST_ROOMS unless a test needs a bigger house). */ rooms?: string[] };
export type ConnectedHotel = Awaited<ReturnType<typeof connectedHotel>>;

/** What a connector test works with; read inside the tests (the hooks fill it in). */
export interface PmsWorld {
  readonly db: Db;
  /** This test's stand-in of the vendor, fresh for each test. */
  readonly standIn: VendorStandIn;
  /** A hotel connected to this test's stand-in. */
  connect(opts?: ConnectOptions): Promise<ConnectedHotel>;
}

/**
 * A connector test's world, for use inside a describe block beside useTestDb: the vendor's
 * stand-in, started before each test and closed after it. Read it inside the tests.
 */
export function usePmsWorld(database: { readonly db: Db }, start: (rooms: string[]) => Promise<VendorStandIn>): PmsWorld {
  let standIn: VendorStandIn | undefined;
  beforeEach(async () => {
    standIn = await start(TEST_ROOMS);
  });
  afterEach(async () => {
    await standIn?.close();
  });
  return {
    get db() {
      return database.db;
    },
    get standIn() {
      return standIn!;
    },
    connect: (opts) => connectedHotel(database.db, standIn!, opts),
  };
}

/**
 * A hotel connected to a vendor's stand-in, for the connector tests: its rooms (dirty), a
 * manager who changes them through the app's own procedures, and a PMS worker with a quick
 * backoff that the test runs pass by pass.
 */
export async function connectedHotel(db: Db, standIn: VendorStandIn, opts: ConnectOptions = {}) {
  const pmsKeys = { secretsKey: crypto.randomBytes(32), sessionKeys: [] };
  const hotel = await seedHotel(db, `PMS Hotel ${crypto.randomUUID().slice(0, 6)}`, opts.timezone);
  if (opts.inspectionRequired) await db.updateTable('hotels').set({ inspection_required: true }).where('id', '=', hotel.id).execute();
  const rooms = await seedRooms(db, hotel.id, opts.rooms ?? TEST_ROOMS, { status: 'dirty' });
  const admin = toActor(await seedUser(db, { role: 'admin' }));
  const manager = toActor(await seedUser(db, { role: 'manager', hotelId: hotel.id }));
  const bus = createLocalBus();
  const input = {
    hotelId: hotel.id,
    vendor: standIn.vendor,
    baseUrl: standIn.url,
    propertyId: standIn.propertyId,
    credentials: standIn.credentials,
    enabled: true,
  } as SavePmsInput;
  const { connection } = await savePmsConnection({ db, webhookHosts: ['127.0.0.1'], pmsKeys, actor: admin, hotelId: hotel.id }, input);
  const worker = createPmsWorker({
    db,
    bus,
    pmsKeys,
    allowedHosts: ['127.0.0.1'],
    log: Fastify({ logger: false }).log,
    retry: { baseMs: 20, maxMs: 100, windowMs: 60_000 },
    pullEveryMs: 60 * 60_000,
    timeoutMs: 2000,
  });
  const caller = createCaller(testContext({ db, bus, actor: manager }));
  const roomId = (n: string) => rooms.find((r) => r.roomNumber === n)!.roomId;
  return {
    hotel,
    rooms,
    connection,
    pmsKeys,
    worker,
    bus,
    /** The manager's procedures (out of order, return to service, cancel a scheduled one). */
    caller,
    roomId,
    /** A manager's change, through the normal path. */
    setStatus: (n: string, status: Exclude<RoomStatus, 'assigned' | 'inspected' | 'out_of_order'>) => caller.roomStatuses.setStatus({ roomId: roomId(n), status }),
    statusOf: async (n: string) =>
      (await db.selectFrom('room_statuses').select('status').where('room_id', '=', roomId(n)).executeTakeFirstOrThrow()).status,
    pushesOf: (n: string) =>
      db.selectFrom('pms_pushes').selectAll().where('room_id', '=', roomId(n)).orderBy('ord').execute(),
    /** Passes until `done` holds (retries wait for their backoff), at most ~3 s. */
    async runUntil(done: () => Promise<boolean>) {
      for (let i = 0; i < 60; i += 1) {
        await worker.runOnce();
        if (await done()) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('runUntil: the condition never held');
    },
  };
}
