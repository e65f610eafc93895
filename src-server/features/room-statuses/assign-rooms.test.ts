import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { countEvents, eventsOf, seedCrew, seedMember, seedRooms, statusOf, type Member } from '../../test/seed-rooms';
import { trpc } from '../../test/trpc-http';

const NOT_A_HOUSEKEEPER = 'Rooms can only be assigned to approved housekeepers of this hotel';

describe.each(testDatabases())('assign and reassign (spec §4, DESIGN §4) on %s', (kind) => {
  const t = useTestApp(kind);

  async function setup() {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    return { hotel, c };
  }
  const assign = (who: Member, roomIds: string[], housekeeperId: string) =>
    api(t.app, 'POST', '/api/room-statuses/assign', { cookie: who.cookie, body: { roomIds, housekeeperId } });

  it('a manager assigns selected dirty rooms; the housekeeper sees them in their list', async () => {
    const { hotel, c } = await setup();
    const rooms = await seedRooms(t.db, hotel.id, ['101', '102', '103'], { status: 'dirty' });
    const res = await assign(c.manager, [rooms[0]!.roomId, rooms[1]!.roomId, rooms[0]!.roomId], c.housekeeper.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ count: 2, roomNumbers: expect.arrayContaining(['101', '102']), housekeeperId: c.housekeeper.id });
    for (const room of rooms.slice(0, 2)) {
      expect(await statusOf(t.db, room.roomId)).toMatchObject({ status: 'assigned', assignedTo: c.housekeeper.id, assignedBy: c.manager.id });
      expect(await eventsOf(t.db, room.roomId)).toMatchObject([{ from: 'dirty', to: 'assigned', actor: c.manager.id, assignedTo: c.housekeeper.id }]);
    }
    expect((await statusOf(t.db, rooms[2]!.roomId)).status).toBe('dirty');
    const mine = await api(t.app, 'GET', `/api/room-statuses/assigned/${c.housekeeper.id}`, { cookie: c.housekeeper.cookie });
    expect(mine.json().map((r: { roomNumber: string }) => r.roomNumber)).toEqual(['101', '102']);
    expect(mine.json()[0]).toMatchObject({ assignedToName: 'Hana Keeper', status: 'assigned' });
  });

  it("a housekeeper's list holds their assigned and out-of-service rooms only (spec §5)", async () => {
    const { hotel, c } = await setup();
    const [toClean, toBreak] = await seedRooms(t.db, hotel.id, ['101', '102', '103'], { status: 'assigned', assigned_to: c.housekeeper.id });
    await seedRooms(t.db, hotel.id, ['104'], { status: 'out_of_service' });
    const cookie = c.housekeeper.cookie;
    expect((await api(t.app, 'PATCH', `/api/room-statuses/${toClean!.statusId}`, { cookie, body: { status: 'clean' } })).statusCode).toBe(200);
    expect((await api(t.app, 'PATCH', `/api/room-statuses/${toBreak!.statusId}`, { cookie, body: { status: 'out_of_service' } })).statusCode).toBe(200);
    const mine = await api(t.app, 'GET', `/api/room-statuses/assigned/${c.housekeeper.id}`, { cookie });
    expect(mine.json().map((r: { roomNumber: string; status: string }) => [r.roomNumber, r.status])).toEqual([
      ['102', 'out_of_service'],
      ['103', 'assigned'],
    ]);
  });

  it('reassigning moves the room to the new housekeeper and records it', async () => {
    const { hotel, c } = await setup();
    const other = await seedMember(t.app, t.db, 'housekeeper', hotel.id, { fullName: 'Otto Other' });
    const [room] = await seedRooms(t.db, hotel.id, ['101'], { status: 'assigned', assigned_to: c.housekeeper.id });
    const res = await trpc(t.app, 'mutation', 'roomStatuses.assign', { roomIds: [room!.roomId], housekeeperId: other.id }, c.manager.cookie);
    expect(res.status).toBe(200);
    expect(await statusOf(t.db, room!.roomId)).toMatchObject({ status: 'assigned', assignedTo: other.id, assignedBy: c.manager.id });
    expect(await eventsOf(t.db, room!.roomId)).toMatchObject([{ from: 'assigned', to: 'assigned', assignedTo: other.id }]);
    const old = await api(t.app, 'GET', `/api/room-statuses/assigned/${c.housekeeper.id}`, { cookie: c.housekeeper.cookie });
    expect(old.json()).toEqual([]);
  });

  it('only approved housekeepers of the room’s hotel can be chosen', async () => {
    const { hotel, c } = await setup();
    const [room] = await seedRooms(t.db, hotel.id, ['101'], { status: 'dirty' });
    const elsewhere = await seedHotel(t.db, 'Elsewhere');
    const candidates = [
      c.manager,
      c.frontdesk,
      c.admin,
      await seedMember(t.app, t.db, 'housekeeper', hotel.id, { status: 'pending' }),
      await seedMember(t.app, t.db, 'housekeeper', hotel.id, { status: 'rejected' }),
      await seedMember(t.app, t.db, 'housekeeper', elsewhere.id),
      await seedMember(t.app, t.db, 'housekeeper', null),
    ];
    for (const candidate of candidates) {
      const res = await assign(c.manager, [room!.roomId], candidate.id);
      expect(res.statusCode, `${candidate.role} ${candidate.hotelId}`).toBe(400);
      expect(res.json()).toMatchObject({ error: NOT_A_HOUSEKEEPER, code: 'BAD_REQUEST' });
    }
    const unknown = await assign(c.manager, [room!.roomId], crypto.randomUUID());
    expect(unknown.json()).toMatchObject({ error: NOT_A_HOUSEKEEPER, code: 'BAD_REQUEST' });
    const viaPatch = await api(t.app, 'PATCH', `/api/room-statuses/${room!.statusId}`, { cookie: c.manager.cookie, body: { assignedTo: c.frontdesk.id } });
    expect(viaPatch.statusCode).toBe(400);
    expect(viaPatch.json().error).toBe(NOT_A_HOUSEKEEPER);
    expect(await statusOf(t.db, room!.roomId)).toMatchObject({ status: 'dirty', assignedTo: null });
    expect(await countEvents(t.db)).toBe(0);
  });

  it('front desk and housekeepers may not assign (403), through REST, tRPC or the generic PATCH', async () => {
    const { hotel, c } = await setup();
    const [room] = await seedRooms(t.db, hotel.id, ['101'], { status: 'dirty' });
    for (const who of [c.frontdesk, c.housekeeper]) {
      expect((await assign(who, [room!.roomId], c.housekeeper.id)).statusCode).toBe(403);
      const viaTrpc = await trpc(t.app, 'mutation', 'roomStatuses.assign', { roomIds: [room!.roomId], housekeeperId: c.housekeeper.id }, who.cookie);
      expect(viaTrpc.status).toBe(403);
      const viaPatch = await api(t.app, 'PATCH', `/api/room-statuses/${room!.statusId}`, { cookie: who.cookie, body: { assignedTo: c.housekeeper.id } });
      expect(viaPatch.statusCode).toBe(403);
    }
    expect(await countEvents(t.db)).toBe(0);
  });

  it('the batch is all or nothing: one clean room in the selection refuses it with 409', async () => {
    const { hotel, c } = await setup();
    const [dirty] = await seedRooms(t.db, hotel.id, ['101'], { status: 'dirty' });
    for (const status of ['clean', 'pms_updated', 'out_of_service'] as const) {
      const [room] = await seedRooms(t.db, hotel.id, [`2${status.length}`], { status });
      const res = await assign(c.manager, [dirty!.roomId, room!.roomId], c.housekeeper.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'Only dirty or assigned rooms can be assigned', code: 'CONFLICT' });
    }
    expect((await statusOf(t.db, dirty!.roomId)).status).toBe('dirty');
    expect(await countEvents(t.db)).toBe(0);
  });

  it('rooms of two hotels, or an unknown room, are a 404 even for an admin; an admin assigns in any hotel', async () => {
    const { hotel, c } = await setup();
    const other = await seedHotel(t.db, 'Other');
    const [mine] = await seedRooms(t.db, hotel.id, ['101'], { status: 'dirty' });
    const [theirs] = await seedRooms(t.db, other.id, ['101'], { status: 'dirty' });
    const theirKeeper = await seedMember(t.app, t.db, 'housekeeper', other.id);
    for (const who of [c.manager, c.admin]) {
      const mixed = await assign(who, [mine!.roomId, theirs!.roomId], c.housekeeper.id);
      expect(mixed.statusCode).toBe(404);
      const unknown = await assign(who, [crypto.randomUUID()], c.housekeeper.id);
      expect(unknown.json()).toMatchObject({ error: 'Room not found', code: 'NOT_FOUND' });
    }
    expect(await countEvents(t.db)).toBe(0);
    expect((await assign(c.manager, [theirs!.roomId], theirKeeper.id)).statusCode).toBe(404);
    const res = await assign(c.admin, [theirs!.roomId], theirKeeper.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(t.db, theirs!.roomId)).toMatchObject({ status: 'assigned', assignedTo: theirKeeper.id, assignedBy: c.admin.id });
  });

  it('a batch keeps the clock running on the rooms she already has; one taken from someone else starts afresh, its time in the history; Undo puts all back', async () => {
    const { hotel, c } = await setup();
    const otto = await seedMember(t.app, t.db, 'housekeeper', hotel.id, { fullName: 'Otto Other' });
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    const [hers] = await seedRooms(t.db, hotel.id, ['101'], { status: 'assigned', assigned_to: c.housekeeper.id, timer_state: 'running', timer_started_at: minutesAgo(5), timer_worked_seconds: 60 });
    const [dirty] = await seedRooms(t.db, hotel.id, ['102'], { status: 'dirty' });
    const [his] = await seedRooms(t.db, hotel.id, ['103'], { status: 'assigned', assigned_to: otto.id, timer_state: 'running', timer_started_at: minutesAgo(10), timer_worked_seconds: 0 });
    const ids = [hers!.roomId, dirty!.roomId, his!.roomId];
    const rows = () => t.db.selectFrom('room_statuses').select(['room_id', 'status', 'assigned_to', 'timer_state', 'timer_started_at', 'timer_worked_seconds']).where('room_id', 'in', ids).execute();
    const before = await rows();
    const clientActionId = crypto.randomUUID();
    const res = await api(t.app, 'POST', '/api/room-statuses/assign', { cookie: c.manager.cookie, body: { roomIds: ids, housekeeperId: c.housekeeper.id, clientActionId } });
    expect(res.statusCode, res.body).toBe(200);
    const after = new Map((await rows()).map((r) => [r.room_id, r]));
    expect(after.get(hers!.roomId)).toMatchObject({ assigned_to: c.housekeeper.id, timer_state: 'running', timer_worked_seconds: 60 });
    expect(new Date(after.get(hers!.roomId)!.timer_started_at!).getTime()).toBe(new Date(before.find((r) => r.room_id === hers!.roomId)!.timer_started_at!).getTime());
    expect(after.get(his!.roomId)).toMatchObject({ assigned_to: c.housekeeper.id, timer_state: null, timer_started_at: null, timer_worked_seconds: 0 });
    expect(after.get(dirty!.roomId)).toMatchObject({ status: 'assigned', assigned_to: c.housekeeper.id });
    const worked = async (roomId: string) =>
      (await t.db.selectFrom('room_status_events').select('worked_seconds').where('room_id', '=', roomId).executeTakeFirstOrThrow()).worked_seconds;
    // Otto's ten minutes are kept; her own running clock is not ended, so nothing is counted for it yet.
    expect(await worked(his!.roomId)).toBeGreaterThanOrEqual(599);
    expect(await worked(his!.roomId)).toBeLessThan(700);
    expect(await worked(hers!.roomId)).toBeNull();
    // A resend answers the same and writes nothing.
    const again = await api(t.app, 'POST', '/api/room-statuses/assign', { cookie: c.manager.cookie, body: { roomIds: ids, housekeeperId: c.housekeeper.id, clientActionId } });
    expect(again.json()).toEqual(res.json());
    expect(await countEvents(t.db)).toBe(3);
    const undo = await api(t.app, 'POST', '/api/room-statuses/undo', { cookie: c.manager.cookie, body: { hotelId: hotel.id, actionId: clientActionId, clientActionId: crypto.randomUUID() } });
    expect(undo.statusCode, undo.body).toBe(200);
    const byRoom = (list: typeof before) => [...list].sort((a, b) => a.room_id.localeCompare(b.room_id)).map((r) => ({ ...r, timer_started_at: r.timer_started_at && new Date(r.timer_started_at).getTime() }));
    expect(byRoom(await rows())).toEqual(byRoom(before));
  });
});
