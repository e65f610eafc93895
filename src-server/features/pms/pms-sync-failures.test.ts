import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testDatabases, useTestDb } from '../../test/test-db';
import { seedHotel, seedUser, signIn, useTestApp } from '../../test/test-app';
import { expectError, send } from '../../test/http-checks';
import { toActor } from '../../trpc/context';
import { testContext } from '../../test/test-context';
import { createCallerFactory } from '../../trpc/init';
import { appRouter } from '../../trpc/app.router';
import { createLocalBus } from '../../realtime/event-bus';
import { changesSince, currentSeq } from '../../realtime/change-log.queries';
import { buildChangeEvents } from '../../realtime/change-events';
import type { Db } from '../../db/connection';
import { startApaleoStandIn } from './apaleo/apaleo.stand-in';
import { usePmsWorld } from './pms-test-world';
import { prunePmsLog } from './pms-outbox.queries';

const createCaller = createCallerFactory(appRouter);

async function callerOf(db: Db, role: 'manager' | 'housekeeper' | 'frontdesk', hotelId: string) {
  return createCaller(testContext({ db, bus: createLocalBus(), actor: toActor(await seedUser(db, { role, hotelId })) }));
}

/** Issue 20 point 3: a push the PMS refused for good marks the room 'PMS sync failed' for its managers until a later push goes through. */
describe.each(testDatabases())('PMS sync failed on the room, on %s', (kind) => {
  const pms = usePmsWorld(useTestDb(kind), startApaleoStandIn);

  it('marks the room when its push fails for good, says so live, and clears the mark when a later push is delivered', async () => {
    const { db, standIn } = pms;
    const h = await pms.connect();
    const manager = await callerOf(db, 'manager', h.hotel.id);
    await h.worker.runOnce();
    expect(await manager.pms.syncFailures({ hotelId: h.hotel.id })).toEqual([]);

    standIn.failNext(standIn.pushPath, { status: 400, body: { message: 'Room is locked by the front office' } });
    const before = (await currentSeq(db, h.hotel.id))!;
    await h.setStatus('103', 'clean');
    await h.worker.runOnce();
    expect(await manager.pms.syncFailures({ hotelId: h.hotel.id })).toEqual([
      { roomId: h.roomId('103'), roomNumber: '103', failedAt: expect.any(String), lastStatus: 400 },
    ]);
    // Managers' open screens hear of it: a 'pms-sync' change in the log, a stale marker on the stream.
    const since = await changesSince(db, h.hotel.id, before);
    if (since === null || since === 'gone') throw new Error('the change log lost the changes');
    const marks = since.changes.filter((c) => c.kind === 'pms-sync');
    expect(marks.map((c) => c.roomIds)).toEqual([[h.roomId('103')]]);
    expect(await buildChangeEvents(db, h.hotel.id, marks)).toEqual([{ seq: marks[0]!.seq, kind: 'pms-sync' }]);

    // A later push still being retried keeps the mark: the PMS has not got it yet.
    // A 429 with Retry-After, not a 503: the test world's 20 ms backoff could let a slow pass retry it at once.
    standIn.failNext(standIn.pushPath, { status: 429, body: { message: 'Slow down' }, headers: { 'retry-after': '2' } });
    await h.setStatus('103', 'dirty');
    await h.worker.runOnce();
    expect((await h.pushesOf('103')).map((p) => p.state)).toEqual(['failed', 'pending']);
    expect((await manager.pms.syncFailures({ hotelId: h.hotel.id })).map((f) => f.roomNumber)).toEqual(['103']);

    const cleared = (await currentSeq(db, h.hotel.id))!;
    await h.runUntil(async () => (await h.pushesOf('103')).at(-1)!.state === 'delivered');
    expect(await manager.pms.syncFailures({ hotelId: h.hotel.id })).toEqual([]);
    const after = await changesSince(db, h.hotel.id, cleared);
    if (after === null || after === 'gone') throw new Error('the change log lost the changes');
    expect(after.changes.filter((c) => c.kind === 'pms-sync').map((c) => c.roomIds)).toEqual([[h.roomId('103')]]);
  });

  it('shows nothing for a disabled connection, and a delivery without a failure before says nothing live', async () => {
    const { db, standIn } = pms;
    const h = await pms.connect();
    const manager = await callerOf(db, 'manager', h.hotel.id);
    await h.worker.runOnce();
    const before = (await currentSeq(db, h.hotel.id))!;
    await h.setStatus('101', 'clean');
    await h.worker.runOnce();
    const since = await changesSince(db, h.hotel.id, before);
    if (since === null || since === 'gone') throw new Error('the change log lost the changes');
    expect(since.changes.some((c) => c.kind === 'pms-sync')).toBe(false);

    standIn.failNext(standIn.pushPath, { status: 422, body: { message: 'Unknown unit' } });
    await h.setStatus('102', 'clean');
    await h.worker.runOnce();
    expect((await manager.pms.syncFailures({ hotelId: h.hotel.id })).map((f) => f.roomNumber)).toEqual(['102']);
    await db.updateTable('pms_connections').set({ enabled: false }).where('id', '=', h.connection.id).execute();
    expect(await manager.pms.syncFailures({ hotelId: h.hotel.id })).toEqual([]);
  });

  it('keeps a failure no later push made good through the log’s pruning, and prunes one that was', async () => {
    const { db, standIn } = pms;
    const h = await pms.connect();
    const manager = await callerOf(db, 'manager', h.hotel.id);
    await h.worker.runOnce();
    standIn.failNext(standIn.pushPath, { status: 400, body: { message: 'Blocked' } }, { status: 400, body: { message: 'Blocked' } });
    await h.setStatus('104', 'clean');
    await h.worker.runOnce();
    await h.setStatus('105', 'clean');
    await h.worker.runOnce();
    await h.setStatus('105', 'dirty');
    await h.worker.runOnce();
    expect((await h.pushesOf('105')).map((p) => p.state)).toEqual(['failed', 'delivered']);
    await db.updateTable('pms_pushes').set({ created_at: sql`now() - interval '8 days'` }).where('connection_id', '=', h.connection.id).execute();
    await prunePmsLog(db);
    expect(await h.pushesOf('105')).toEqual([]);
    expect((await h.pushesOf('104')).map((p) => p.state)).toEqual(['failed']);
    expect((await manager.pms.syncFailures({ hotelId: h.hotel.id })).map((f) => f.roomNumber)).toEqual(['104']);
  });

  it('refuses a housekeeper or the front desk (403) and another hotel’s manager (404)', async () => {
    const { db } = pms;
    const h = await pms.connect();
    const other = await seedHotel(db, 'Other Hotel');
    for (const role of ['housekeeper', 'frontdesk'] as const) {
      const caller = await callerOf(db, role, h.hotel.id);
      await expect(caller.pms.syncFailures({ hotelId: h.hotel.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    const stranger = await callerOf(db, 'manager', other.id);
    await expect(stranger.pms.syncFailures({ hotelId: h.hotel.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(stranger.pms.syncFailures({ hotelId: 'not-a-uuid' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe.each(testDatabases())('GET /api/hotels/{id}/pms/sync-failures on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers the hotel’s managers (none without a connection), refuses a housekeeper (403), another hotel (404) and a bad id (400)', async () => {
    const hotel = await seedHotel(t.db, 'Sync Hotel');
    const other = await seedHotel(t.db, 'Elsewhere');
    const manager = await seedUser(t.db, { role: 'manager', hotelId: hotel.id });
    const housekeeper = await seedUser(t.db, { role: 'housekeeper', hotelId: hotel.id });
    const cookie = await signIn(t.app, manager.email);
    const ok = await send(t.app, 'GET', `/api/hotels/${hotel.id}/pms/sync-failures`, { cookie });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual([]);
    expectError(await send(t.app, 'GET', `/api/hotels/${hotel.id}/pms/sync-failures`, { cookie: await signIn(t.app, housekeeper.email) }), 403, 'FORBIDDEN');
    expectError(await send(t.app, 'GET', `/api/hotels/${other.id}/pms/sync-failures`, { cookie }), 404, 'NOT_FOUND');
    expectError(await send(t.app, 'GET', `/api/hotels/not-a-hotel/pms/sync-failures`, { cookie }), 400, 'BAD_REQUEST');
  });
});
