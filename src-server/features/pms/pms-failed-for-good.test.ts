import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testDatabases, useTestDb } from '../../test/test-db';
import { seedUser } from '../../test/test-app';
import { toActor } from '../../trpc/context';
import { testContext } from '../../test/test-context';
import { createCallerFactory } from '../../trpc/init';
import { appRouter } from '../../trpc/app.router';
import { createLocalBus } from '../../realtime/event-bus';
import { usePmsWorld } from './pms-test-world';
import { startApaleoStandIn } from './apaleo/apaleo.stand-in';
import { prunePmsLog } from './pms-outbox.queries';

const createCaller = createCallerFactory(appRouter);

/**
 * One rule for 'PMS sync failed' (issue 19): the admins' integration log, the managers' list and
 * the pruning agree that a room's failure stands until a later push of the room is delivered.
 * The admin log used to drop the room as soon as any later push existed, even one still retried.
 */
describe.each(testDatabases())('a push failed for good, on %s', (kind) => {
  const pms = usePmsWorld(useTestDb(kind), startApaleoStandIn);

  async function world() {
    const { db, standIn } = pms;
    const h = await pms.connect();
    const admin = createCaller(testContext({ db, bus: createLocalBus(), actor: toActor(await seedUser(db, { role: 'admin' })) }));
    await h.worker.runOnce();
    const marked = async () => {
      const log = await admin.pms.log({ hotelId: h.hotel.id });
      const failures = await h.caller.pms.syncFailures({ hotelId: h.hotel.id });
      return { log: log.failedRooms.map((p) => p.roomNumber), managers: failures.map((f) => f.roomNumber) };
    };
    return { db, h, admin, marked, standIn };
  }

  it('keeps the room in the admin log while a later push is still being retried, as the managers see it', async () => {
    const { h, marked, standIn } = await world();
    standIn.failNext(standIn.pushPath, { status: 400, body: { message: 'Room is locked by the front office' } });
    await h.setStatus('103', 'clean');
    await h.worker.runOnce();
    // A 429 with Retry-After: the next push stays pending for a while.
    standIn.failNext(standIn.pushPath, { status: 429, body: { message: 'Slow down' }, headers: { 'retry-after': '2' } });
    await h.setStatus('103', 'dirty');
    await h.worker.runOnce();
    expect((await h.pushesOf('103')).map((p) => p.state)).toEqual(['failed', 'pending']);
    expect(await marked()).toEqual({ log: ['103'], managers: ['103'] });

    await h.runUntil(async () => (await h.pushesOf('103')).at(-1)!.state === 'delivered');
    expect(await marked()).toEqual({ log: [], managers: [] });
  });

  it('lists a room failed twice once, with its latest answer, and prunes the older failure only', async () => {
    const { db, h, admin, marked, standIn } = await world();
    standIn.failNext(standIn.pushPath, { status: 400, body: { message: 'First refusal' } }, { status: 422, body: { message: 'Second refusal' } });
    await h.setStatus('104', 'clean');
    await h.worker.runOnce();
    await h.setStatus('104', 'dirty');
    await h.worker.runOnce();
    expect((await h.pushesOf('104')).map((p) => p.state)).toEqual(['failed', 'failed']);
    expect(await marked()).toEqual({ log: ['104'], managers: ['104'] });
    const [failure] = (await admin.pms.log({ hotelId: h.hotel.id })).failedRooms;
    expect(failure!.lastStatus).toBe(422);
    expect((await h.caller.pms.syncFailures({ hotelId: h.hotel.id }))[0]!.lastStatus).toBe(422);

    await db.updateTable('pms_pushes').set({ created_at: sql`now() - interval '8 days'` }).where('connection_id', '=', h.connection.id).execute();
    await prunePmsLog(db);
    expect((await h.pushesOf('104')).map((p) => p.last_status)).toEqual([422]);
    expect(await marked()).toEqual({ log: ['104'], managers: ['104'] });
  });

  it('clears the room everywhere once a later push is delivered', async () => {
    const { h, marked, standIn } = await world();
    standIn.failNext(standIn.pushPath, { status: 400, body: { message: 'Blocked' } });
    await h.setStatus('105', 'clean');
    await h.worker.runOnce();
    await h.setStatus('105', 'dirty');
    await h.worker.runOnce();
    expect((await h.pushesOf('105')).map((p) => p.state)).toEqual(['failed', 'delivered']);
    expect(await marked()).toEqual({ log: [], managers: [] });
  });
});
