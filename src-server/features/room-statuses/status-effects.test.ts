import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { eventsOf, seedCrew, seedRoom, statusOf, type Crew, type Member, type SeededRoom, type StatusSeed } from '../../test/seed-rooms';
import { trpc } from '../../test/trpc-http';

const T0 = '2025-01-02T08:00:00.000Z';

/** A room with every field of spec §3 filled, so a test sees exactly which ones a change touches. */
function assignedRoom(c: Crew, notes: string | null = 'Extra towels'): StatusSeed {
  return {
    status: 'assigned',
    notes,
    assigned_to: c.housekeeper.id,
    assigned_at: T0,
    assigned_by: c.manager.id,
    marked_dirty_at: T0,
    marked_dirty_by: c.manager.id,
    cleaned_at: T0,
    cleaned_by: c.housekeeper.id,
    pms_updated_at: T0,
    pms_updated_by: c.frontdesk.id,
  };
}

type Via = 'post' | 'patch' | 'trpc';

describe.each(testDatabases())('room status effects (spec §4) on %s', (kind) => {
  const t = useTestApp(kind);

  async function setup() {
    const hotel = await seedHotel(t.db);
    return { hotel, c: await seedCrew(t.app, t.db, hotel.id) };
  }

  /** One status change through the REST create, the REST patch or tRPC; answers status and body. */
  async function change(room: SeededRoom, who: Member, body: Record<string, unknown>, via: Via) {
    if (via === 'trpc') {
      const r = await trpc(t.app, 'mutation', 'roomStatuses.setStatus', { roomId: room.roomId, ...body }, who.cookie);
      return { status: r.status, body: (r.data ?? r.error) as Record<string, unknown> };
    }
    const res =
      via === 'post'
        ? await api(t.app, 'POST', '/api/room-statuses', { cookie: who.cookie, body: { roomId: room.roomId, hotelId: room.hotelId, ...body } })
        : await api(t.app, 'PATCH', `/api/room-statuses/${room.statusId}`, { cookie: who.cookie, body });
    return { status: res.statusCode, body: res.json() };
  }

  /** The record equals `before` with exactly `set` applied, and one history row records it. */
  async function expectEffect(
    room: SeededRoom,
    before: Awaited<ReturnType<typeof statusOf>>,
    res: { status: number; body: Record<string, unknown> },
    e: { set: Record<string, unknown>; from: string; actor: Member; timeField?: keyof typeof before; startedAt: number },
  ) {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await statusOf(t.db, room.roomId);
    const set = { ...e.set };
    if (e.timeField) {
      const at = Date.parse(after[e.timeField] as string);
      expect(at).toBeGreaterThanOrEqual(e.startedAt);
      expect(at).toBeLessThanOrEqual(Date.now());
      set[e.timeField] = after[e.timeField];
    }
    expect(after).toEqual({ ...before, ...set });
    expect(res.body).toMatchObject({ roomId: room.roomId, ...after });
    expect(await eventsOf(t.db, room.roomId)).toEqual([
      expect.objectContaining({ from: e.from, to: after.status, actor: e.actor.id, notes: after.notes, assignedTo: after.assignedTo, clientActionId: null }),
    ]);
    if (e.timeField) expect((await eventsOf(t.db, room.roomId))[0]!.at).toBe(after[e.timeField]);
  }

  it('dirty (manager, REST create): markedDirtyAt/By set, assignment cleared, the given note kept; client who/when ignored', async () => {
    const { hotel, c } = await setup();
    const room = await seedRoom(t.db, hotel.id, '101', assignedRoom(c));
    const before = await statusOf(t.db, room.roomId);
    const startedAt = Date.now();
    const res = await change(room, c.manager, { status: 'dirty', notes: 'Guest left', markedDirtyBy: c.frontdesk.id, markedDirtyAt: '2099-01-01T00:00:00Z' }, 'post');
    await expectEffect(room, before, res, {
      set: { status: 'dirty', markedDirtyBy: c.manager.id, assignedTo: null, assignedAt: null, assignedBy: null, notes: 'Guest left' },
      from: 'assigned',
      actor: c.manager,
      timeField: 'markedDirtyAt',
      startedAt,
    });
    expect(res.body).toMatchObject({ assignedToName: null });
  });

  it('dirty (front desk, REST patch) from clean: a new cycle without a note clears the old one', async () => {
    const { hotel, c } = await setup();
    const room = await seedRoom(t.db, hotel.id, '102', { ...assignedRoom(c, 'Old note'), status: 'clean' });
    const before = await statusOf(t.db, room.roomId);
    const startedAt = Date.now();
    const res = await change(room, c.frontdesk, { status: 'dirty', markedDirtyBy: c.housekeeper.id }, 'patch');
    await expectEffect(room, before, res, {
      set: { status: 'dirty', markedDirtyBy: c.frontdesk.id, assignedTo: null, assignedAt: null, assignedBy: null, notes: null },
      from: 'clean',
      actor: c.frontdesk,
      timeField: 'markedDirtyAt',
      startedAt,
    });
  });

  it('assign: status assigned with assignedTo/At/By (assignedBy from the session); notes untouched', async () => {
    const { hotel, c } = await setup();
    const room = await seedRoom(t.db, hotel.id, '103', { ...assignedRoom(c), status: 'dirty', assigned_to: null, assigned_at: null, assigned_by: null });
    const before = await statusOf(t.db, room.roomId);
    const startedAt = Date.now();
    const res = await api(t.app, 'POST', '/api/room-statuses/assign', {
      cookie: c.manager.cookie,
      body: { roomIds: [room.roomId], housekeeperId: c.housekeeper.id, assignedBy: c.frontdesk.id },
    });
    expect(res.json()).toEqual({ count: 1, roomNumbers: ['103'], housekeeperId: c.housekeeper.id });
    const board = await api(t.app, 'GET', `/api/room-statuses/room/${room.roomId}`, { cookie: c.manager.cookie });
    expect(board.json()).toMatchObject({ assignedToName: 'Hana Keeper' });
    await expectEffect(room, before, { status: res.statusCode, body: board.json() }, {
      set: { status: 'assigned', assignedTo: c.housekeeper.id, assignedBy: c.manager.id },
      from: 'dirty',
      actor: c.manager,
      timeField: 'assignedAt',
      startedAt,
    });
  });

  it('clean on the manager path clears the assignment', async () => {
    const { hotel, c } = await setup();
    const room = await seedRoom(t.db, hotel.id, '104', assignedRoom(c));
    const before = await statusOf(t.db, room.roomId);
    const startedAt = Date.now();
    const res = await change(room, c.manager, { status: 'clean', cleanedBy: c.housekeeper.id }, 'trpc');
    await expectEffect(room, before, res, {
      set: { status: 'clean', cleanedBy: c.manager.id, assignedTo: null, assignedAt: null, assignedBy: null },
      from: 'assigned',
      actor: c.manager,
      timeField: 'cleanedAt',
      startedAt,
    });
  });

  it('clean on the housekeeper path sets only status, cleanedAt and cleanedBy (assignment kept)', async () => {
    const { hotel, c } = await setup();
    const room = await seedRoom(t.db, hotel.id, '105', assignedRoom(c));
    const before = await statusOf(t.db, room.roomId);
    const startedAt = Date.now();
    const res = await change(room, c.housekeeper, { status: 'clean', cleanedBy: c.manager.id }, 'patch');
    await expectEffect(room, before, res, { set: { status: 'clean', cleanedBy: c.housekeeper.id }, from: 'assigned', actor: c.housekeeper, timeField: 'cleanedAt', startedAt });
  });

  it('pms_updated sets pmsUpdatedAt/By and nothing else', async () => {
    const { hotel, c } = await setup();
    const room = await seedRoom(t.db, hotel.id, '106', { ...assignedRoom(c), status: 'clean' });
    const before = await statusOf(t.db, room.roomId);
    const startedAt = Date.now();
    const res = await change(room, c.frontdesk, { status: 'pms_updated', pmsUpdatedBy: c.manager.id }, 'post');
    await expectEffect(room, before, res, { set: { status: 'pms_updated', pmsUpdatedBy: c.frontdesk.id }, from: 'clean', actor: c.frontdesk, timeField: 'pmsUpdatedAt', startedAt });
  });

  it.each([
    { label: 'no note → the default note', notes: null, sent: undefined, expected: 'Marked out of service' },
    { label: 'an existing note is kept', notes: 'Broken AC', sent: undefined, expected: 'Broken AC' },
    { label: 'a sent note wins', notes: 'Broken AC', sent: 'Water leak', expected: 'Water leak' },
  ])('out of service on the front desk path: $label', async ({ notes, sent, expected }) => {
    const { hotel, c } = await setup();
    const room = await seedRoom(t.db, hotel.id, '107', { ...assignedRoom(c, notes), status: 'pms_updated', assigned_to: null });
    const before = await statusOf(t.db, room.roomId);
    const res = await change(room, c.frontdesk, { status: 'out_of_service', notes: sent }, 'post');
    await expectEffect(room, before, res, { set: { status: 'out_of_service', notes: expected }, from: 'pms_updated', actor: c.frontdesk, startedAt: 0 });
  });

  it('out of service on the manager path clears the assignment and sets no default note', async () => {
    const { hotel, c } = await setup();
    const room = await seedRoom(t.db, hotel.id, '108', assignedRoom(c, null));
    const before = await statusOf(t.db, room.roomId);
    const res = await change(room, c.manager, { status: 'out_of_service' }, 'patch');
    await expectEffect(room, before, res, {
      set: { status: 'out_of_service', assignedTo: null, assignedAt: null, assignedBy: null },
      from: 'assigned',
      actor: c.manager,
      startedAt: 0,
    });
  });

  it('out of service on the housekeeper path changes only the status', async () => {
    const { hotel, c } = await setup();
    const room = await seedRoom(t.db, hotel.id, '109', assignedRoom(c));
    const before = await statusOf(t.db, room.roomId);
    const res = await change(room, c.housekeeper, { status: 'out_of_service' }, 'trpc');
    await expectEffect(room, before, res, { set: { status: 'out_of_service' }, from: 'assigned', actor: c.housekeeper, startedAt: 0 });
  });
});
