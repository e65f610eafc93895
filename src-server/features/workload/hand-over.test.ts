import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember, seedRooms } from '../../test/seed-rooms';
import type { HandOverResult } from '../../../src-shared/workload.schemas';
import type { ShiftRoster } from '../../../src-shared/shift.schemas';

describe.each(testDatabases())('hand over with the shift roster (issue 18) on %s', (kind) => {
  const t = useTestApp(kind);
  const reassign = (cookie: string, body: object) => api(t.app, 'POST', '/api/room-statuses/reassign', { cookie, body });
  const roster = async (cookie: string, hotelId: string) => (await api(t.app, 'GET', `/api/hotels/${hotelId}/shift`, { cookie })).json<ShiftRoster>();
  const stateOf = async (cookie: string, hotelId: string, id: string) => (await roster(cookie, hotelId)).members.find((m) => m.housekeeperId === id)?.state;
  const rows = (ids: string[]) => t.db.selectFrom('room_statuses').selectAll().where('room_id', 'in', ids).orderBy('room_id').execute();

  /**
   * Hana goes home with 401-403 (403 started 10 minutes ago, 2 minutes worked before) and
   * 601-602. Ana already works floor 6 and Rosa floor 4; by name Ana comes first, so a plan
   * that cut rooms in order alone would give Ana floor 4.
   */
  async function setup() {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const ana = await seedMember(t.app, t.db, 'housekeeper', hotel.id, { fullName: 'Ana Alba' });
    const rosa = await seedMember(t.app, t.db, 'housekeeper', hotel.id, { fullName: 'Rosa Ruiz' });
    const idle = await seedMember(t.app, t.db, 'housekeeper', hotel.id, { fullName: 'Ivo Idle' });
    const hana = c.housekeeper;
    const floor4 = await seedRooms(t.db, hotel.id, ['401', '402'], { status: 'assigned', assigned_to: hana.id, floor: 4 });
    const [started] = await seedRooms(t.db, hotel.id, ['403'], {
      status: 'assigned',
      assigned_to: hana.id,
      floor: 4,
      timer_state: 'running',
      timer_started_at: new Date(Date.now() - 10 * 60_000),
      timer_worked_seconds: 120,
    });
    const floor6 = await seedRooms(t.db, hotel.id, ['601', '602'], { status: 'assigned', assigned_to: hana.id, floor: 6 });
    const [done] = await seedRooms(t.db, hotel.id, ['603'], { status: 'clean', cleaned_by: hana.id, floor: 6 });
    await seedRooms(t.db, hotel.id, ['605'], { status: 'assigned', assigned_to: ana.id, floor: 6 });
    await seedRooms(t.db, hotel.id, ['405'], { status: 'assigned', assigned_to: rosa.id, floor: 4 });
    // Ivo signed in but is not on shift: he gets nothing.
    await api(t.app, 'PUT', `/api/hotels/${hotel.id}/shift`, { cookie: c.manager.cookie, body: { housekeeperIds: [hana.id, ana.id, rosa.id] } });
    return { hotel, c, hana, ana, rosa, idle, floor4, started: started!, floor6, done: done! };
  }

  it('moves every room she has not finished to those on shift, on their own floors, names them, stops the started room’s clock, and takes her off shift', async () => {
    const s = await setup();
    const res = await reassign(s.c.manager.cookie, { hotelId: s.hotel.id, fromHousekeeperId: s.hana.id, started: 'move', clientActionId: crypto.randomUUID() });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<HandOverResult>();
    expect(body.receivers).toEqual([
      { housekeeperId: s.ana.id, fullName: 'Ana Alba', roomNumbers: ['601', '602'] },
      { housekeeperId: s.rosa.id, fullName: 'Rosa Ruiz', roomNumbers: ['401', '402', '403'] },
    ]);
    expect(body.started).toEqual({ moved: ['403'], released: [], kept: [] });
    expect(body.unassigned).toEqual([]);
    const [moved] = await rows([s.started.roomId]);
    expect(moved).toMatchObject({ status: 'assigned', assigned_to: s.rosa.id, timer_state: null, timer_started_at: null, timer_worked_seconds: 0 });
    // The history keeps what her clock counted: 2 minutes before, 10 running.
    const history = await t.db.selectFrom('room_status_events').select(['worked_seconds', 'client_action_id']).where('room_id', '=', s.started.roomId).execute();
    expect(history).toHaveLength(1);
    expect(history[0]!.worked_seconds).toBeGreaterThanOrEqual(720);
    expect(history[0]!.client_action_id).toBe(body.actionId);
    expect((await rows([s.done.roomId]))[0]).toMatchObject({ status: 'clean', assigned_to: null });
    expect(await stateOf(s.c.manager.cookie, s.hotel.id, s.hana.id)).toBe('off');
    // The next auto-assign, of today's shift, no longer counts her.
    await seedRooms(t.db, s.hotel.id, ['701'], { status: 'dirty', floor: 7 });
    const next = await api(t.app, 'POST', '/api/room-statuses/auto-assign', { cookie: s.c.manager.cookie, body: { hotelId: s.hotel.id, apply: false } });
    expect(next.json<{ people: { housekeeperId: string }[] }>().people.map((p) => p.housekeeperId)).toEqual([s.ana.id, s.rosa.id]);
  });

  it('is undone as one: every room exactly as it was, her clock running again, and she is back on shift', async () => {
    const s = await setup();
    const ids = [...s.floor4, s.started, ...s.floor6].map((r) => r.roomId);
    const before = await rows(ids);
    const actionId = crypto.randomUUID();
    expect((await reassign(s.c.manager.cookie, { hotelId: s.hotel.id, fromHousekeeperId: s.hana.id, started: 'move', clientActionId: actionId })).statusCode).toBe(200);
    const undo = await api(t.app, 'POST', '/api/room-statuses/undo', {
      cookie: s.c.manager.cookie,
      body: { hotelId: s.hotel.id, actionId, clientActionId: crypto.randomUUID() },
    });
    expect(undo.statusCode, undo.body).toBe(200);
    const after = await rows(ids);
    // Who wrote a row last (the stale check's stamp, DESIGN §6) is the undo's writer now, like its version.
    const strip = (list: typeof before) => list.map(({ version: _v, updated_at: _u, last_actor_id: _a, last_actor_version: _av, last_actor_since: _as, ...rest }) => rest);
    expect(strip(after)).toEqual(strip(before));
    expect(await stateOf(s.c.manager.cookie, s.hotel.id, s.hana.id)).toBe('on');
    // Undone once only.
    const twice = await api(t.app, 'POST', '/api/room-statuses/undo', {
      cookie: s.c.manager.cookie,
      body: { hotelId: s.hotel.id, actionId, clientActionId: crypto.randomUUID() },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('leaves a started room with her when asked (the default), or sends it back to dirty with its worked time kept', async () => {
    const s = await setup();
    const kept = await reassign(s.c.manager.cookie, { hotelId: s.hotel.id, fromHousekeeperId: s.hana.id });
    expect(kept.json<HandOverResult>().started).toEqual({ moved: [], released: [], kept: ['403'] });
    expect((await rows([s.started.roomId]))[0]).toMatchObject({ assigned_to: s.hana.id, timer_state: 'running' });

    const released = await reassign(s.c.manager.cookie, { hotelId: s.hotel.id, fromHousekeeperId: s.hana.id, toHousekeeperIds: [s.ana.id], started: 'release' });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json<HandOverResult>().started).toEqual({ moved: [], released: ['403'], kept: [] });
    expect((await rows([s.started.roomId]))[0]).toMatchObject({ status: 'dirty', assigned_to: null, timer_state: null });
    const history = await t.db.selectFrom('room_status_events').select('worked_seconds').where('room_id', '=', s.started.roomId).execute();
    expect(history.map((h) => h.worked_seconds! >= 720)).toEqual([true]);
  });

  it('answers a repeated hand over once; refuses when nobody else is on shift, other roles and other hotels', async () => {
    const s = await setup();
    const input = { hotelId: s.hotel.id, fromHousekeeperId: s.hana.id, clientActionId: crypto.randomUUID() };
    const first = await reassign(s.c.manager.cookie, input);
    const again = await reassign(s.c.manager.cookie, input);
    expect(again.json()).toEqual(first.json());
    // Take everyone else off: nobody to give rooms to.
    await api(t.app, 'PUT', `/api/hotels/${s.hotel.id}/shift`, { cookie: s.c.manager.cookie, body: { housekeeperIds: [s.ana.id] } });
    const nobody = await reassign(s.c.manager.cookie, { hotelId: s.hotel.id, fromHousekeeperId: s.ana.id });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toMatchObject({ reason: 'NOBODY_TO_HAND_OVER_TO' });
    expect(await stateOf(s.c.manager.cookie, s.hotel.id, s.ana.id)).toBe('on');
    const elsewhere = await seedHotel(t.db, 'Elsewhere');
    const stranger = await seedMember(t.app, t.db, 'manager', elsewhere.id);
    const body = { hotelId: s.hotel.id, fromHousekeeperId: s.ana.id, toHousekeeperIds: [s.rosa.id] };
    expect((await reassign(s.c.frontdesk.cookie, body)).statusCode).toBe(403);
    expect((await reassign(s.hana.cookie, body)).statusCode).toBe(403);
    expect((await reassign(stranger.cookie, body)).statusCode).toBe(404);
    // From someone who is no housekeeper of the hotel: a clear 400, nothing changed.
    for (const id of [stranger.id, crypto.randomUUID(), s.c.frontdesk.id]) {
      const res = await reassign(s.c.manager.cookie, { hotelId: s.hotel.id, fromHousekeeperId: id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ reason: 'HAND_OVER_FROM_UNKNOWN' });
    }
  });

  it('a started room sent back to dirty loses its deferral: whoever gets it next has a room to clean, not one waiting for service', async () => {
    const s = await setup();
    // 403 was deferred (the guest asked for later): her clock paused, the card says when to come back.
    await t.db
      .updateTable('room_statuses')
      .set({ timer_state: 'paused', deferral_reason: 'dnd', deferred_at: new Date(), deferred_by: s.hana.id })
      .where('room_id', '=', s.started.roomId)
      .execute();
    const released = await reassign(s.c.manager.cookie, { hotelId: s.hotel.id, fromHousekeeperId: s.hana.id, toHousekeeperIds: [s.ana.id], started: 'release' });
    expect(released.json<HandOverResult>().started.released).toEqual(['403']);
    expect((await rows([s.started.roomId]))[0]).toMatchObject({ status: 'dirty', assigned_to: null, deferral_reason: null, deferred_at: null, deferred_by: null });
    const assign = await api(t.app, 'POST', '/api/room-statuses/assign', { cookie: s.c.manager.cookie, body: { roomIds: [s.started.roomId], housekeeperId: s.rosa.id } });
    expect(assign.statusCode, assign.body).toBe(200);
    const list = await api(t.app, 'GET', `/api/room-statuses/assigned/${s.rosa.id}`, { cookie: s.rosa.cookie });
    expect(list.json().find((r: { roomId: string }) => r.roomId === s.started.roomId)).toMatchObject({ status: 'assigned', deferral: null, timer: null });
  });
});

