import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { countEvents, eventsOf, seedCrew, seedMember, seedRoom, statusOf, type Member, type SeededRoom } from '../../test/seed-rooms';
import { trpc } from '../../test/trpc-http';

const REASSIGNED = 'This room has been reassigned to someone else; your change was not applied';
const MOVED_ON = 'This room has changed since; your change was not applied';

/** DESIGN §6: a queued device change is applied at most once, and never over newer work. */
describe.each(testDatabases())('offline replay protocol on %s', (kind) => {
  const t = useTestApp(kind);

  async function setup() {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '301', { status: 'assigned', assigned_to: c.housekeeper.id });
    return { hotel, c, room };
  }

  /** The device's sync: PATCH /api/room-statuses/{statusId} with the queued item's data (spec §3). */
  const sync = (who: Member, room: SeededRoom, data: Record<string, unknown>) =>
    api(t.app, 'PATCH', `/api/room-statuses/${room.statusId}`, { cookie: who.cookie, body: data });

  async function claims() {
    return t.db.selectFrom('client_actions').select(['user_id', 'client_action_id']).execute();
  }

  it('a replayed clientActionId answers the stored response and changes nothing again, even after newer work', async () => {
    const { c, room } = await setup();
    const item = { status: 'clean', clientActionId: crypto.randomUUID(), expectedStatus: 'assigned', cleanedAt: new Date(Date.now() - 600_000).toISOString() };
    const first = await sync(c.housekeeper, room, item);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'clean', cleanedBy: c.housekeeper.id, cleanedAt: item.cleanedAt });
    const replay = await sync(c.housekeeper, room, item);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await eventsOf(t.db, room.roomId)).toMatchObject([{ from: 'assigned', to: 'clean', actor: c.housekeeper.id, clientActionId: item.clientActionId }]);
    expect(await claims()).toEqual([{ user_id: c.housekeeper.id, client_action_id: item.clientActionId }]);

    // The manager moves the room on; a late duplicate of the old item must not undo that.
    expect((await api(t.app, 'POST', '/api/room-statuses', { cookie: c.manager.cookie, body: { roomId: room.roomId, status: 'dirty' } })).statusCode).toBe(200);
    const late = await sync(c.housekeeper, room, item);
    expect(late.json()).toEqual(first.json());
    expect((await statusOf(t.db, room.roomId)).status).toBe('dirty');
    expect(await countEvents(t.db)).toBe(2);
  });

  it('the same id over tRPC is the same action', async () => {
    const { c, room } = await setup();
    const input = { roomId: room.roomId, status: 'out_of_service', clientActionId: crypto.randomUUID(), expectedStatus: 'assigned' };
    const first = await trpc(t.app, 'mutation', 'roomStatuses.setStatus', input, c.housekeeper.cookie);
    const again = await trpc(t.app, 'mutation', 'roomStatuses.setStatus', input, c.housekeeper.cookie);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(await countEvents(t.db)).toBe(1);
  });

  it('10 concurrent identical requests: all 200 with one body, exactly one change and one history row', async () => {
    const { c, room } = await setup();
    const item = { status: 'clean', clientActionId: crypto.randomUUID(), expectedStatus: 'assigned' };
    const results = await Promise.all(Array.from({ length: 10 }, () => sync(c.housekeeper, room, item)));
    for (const res of results) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(results[0]!.json());
    }
    expect(await eventsOf(t.db, room.roomId)).toHaveLength(1);
    const row = await t.db.selectFrom('room_statuses').select(['version', 'status']).where('id', '=', room.statusId).executeTakeFirstOrThrow();
    expect(row).toEqual({ version: 2, status: 'clean' });
    expect(await claims()).toHaveLength(1);
  });

  it('the same id with another payload is a 409 and changes nothing', async () => {
    const { c, room } = await setup();
    const clientActionId = crypto.randomUUID();
    expect((await sync(c.housekeeper, room, { status: 'out_of_service', clientActionId, expectedStatus: 'assigned' })).statusCode).toBe(200);
    const before = await statusOf(t.db, room.roomId);
    for (const other of [{ status: 'clean', clientActionId, expectedStatus: 'assigned' }, { status: 'out_of_service', clientActionId, notes: 'Leak' }]) {
      const res = await sync(c.housekeeper, room, other);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'This change was already sent with different content', code: 'CONFLICT' });
    }
    expect(await statusOf(t.db, room.roomId)).toEqual(before);
    expect(await countEvents(t.db)).toBe(1);
  });

  it('ids are per user: another user sending the same id makes their own change', async () => {
    const { hotel, c, room } = await setup();
    const other = await seedRoom(t.db, hotel.id, '302', { status: 'clean' });
    const clientActionId = crypto.randomUUID();
    expect((await sync(c.housekeeper, room, { status: 'clean', clientActionId })).statusCode).toBe(200);
    const res = await sync(c.frontdesk, other, { status: 'pms_updated', clientActionId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ roomNumber: '302', status: 'pms_updated' });
    expect(await claims()).toHaveLength(2);
  });

  it('a queued clean for a room now assigned to someone else → 409 with that reason, and it can never apply', async () => {
    const { hotel, c, room } = await setup();
    const other = await seedMember(t.app, t.db, 'housekeeper', hotel.id);
    const reassign = await api(t.app, 'POST', '/api/room-statuses/assign', { cookie: c.manager.cookie, body: { roomIds: [room.roomId], housekeeperId: other.id } });
    expect(reassign.statusCode).toBe(200);
    const before = await statusOf(t.db, room.roomId);
    const item = { status: 'clean', clientActionId: crypto.randomUUID(), expectedStatus: 'assigned' };
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await sync(c.housekeeper, room, item);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: REASSIGNED, code: 'CONFLICT' });
    }
    expect(await statusOf(t.db, room.roomId)).toEqual(before);
    expect(await claims()).toEqual([]);
    expect(await countEvents(t.db)).toBe(1);
  });

  it('a queued change whose room status moved on → 409 with that reason', async () => {
    const { c, room } = await setup();
    // Set dirty again after the device went offline: no longer assigned to anyone.
    expect((await api(t.app, 'POST', '/api/room-statuses', { cookie: c.manager.cookie, body: { roomId: room.roomId, status: 'dirty' } })).statusCode).toBe(200);
    for (const status of ['clean', 'out_of_service']) {
      const res = await sync(c.housekeeper, room, { status, clientActionId: crypto.randomUUID(), expectedStatus: 'assigned' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: MOVED_ON, code: 'CONFLICT' });
    }
    expect((await statusOf(t.db, room.roomId)).status).toBe('dirty');
    // The same change with the status the device now sees goes through.
    const fresh = await sync(c.housekeeper, room, { status: 'out_of_service', clientActionId: crypto.randomUUID(), expectedStatus: 'dirty' });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(await countEvents(t.db)).toBe(2);
  });
});
