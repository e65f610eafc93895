import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { eventsOf, seedCrew, seedMember, seedRoom, statusOf } from '../../test/seed-rooms';
import { trpc } from '../../test/trpc-http';
import { createLocalBus } from '../../realtime/event-bus';
import { returnDueRooms } from './out-of-order.service';
import { statusMenu } from '../../../src-shared/room-status';

const future = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

describe('out of order in the rule table (DESIGN §17)', () => {
  it('no status menu leaves it, for any role; housekeepers cannot take an out-of-order room out of service', () => {
    for (const role of ['admin', 'manager', 'frontdesk', 'housekeeper', 'system', 'integration'] as const) {
      expect(statusMenu(role, 'out_of_order', { assignedToViewer: true })).toEqual([]);
    }
  });
});

describe.each(testDatabases())('out of order (DESIGN §17) on %s', (kind) => {
  const t = useTestApp(kind);

  it('a manager sets it with a reason, until and return status, through the change path; returning takes it to its return status', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '101', { status: 'assigned', assigned_to: c.housekeeper.id });
    const until = future(48);
    const set = await api(t.app, 'PUT', `/api/rooms/${room.roomId}/out-of-order`, { cookie: c.manager.cookie, body: { reason: 'plumbing', until, returnStatus: 'clean' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ status: 'out_of_order', assignedTo: null, outOfOrder: { reason: 'plumbing', until, returnStatus: 'clean' } });
    expect(await eventsOf(t.db, room.roomId)).toMatchObject([{ from: 'assigned', to: 'out_of_order', actor: c.manager.id }]);
    const logged = await t.db.selectFrom('hotel_changes').select('kind').where('hotel_id', '=', hotel.id).where('kind', '=', 'rooms').execute();
    expect(logged.length).toBe(1);
    const row = await t.db.selectFrom('room_statuses').select(['last_actor_id']).where('room_id', '=', room.roomId).executeTakeFirstOrThrow();
    expect(row.last_actor_id).toBe(c.manager.id);

    // The housekeeper's list no longer has it.
    const list = await trpc(t.app, 'query', 'roomStatuses.assignedTo', { userId: c.housekeeper.id }, c.housekeeper.cookie);
    expect(list.data).toEqual([]);

    const back = await api(t.app, 'DELETE', `/api/rooms/${room.roomId}/out-of-order`, { cookie: c.admin.cookie });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ status: 'clean', outOfOrder: null });
    expect((await eventsOf(t.db, room.roomId)).map((e) => e.to)).toEqual(['out_of_order', 'clean']);
    const cleared = await t.db.selectFrom('room_statuses').select(['ooo_reason', 'ooo_until']).where('room_id', '=', room.roomId).executeTakeFirstOrThrow();
    expect(cleared).toEqual({ ooo_reason: null, ooo_until: null });

    // Not out of order any more: 409 with its reason.
    const again = await api(t.app, 'DELETE', `/api/rooms/${room.roomId}/out-of-order`, { cookie: c.manager.cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe('ROOM_NOT_OUT_OF_ORDER');
  });

  it('refuses the desk, housekeepers and another hotel, and bad input with 400', async () => {
    const hotel = await seedHotel(t.db);
    const other = await seedHotel(t.db, 'Other');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const stranger = await seedMember(t.app, t.db, 'manager', other.id);
    const room = await seedRoom(t.db, hotel.id, '201', { status: 'dirty' });
    const before = await statusOf(t.db, room.roomId);
    for (const who of [c.frontdesk, c.housekeeper]) {
      const r = await api(t.app, 'PUT', `/api/rooms/${room.roomId}/out-of-order`, { cookie: who.cookie, body: { reason: 'repairs' } });
      expect(r.statusCode).toBe(403);
    }
    const far = await api(t.app, 'PUT', `/api/rooms/${room.roomId}/out-of-order`, { cookie: stranger.cookie, body: { reason: 'repairs' } });
    expect(far.statusCode).toBe(404);
    for (const body of [{ reason: 'flood' }, { reason: 'repairs', returnStatus: 'assigned' }, { reason: 'repairs', until: 'tomorrow' }, {}]) {
      const r = await api(t.app, 'PUT', `/api/rooms/${room.roomId}/out-of-order`, { cookie: c.manager.cookie, body });
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
    }
    const past = await api(t.app, 'PUT', `/api/rooms/${room.roomId}/out-of-order`, { cookie: c.manager.cookie, body: { reason: 'repairs', until: new Date(Date.now() - 60_000).toISOString() } });
    expect(past.statusCode).toBe(400);
    expect(past.json().reason).toBe('OUT_OF_ORDER_UNTIL_PAST');
    expect(await statusOf(t.db, room.roomId)).toEqual(before);
    // The generic PATCH cannot set it either.
    const patch = await trpc(t.app, 'mutation', 'roomStatuses.patch', { id: room.statusId, status: 'out_of_order' }, c.manager.cookie);
    expect(patch.status).toBe(400);
    expect(await eventsOf(t.db, room.roomId)).toEqual([]);
  });

  it('returns by itself once until passes (the periodic pass, by the system), once', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const due = await seedRoom(t.db, hotel.id, '301', { status: 'clean' });
    const later = await seedRoom(t.db, hotel.id, '302', { status: 'clean' });
    const open = await seedRoom(t.db, hotel.id, '303', { status: 'clean' });
    await trpc(t.app, 'mutation', 'outOfOrder.set', { roomId: due.roomId, reason: 'electrical', until: future(1) }, c.manager.cookie);
    await trpc(t.app, 'mutation', 'outOfOrder.set', { roomId: later.roomId, reason: 'renovation', until: future(5), returnStatus: 'clean' }, c.manager.cookie);
    await trpc(t.app, 'mutation', 'outOfOrder.set', { roomId: open.roomId, reason: 'other' }, c.manager.cookie);
    const bus = createLocalBus();
    const at = new Date(Date.now() + 2 * 3600_000);
    expect(await returnDueRooms(t.db, bus, at)).toEqual([due.roomId]);
    expect(await returnDueRooms(t.db, bus, at)).toEqual([]);
    expect((await statusOf(t.db, due.roomId)).status).toBe('dirty');
    expect((await eventsOf(t.db, due.roomId)).at(-1)).toMatchObject({ from: 'out_of_order', to: 'dirty', actor: null });
    expect((await statusOf(t.db, later.roomId)).status).toBe('out_of_order');
    expect((await statusOf(t.db, open.roomId)).status).toBe('out_of_order');
  });
});
