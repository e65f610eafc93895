import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { countEvents, eventsOf, seedCrew, seedLateCheckout, seedRooms, statusOf, type Member } from '../../test/seed-rooms';
import { trpc } from '../../test/trpc-http';

// 18:30 UTC is 12:30 in Chicago (CST): the tests never depend on the wall clock.
const NOW = new Date('2030-01-15T18:30:00.000Z');
const IN_THE_PAST = 'Checkout time must be in the future. Please select a later time.';

describe.each(testDatabases())('late checkouts (spec §4, §5) on %s', (kind) => {
  const t = useTestApp(kind);
  beforeEach(() => {
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function setup(timezone = 'America/Chicago') {
    const hotel = await seedHotel(t.db, 'Lakeside', timezone);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const rooms = await seedRooms(t.db, hotel.id, ['101', '102', '103'], { status: 'assigned', assigned_to: c.housekeeper.id, notes: 'Guest asked' });
    return { hotel, c, rooms };
  }
  const add = (who: Member, body: Record<string, unknown>) => api(t.app, 'POST', '/api/late-checkouts', { cookie: who.cookie, body });
  const resolve = (who: Member, id: string) =>
    api(t.app, 'PATCH', `/api/late-checkouts/${id}`, { cookie: who.cookie, body: { resolvedAt: '2001-01-01T00:00:00Z' } });

  it('front desk adds one for later today: stored unresolved, listed, flagged on the board', async () => {
    const { hotel, c, rooms } = await setup();
    const res = await add(c.frontdesk, { roomId: rooms[0]!.roomId, hotelId: hotel.id, checkoutTime: '12:31', createdBy: c.manager.id });
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      id: expect.any(String),
      roomId: rooms[0]!.roomId,
      hotelId: hotel.id,
      roomNumber: '101',
      checkoutTime: '12:31',
      createdBy: c.frontdesk.id,
      createdAt: expect.any(String),
      resolvedAt: null,
    };
    expect(res.json()).toEqual(expected);
    const row = await t.db.selectFrom('late_checkouts').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ room_id: rooms[0]!.roomId, hotel_id: hotel.id, checkout_time: '12:31', created_by: c.frontdesk.id, resolved_at: null });
    for (const who of [c.housekeeper, c.manager]) {
      const list = await api(t.app, 'GET', `/api/late-checkouts/hotel/${hotel.id}/unresolved`, { cookie: who.cookie });
      expect(list.json()).toEqual([expected]);
    }
    const board = await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}`, { cookie: c.manager.cookie });
    expect(board.json().map((r: { roomNumber: string; hasLateCheckout: boolean }) => [r.roomNumber, r.hasLateCheckout])).toEqual([
      ['101', true],
      ['102', false],
      ['103', false],
    ]);
    expect(await countEvents(t.db)).toBe(0);
  });

  it("the time must be later than now in the hotel's timezone", async () => {
    const { c, rooms } = await setup();
    for (const checkoutTime of ['00:00', '12:29', '12:30']) {
      const res = await add(c.manager, { roomId: rooms[0]!.roomId, checkoutTime });
      expect(res.statusCode, checkoutTime).toBe(400);
      expect(res.json()).toMatchObject({ error: IN_THE_PAST, code: 'BAD_REQUEST' });
    }
    // 13:00 is past in UTC (18:30) but still ahead in Chicago (12:30).
    expect((await add(c.manager, { roomId: rooms[0]!.roomId, checkoutTime: '13:00' })).statusCode).toBe(200);
    const utc = await setup('UTC');
    const res = await add(utc.c.manager, { roomId: utc.rooms[0]!.roomId, checkoutTime: '13:00' });
    expect(res.json()).toMatchObject({ error: IN_THE_PAST, code: 'BAD_REQUEST' });
    expect((await add(utc.c.manager, { roomId: utc.rooms[0]!.roomId, checkoutTime: '23:59' })).statusCode).toBe(200);
  });

  it("the room must exist: an unknown room, or one not of the given hotel, is 'Room not found'", async () => {
    const { c, rooms } = await setup();
    const other = await seedHotel(t.db, 'Other', 'America/Chicago');
    for (const body of [{ roomId: crypto.randomUUID() }, { roomId: rooms[0]!.roomId, hotelId: other.id }]) {
      const res = await add(c.manager, { ...body, checkoutTime: '15:00' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Room not found', code: 'NOT_FOUND' });
    }
    expect(await t.db.selectFrom('late_checkouts').select('id').execute()).toEqual([]);
  });

  it('at most one unresolved per room, also when two desks add at once', async () => {
    const { c, rooms } = await setup();
    const both = await Promise.all([c.manager, c.frontdesk].map((who) => add(who, { roomId: rooms[0]!.roomId, checkoutTime: '14:00' })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const again = await add(c.frontdesk, { roomId: rooms[0]!.roomId, checkoutTime: '15:00' });
    expect(again.json()).toMatchObject({ error: 'This room already has an unresolved late checkout', code: 'CONFLICT' });
    expect((await add(c.frontdesk, { roomId: rooms[1]!.roomId, checkoutTime: '15:00' })).statusCode).toBe(200);
    expect(await t.db.selectFrom('late_checkouts').select('id').execute()).toHaveLength(2);
  });

  it('resolving sets resolvedAt and makes the room dirty with the note, in one recorded change; a second resolve is 409', async () => {
    const { hotel, c, rooms } = await setup();
    const room = rooms[0]!;
    const lc = (await add(c.frontdesk, { roomId: room.roomId, checkoutTime: '14:00' })).json();
    const res = await resolve(c.frontdesk, lc.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...lc, resolvedAt: NOW.toISOString() });
    expect(await t.db.selectFrom('late_checkouts').select(['resolved_at', 'resolved_by']).executeTakeFirstOrThrow()).toEqual({
      resolved_at: expect.anything(),
      resolved_by: c.frontdesk.id,
    });
    expect(await statusOf(t.db, room.roomId)).toMatchObject({
      status: 'dirty',
      notes: 'Marked dirty after late checkout resolution',
      markedDirtyAt: NOW.toISOString(),
      markedDirtyBy: c.frontdesk.id,
      assignedTo: null,
      assignedAt: null,
      assignedBy: null,
    });
    expect(await eventsOf(t.db, room.roomId)).toEqual([
      expect.objectContaining({ from: 'assigned', to: 'dirty', actor: c.frontdesk.id, at: NOW.toISOString(), notes: 'Marked dirty after late checkout resolution' }),
    ]);
    const second = await resolve(c.manager, lc.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: 'This late checkout is already resolved', code: 'CONFLICT' });
    expect(await countEvents(t.db)).toBe(1);
    expect((await api(t.app, 'GET', `/api/late-checkouts/hotel/${hotel.id}/unresolved`, { cookie: c.manager.cookie })).json()).toEqual([]);
    // Resolved, the room may get a new late checkout.
    expect((await add(c.frontdesk, { roomId: room.roomId, checkoutTime: '16:00' })).statusCode).toBe(200);
  });

  it('the unresolved list: this hotel only, unresolved only, by checkout time; tRPC resolve works the same', async () => {
    const { hotel, c, rooms } = await setup();
    const other = await setup();
    const ids: string[] = [];
    for (const [i, time] of ['17:00', '13:15', '15:45'].entries()) ids.push((await add(c.manager, { roomId: rooms[i]!.roomId, checkoutTime: time })).json().id);
    await add(other.c.manager, { roomId: other.rooms[0]!.roomId, checkoutTime: '14:00' });
    const r = await trpc(t.app, 'mutation', 'lateCheckouts.resolve', { id: ids[2] }, c.manager.cookie);
    expect(r).toMatchObject({ status: 200, data: { id: ids[2], resolvedAt: NOW.toISOString() } });
    const list = await trpc(t.app, 'query', 'lateCheckouts.unresolved', { hotelId: hotel.id }, c.frontdesk.cookie);
    expect((list.data as { checkoutTime: string; roomNumber: string }[]).map((l) => [l.roomNumber, l.checkoutTime])).toEqual([
      ['102', '13:15'],
      ['101', '17:00'],
    ]);
  });

  it('housekeepers may not add or resolve (403); an admin does both in any hotel; unknown ids are 404', async () => {
    const { c, rooms } = await setup();
    expect((await add(c.housekeeper, { roomId: rooms[0]!.roomId, checkoutTime: '14:00' })).statusCode).toBe(403);
    const lc = (await add(c.admin, { roomId: rooms[0]!.roomId, checkoutTime: '14:00' })).json();
    expect(lc).toMatchObject({ createdBy: c.admin.id, resolvedAt: null });
    expect((await resolve(c.housekeeper, lc.id)).statusCode).toBe(403);
    expect((await trpc(t.app, 'mutation', 'lateCheckouts.resolve', { id: lc.id }, c.housekeeper.cookie)).status).toBe(403);
    expect((await resolve(c.manager, crypto.randomUUID())).statusCode).toBe(404);
    expect((await resolve(c.admin, lc.id)).statusCode).toBe(200);
  });
});

/** Issue 18: Resolve has Undo, through the one undo of one's own changes (roomStatuses.undo). Real clock: undo has a window. */
describe.each(testDatabases())('resolve, then undo (issue 18) on %s', (kind) => {
  const t = useTestApp(kind);

  async function setup() {
    const hotel = await seedHotel(t.db, 'Lakeside', 'America/Chicago');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const [room] = await seedRooms(t.db, hotel.id, ['305'], { status: 'clean', notes: 'Guest asked' });
    const lateId = await seedLateCheckout(t.db, room!, '11:00', c.frontdesk.id);
    return { hotel, c, room: room!, lateId };
  }
  const resolve = (who: Member, id: string, clientActionId: string) =>
    trpc(t.app, 'mutation', 'lateCheckouts.resolve', { id, clientActionId }, who.cookie);
  const undo = (who: Member, hotelId: string, actionId: string) =>
    trpc(t.app, 'mutation', 'roomStatuses.undo', { hotelId, actionId, clientActionId: crypto.randomUUID() }, who.cookie);
  const unresolved = async (who: Member, hotelId: string) =>
    ((await trpc(t.app, 'query', 'lateCheckouts.unresolved', { hotelId }, who.cookie)).data as { id: string }[]).map((l) => l.id);

  it('undo puts the room back as it was and reopens the late checkout; the resolve itself is exactly once', async () => {
    const { hotel, c, room, lateId } = await setup();
    const before = await statusOf(t.db, room.roomId);
    const actionId = crypto.randomUUID();
    const first = await resolve(c.frontdesk, lateId, actionId);
    expect(first).toMatchObject({ status: 200, data: { id: lateId, resolvedAt: expect.any(String) } });
    expect(await statusOf(t.db, room.roomId)).toMatchObject({ status: 'dirty', notes: 'Marked dirty after late checkout resolution' });
    // A replay (the same device action) is answered again and changes nothing.
    expect(await resolve(c.frontdesk, lateId, actionId)).toMatchObject({ status: 200, data: { id: lateId } });
    expect(await countEvents(t.db)).toBe(1);

    const undone = await undo(c.frontdesk, hotel.id, actionId);
    expect(undone.status, JSON.stringify(undone.error)).toBe(200);
    expect(undone.data).toMatchObject([{ roomId: room.roomId, status: 'clean', notes: 'Guest asked', hasLateCheckout: true }]);
    expect(await statusOf(t.db, room.roomId)).toEqual(before);
    expect(await unresolved(c.manager, hotel.id)).toEqual([lateId]);
    expect(await t.db.selectFrom('late_checkouts').select(['resolved_at', 'resolved_by', 'resolved_action_id']).executeTakeFirstOrThrow()).toEqual({
      resolved_at: null,
      resolved_by: null,
      resolved_action_id: null,
    });
    // Once only.
    expect((await undo(c.frontdesk, hotel.id, actionId)).error).toMatchObject({ reason: 'UNDO_ALREADY_DONE' });
    // Reopened, it can be resolved again.
    expect((await resolve(c.manager, lateId, crypto.randomUUID())).status).toBe(200);
  });

  it('only the resolver undoes it (404 for another desk, 404 from another hotel); a housekeeper may not resolve (403)', async () => {
    const { hotel, c, room, lateId } = await setup();
    const other = await setup();
    expect((await resolve(c.housekeeper, lateId, crypto.randomUUID())).status).toBe(403);
    expect((await resolve(other.c.frontdesk, lateId, crypto.randomUUID())).status).toBe(404);
    const actionId = crypto.randomUUID();
    expect((await resolve(c.frontdesk, lateId, actionId)).status).toBe(200);
    expect((await undo(c.manager, hotel.id, actionId)).status).toBe(404);
    expect((await undo(other.c.frontdesk, hotel.id, actionId)).status).toBe(404);
    expect((await undo(c.frontdesk, other.hotel.id, actionId)).status).toBe(404);
    expect(await statusOf(t.db, room.roomId)).toMatchObject({ status: 'dirty' });
    expect(await unresolved(c.manager, hotel.id)).toEqual([]);
  });

  it('a late checkout added to the room since overtakes the undo: nothing changes (409)', async () => {
    const { hotel, c, room, lateId } = await setup();
    const actionId = crypto.randomUUID();
    expect((await resolve(c.frontdesk, lateId, actionId)).status).toBe(200);
    const newer = await seedLateCheckout(t.db, room, '12:00', c.manager.id);
    expect((await undo(c.frontdesk, hotel.id, actionId)).error).toMatchObject({ reason: 'UNDO_OVERTAKEN', httpStatus: 409 });
    expect(await statusOf(t.db, room.roomId)).toMatchObject({ status: 'dirty' });
    expect(await unresolved(c.manager, hotel.id)).toEqual([newer]);
  });
});
