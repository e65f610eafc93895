import crypto from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember, seedRoom } from '../../test/seed-rooms';
import { expectError } from '../../test/http-checks';
import { trpc } from '../../test/trpc-http';

// Device times from one base per test, so a slow run adds no seconds between them.
let base = Date.now();
const minutesAgo = (m: number) => new Date(base - m * 60_000).toISOString();

/** DESIGN §12: service deferred and the cleaning clock, live and replayed from a phone's queue (DESIGN §6). */
describe.each(testDatabases())('service deferred and timing on %s', (kind) => {
  const t = useTestApp(kind);
  beforeEach(() => {
    base = Date.now();
  });

  async function setup() {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '301', { status: 'assigned', assigned_to: c.housekeeper.id });
    return { hotel, c, room };
  }
  const history = async (roomId: string) =>
    t.db.selectFrom('room_status_events').select(['from_status', 'to_status', 'action', 'notes', 'deferral_reason', 'deferral_retry_at', 'worked_seconds']).where('room_id', '=', roomId).orderBy('id').execute();

  it('the housekeeper defers (DND, retry time), the room stays assigned; clearing and starting end it', async () => {
    const { c, room } = await setup();
    const res = await api(t.app, 'POST', `/api/rooms/${room.roomId}/deferral`, { cookie: c.housekeeper.cookie, body: { reason: 'dnd', retryAt: '14:30' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'assigned', assignedTo: c.housekeeper.id, deferral: { reason: 'dnd', retryAt: '14:30', deferredBy: c.housekeeper.id } });
    expect(await history(room.roomId)).toEqual([
      { from_status: 'assigned', to_status: 'assigned', action: 'deferred', notes: null, deferral_reason: 'dnd', deferral_retry_at: '14:30', worked_seconds: null },
    ]);
    const cleared = await api(t.app, 'DELETE', `/api/rooms/${room.roomId}/deferral`, { cookie: c.manager.cookie, body: {} });
    expect(cleared.json()).toMatchObject({ deferral: null });

    await api(t.app, 'POST', `/api/rooms/${room.roomId}/deferral`, { cookie: c.manager.cookie, body: { reason: 'guest_in_room' } });
    const started = await api(t.app, 'POST', `/api/rooms/${room.roomId}/timer`, { cookie: c.housekeeper.cookie, body: { action: 'start' } });
    expect(started.json()).toMatchObject({ deferral: null, timer: { state: 'running', workedSeconds: 0 } });
  });

  it('cleaning clears a deferral; refusals: front desk 403, another housekeeper 403, not assigned 409, another hotel 404', async () => {
    const { hotel, c, room } = await setup();
    await api(t.app, 'POST', `/api/rooms/${room.roomId}/deferral`, { cookie: c.housekeeper.cookie, body: { reason: 'refused' } });
    const clean = await api(t.app, 'POST', '/api/room-statuses', { cookie: c.housekeeper.cookie, body: { roomId: room.roomId, status: 'clean' } });
    expect(clean.json()).toMatchObject({ status: 'clean', deferral: null });

    const other = await seedMember(t.app, t.db, 'housekeeper', hotel.id);
    const mine = await seedRoom(t.db, hotel.id, '302', { status: 'assigned', assigned_to: c.housekeeper.id });
    expectError(await api(t.app, 'POST', `/api/rooms/${mine.roomId}/deferral`, { cookie: c.frontdesk.cookie, body: { reason: 'dnd' } }), 403, 'FORBIDDEN');
    expectError(await api(t.app, 'POST', `/api/rooms/${mine.roomId}/deferral`, { cookie: other.cookie, body: { reason: 'dnd' } }), 403, 'FORBIDDEN');
    expectError(await api(t.app, 'POST', `/api/rooms/${mine.roomId}/timer`, { cookie: other.cookie, body: { action: 'start' } }), 403, 'FORBIDDEN');
    expectError(await api(t.app, 'POST', `/api/rooms/${mine.roomId}/timer`, { cookie: c.manager.cookie, body: { action: 'start' } }), 403, 'FORBIDDEN');
    expectError(await api(t.app, 'POST', `/api/rooms/${room.roomId}/deferral`, { cookie: c.manager.cookie, body: { reason: 'dnd' } }), 409, 'CONFLICT');
    expectError(await api(t.app, 'POST', `/api/rooms/${mine.roomId}/deferral`, { cookie: c.housekeeper.cookie, body: { reason: 'nap' } }), 400, 'BAD_REQUEST');
    expectError(await api(t.app, 'POST', `/api/rooms/${mine.roomId}/deferral`, { cookie: c.housekeeper.cookie, body: { reason: 'dnd', retryAt: '25:00' } }), 400, 'BAD_REQUEST');

    const elsewhere = await seedHotel(t.db, 'Elsewhere');
    const theirs = await seedRoom(t.db, elsewhere.id, '302', { status: 'assigned', assigned_to: c.housekeeper.id });
    expectError(await api(t.app, 'POST', `/api/rooms/${theirs.roomId}/deferral`, { cookie: c.manager.cookie, body: { reason: 'dnd' } }), 404, 'NOT_FOUND');
    expectError(await api(t.app, 'POST', `/api/rooms/${theirs.roomId}/timer`, { cookie: c.housekeeper.cookie, body: { action: 'start' } }), 404, 'NOT_FOUND');
  });

  it('start, pause, resume, then Mark Clean records the worked seconds in the history', async () => {
    const { c, room } = await setup();
    const timer = (action: string, changedAt?: string) =>
      trpc(t.app, 'mutation', 'roomLifecycle.timer', { roomId: room.roomId, action, clientActionId: crypto.randomUUID(), changedAt }, c.housekeeper.cookie);
    expect((await timer('start', minutesAgo(30))).data).toMatchObject({ timer: { state: 'running', workedSeconds: 0 } });
    expect((await timer('start')).error).toMatchObject({ code: 'CONFLICT', reason: 'TIMER_RUNNING' });
    const paused = (await timer('pause', minutesAgo(20))).data as { timer: { state: string; workedSeconds: number } };
    expect(paused.timer).toMatchObject({ state: 'paused', workedSeconds: 600 });
    expect((await timer('pause')).error).toMatchObject({ reason: 'TIMER_NOT_RUNNING' });
    expect((await timer('resume', minutesAgo(5))).data).toMatchObject({ timer: { state: 'running', workedSeconds: 600 } });
    expect((await timer('resume')).error).toMatchObject({ reason: 'TIMER_NOT_PAUSED' });
    const clean = await api(t.app, 'POST', '/api/room-statuses', { cookie: c.housekeeper.cookie, body: { roomId: room.roomId, status: 'clean' } });
    expect(clean.json()).toMatchObject({ status: 'clean', timer: null });
    const [done] = (await history(room.roomId)).filter((e) => e.to_status === 'clean');
    // 10 minutes before the pause, about 5 since the resume.
    expect(done!.worked_seconds).toBeGreaterThanOrEqual(900);
    expect(done!.worked_seconds).toBeLessThan(930);
  });

  it('queued timer and deferral actions apply exactly once, from the device time; a reassigned room refuses them (409)', async () => {
    const { hotel, c, room } = await setup();
    const start = { action: 'start', clientActionId: crypto.randomUUID(), changedAt: minutesAgo(12) };
    const first = await api(t.app, 'POST', `/api/rooms/${room.roomId}/timer`, { cookie: c.housekeeper.cookie, body: start });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().timer.startedAt).toBe(start.changedAt);
    const replay = await api(t.app, 'POST', `/api/rooms/${room.roomId}/timer`, { cookie: c.housekeeper.cookie, body: start });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expectError(
      await api(t.app, 'POST', `/api/rooms/${room.roomId}/timer`, { cookie: c.housekeeper.cookie, body: { ...start, action: 'pause' } }),
      409,
      'CONFLICT',
    );

    const dnd = { reason: 'dnd', retryAt: '15:00', clientActionId: crypto.randomUUID(), changedAt: minutesAgo(2) };
    const deferred = await api(t.app, 'POST', `/api/rooms/${room.roomId}/deferral`, { cookie: c.housekeeper.cookie, body: dnd });
    expect(deferred.json()).toMatchObject({ deferral: { reason: 'dnd', deferredAt: dnd.changedAt }, timer: { state: 'paused', workedSeconds: 600 } });
    expect((await api(t.app, 'POST', `/api/rooms/${room.roomId}/deferral`, { cookie: c.housekeeper.cookie, body: dnd })).json()).toEqual(deferred.json());
    expect((await history(room.roomId)).filter((e) => e.action === 'deferred')).toHaveLength(1);

    const other = await seedMember(t.app, t.db, 'housekeeper', hotel.id);
    await api(t.app, 'POST', '/api/room-statuses/assign', { cookie: c.manager.cookie, body: { roomIds: [room.roomId], housekeeperId: other.id } });
    const late = await api(t.app, 'POST', `/api/rooms/${room.roomId}/timer`, {
      cookie: c.housekeeper.cookie,
      body: { action: 'resume', clientActionId: crypto.randomUUID() },
    });
    expect(expectError(late, 409, 'CONFLICT').reason).toBe('ROOM_REASSIGNED');
  });
});
