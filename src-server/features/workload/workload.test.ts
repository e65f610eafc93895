import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember, seedRooms, statusOf } from '../../test/seed-rooms';
import { createLocalBus } from '../../realtime/event-bus';
import { autoAssign } from './auto-assign.service';
import type { PushSender } from '../../push/push-sender';

interface PlanBody {
  assignments: { housekeeperId: string; roomIds: string[]; credits: number; floors: number[] }[];
  unassigned: string[];
  applied: boolean;
}

describe.each(testDatabases())('auto-assign and hand over (DESIGN §13) on %s', (kind) => {
  const t = useTestApp(kind);

  async function setup() {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const ola = await seedMember(t.app, t.db, 'housekeeper', hotel.id, { fullName: 'Ola Other' });
    return { hotel, c, ola };
  }
  const plan = (cookie: string, body: object) => api(t.app, 'POST', '/api/room-statuses/auto-assign', { cookie, body });

  it('previews a plan of the dirty, unassigned rooms without a late checkout, and changes nothing', async () => {
    const { hotel, c, ola } = await setup();
    const floor1 = await seedRooms(t.db, hotel.id, ['101', '102', '103', '104'], { status: 'dirty', floor: 1 });
    const floor2 = await seedRooms(t.db, hotel.id, ['201', '202', '203', '204'], { status: 'dirty', floor: 2 });
    await seedRooms(t.db, hotel.id, ['301'], { status: 'clean', floor: 3 });
    await seedRooms(t.db, hotel.id, ['302'], { status: 'assigned', assigned_to: c.housekeeper.id, floor: 3 });
    const [late] = await seedRooms(t.db, hotel.id, ['303'], { status: 'dirty', floor: 3 });
    await t.db.insertInto('late_checkouts').values({ room_id: late!.roomId, hotel_id: hotel.id, checkout_time: '13:00', created_by: c.manager.id }).execute();

    const res = await plan(c.manager.cookie, { hotelId: hotel.id, housekeeperIds: [c.housekeeper.id, ola.id], apply: false });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PlanBody>();
    expect(body.applied).toBe(false);
    expect(body.unassigned).toEqual([]);
    const all = body.assignments.flatMap((a) => a.roomIds).sort();
    expect(all).toEqual([...floor1, ...floor2].map((r) => r.roomId).sort());
    // Hana already carries room 302 (30 credits): she gets less, and each keeps to one floor.
    const [hana, other] = body.assignments;
    expect(hana!.credits + 30 - other!.credits).toBeLessThanOrEqual(30);
    expect(body.assignments.map((a) => a.floors.length)).toEqual([1, 1]);
    expect((await statusOf(t.db, floor1[0]!.roomId)).status).toBe('dirty');
  });

  it('applies exactly the plan in one go, through the change log, so live boards get the rows', async () => {
    const { hotel, c, ola } = await setup();
    const rooms = await seedRooms(t.db, hotel.id, ['101', '102', '103', '201', '202', '203'], { status: 'dirty' });
    const board = await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}`, { cookie: c.manager.cookie });
    const seq = Number(board.headers['x-change-seq']);
    const input = { hotelId: hotel.id, housekeeperIds: [c.housekeeper.id, ola.id], apply: false };
    const preview = (await plan(c.manager.cookie, input)).json<PlanBody>();
    const applied = await plan(c.manager.cookie, { ...input, apply: true });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ ...preview, applied: true });
    for (const a of preview.assignments) {
      for (const roomId of a.roomIds) {
        expect(await statusOf(t.db, roomId)).toMatchObject({ status: 'assigned', assignedTo: a.housekeeperId, assignedBy: c.manager.id });
      }
    }
    const changes = await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}/changes?since=${seq}`, { cookie: c.manager.cookie });
    const changed = changes.json<{ rooms: { roomId: string; status: string; credits: number }[] }>().rooms;
    expect(changed.map((r) => r.roomId).sort()).toEqual(rooms.map((r) => r.roomId).sort());
    expect(changed.every((r) => r.status === 'assigned' && r.credits === 30)).toBe(true);
    // Nothing is left to plan.
    expect((await plan(c.manager.cookie, input)).json<PlanBody>().assignments.every((a) => a.roomIds.length === 0)).toBe(true);
  });

  it('applies the plan as the manager edited it; a room taken meanwhile makes it out of date (409)', async () => {
    const { hotel, c, ola } = await setup();
    const [a, b, d] = await seedRooms(t.db, hotel.id, ['101', '102', '103'], { status: 'dirty' });
    const edited = [
      { housekeeperId: c.housekeeper.id, roomIds: [a!.roomId, b!.roomId, d!.roomId] },
      { housekeeperId: ola.id, roomIds: [] },
    ];
    const input = { hotelId: hotel.id, housekeeperIds: [c.housekeeper.id, ola.id], apply: true, assignments: edited };
    await t.db.updateTable('room_statuses').set({ status: 'clean' }).where('room_id', '=', d!.roomId).execute();
    const stale = await plan(c.manager.cookie, input);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ reason: 'PLAN_OUT_OF_DATE' });
    expect((await statusOf(t.db, a!.roomId)).status).toBe('dirty');
    edited[0]!.roomIds = [a!.roomId, b!.roomId];
    const res = await plan(c.manager.cookie, input);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PlanBody>().assignments[0]).toMatchObject({ credits: 60, floors: [1] });
    expect((await statusOf(t.db, b!.roomId)).assignedTo).toBe(c.housekeeper.id);
  });

  it('counts room types and respects capacities and the square-foot cap, saying what it could not place', async () => {
    const { hotel, c, ola } = await setup();
    const suite = await t.db
      .insertInto('room_types')
      .values({ hotel_id: hotel.id, name: 'Suite', credits_departure: 60, credits_stayover: 30, credits_touch_up: 10, square_feet: 600 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rooms = await seedRooms(t.db, hotel.id, ['101', '102', '103', '104'], { status: 'dirty' });
    await t.db.updateTable('rooms').set({ room_type_id: suite.id }).where('id', 'in', rooms.map((r) => r.roomId)).execute();
    await api(t.app, 'PATCH', `/api/hotels/${hotel.id}`, { cookie: c.admin.cookie, body: { maxSquareFeetPerShift: 1000 } });
    const res = await plan(c.manager.cookie, {
      hotelId: hotel.id,
      housekeeperIds: [c.housekeeper.id, ola.id],
      capacity: { [c.housekeeper.id]: 50 },
      apply: false,
    });
    const body = res.json<PlanBody>();
    // Hana can take no suite (60 > 50); Ola one (2 × 600 sq ft > 1000); two are left.
    expect(body.assignments.map((a) => [a.roomIds.length, a.credits])).toEqual([
      [0, 0],
      [1, 60],
    ]);
    expect(body.unassigned).toHaveLength(3);
  });

  it('sends one push per housekeeper for an applied plan', async () => {
    const { hotel, c, ola } = await setup();
    await seedRooms(t.db, hotel.id, ['101', '102', '103', '104'], { status: 'dirty' });
    const pushes: string[] = [];
    const push = { notify: (userId: string) => pushes.push(userId) } as unknown as PushSender;
    const actor = { kind: 'user' as const, id: c.manager.id, email: c.manager.email, fullName: 'Maria', role: 'manager' as const, hotelId: hotel.id, status: 'approved' as const, sessionVersion: 0 };
    await autoAssign({ db: t.db, bus: createLocalBus(), push, actor, hotelId: hotel.id }, { hotelId: hotel.id, housekeeperIds: [c.housekeeper.id, ola.id], apply: true });
    expect(pushes.sort()).toEqual([c.housekeeper.id, ola.id].sort());
  });

  it('hands over the rooms someone has not started, balanced over the others', async () => {
    const { hotel, c, ola } = await setup();
    const third = await seedMember(t.app, t.db, 'housekeeper', hotel.id, { fullName: 'Tia Third' });
    const theirs = await seedRooms(t.db, hotel.id, ['101', '102', '103', '104'], { status: 'assigned', assigned_to: c.housekeeper.id });
    const [done] = await seedRooms(t.db, hotel.id, ['105'], { status: 'clean', cleaned_by: c.housekeeper.id });
    await seedRooms(t.db, hotel.id, ['201', '202'], { status: 'assigned', assigned_to: ola.id });
    const res = await api(t.app, 'POST', '/api/room-statuses/reassign', {
      cookie: c.manager.cookie,
      body: { hotelId: hotel.id, fromHousekeeperId: c.housekeeper.id, toHousekeeperIds: [ola.id, third.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PlanBody>();
    // Ola already has two rooms: Tia gets three of the four, Ola one.
    expect(body.assignments.map((a) => [a.housekeeperId, a.roomIds.length])).toEqual([
      [ola.id, 1],
      [third.id, 3],
    ]);
    for (const room of theirs) expect((await statusOf(t.db, room.roomId)).assignedTo).not.toBe(c.housekeeper.id);
    expect((await statusOf(t.db, done!.roomId)).status).toBe('clean');
    const toSelf = await api(t.app, 'POST', '/api/room-statuses/reassign', {
      cookie: c.manager.cookie,
      body: { hotelId: hotel.id, fromHousekeeperId: ola.id, toHousekeeperIds: [ola.id] },
    });
    expect(toSelf.json()).toMatchObject({ reason: 'HAND_OVER_TO_SELF' });
  });

  it('refuses other roles (403), another hotel (404) and anyone who is not a housekeeper of the hotel (400)', async () => {
    const { hotel, c } = await setup();
    const elsewhere = await seedHotel(t.db, 'Elsewhere');
    const stranger = await seedMember(t.app, t.db, 'manager', elsewhere.id);
    const input = { hotelId: hotel.id, housekeeperIds: [c.housekeeper.id], apply: false };
    for (const who of [c.frontdesk, c.housekeeper]) expect((await plan(who.cookie, input)).statusCode).toBe(403);
    const foreign = await plan(stranger.cookie, input);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ reason: 'HOTEL_NOT_FOUND' });
    const notHousekeeper = await plan(c.manager.cookie, { ...input, housekeeperIds: [c.frontdesk.id] });
    expect(notHousekeeper.statusCode).toBe(400);
    expect(notHousekeeper.json()).toMatchObject({ reason: 'ASSIGNEE_NOT_HOUSEKEEPER' });
    const handOver = { hotelId: hotel.id, fromHousekeeperId: c.housekeeper.id, toHousekeeperIds: [c.housekeeper.id] };
    expect((await api(t.app, 'POST', '/api/room-statuses/reassign', { cookie: c.frontdesk.cookie, body: handOver })).statusCode).toBe(403);
    expect((await api(t.app, 'POST', '/api/room-statuses/reassign', { cookie: stranger.cookie, body: handOver })).statusCode).toBe(404);
    expect((await plan(c.admin.cookie, input)).statusCode).toBe(200);
  });
});
