import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { countEvents, eventsOf, seedCrew, seedMember, seedRoom, statusOf, type Member } from '../../test/seed-rooms';
import { UNDO_WINDOW_MS } from '../../../src-shared/limits';


/** Issue 13: Undo puts back the actor's own change of the last seconds, once, and never over newer work. */
describe.each(testDatabases())('undo on %s', (kind) => {
  const t = useTestApp(kind);

  async function setup() {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '301', { status: 'assigned', assigned_to: c.housekeeper.id, assigned_at: new Date(), assigned_by: c.manager.id, notes: 'Extra towels' });
    return { hotel, c, room };
  }
  const setStatus = (who: Member, body: Record<string, unknown>) => api(t.app, 'POST', '/api/room-statuses', { cookie: who.cookie, body });
  const undo = (who: Member, body: Record<string, unknown>) => api(t.app, 'POST', '/api/room-statuses/undo', { cookie: who.cookie, body });

  it("a housekeeper's Mark Clean is undone once: the room is theirs and assigned again, and the report no longer counts it", async () => {
    const { hotel, c, room } = await setup();
    const before = await statusOf(t.db, room.roomId);
    const actionId = crypto.randomUUID();
    const clean = await setStatus(c.housekeeper, { roomId: room.roomId, status: 'clean', clientActionId: actionId, expectedStatus: 'assigned' });
    expect(clean.statusCode, clean.body).toBe(200);
    const day = new Date().toISOString().slice(0, 10);
    const report = () => api(t.app, 'GET', `/api/daily-cleaning-stats/${hotel.id}?date=${day}`, { cookie: c.manager.cookie });
    expect((await report()).json()).toHaveLength(1);

    const body = { hotelId: hotel.id, actionId, clientActionId: crypto.randomUUID() };
    const res = await undo(c.housekeeper, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject([{ roomId: room.roomId, status: 'assigned', assignedTo: c.housekeeper.id, notes: 'Extra towels', cleanedAt: null }]);
    expect(await statusOf(t.db, room.roomId)).toEqual(before);
    expect((await report()).json()).toEqual([]);
    expect((await eventsOf(t.db, room.roomId)).map((e) => [e.from, e.to])).toEqual([['assigned', 'clean'], ['clean', 'assigned']]);

    // The same undo again (an offline replay) answers the rooms and changes nothing; a second, different undo is refused.
    const replay = await undo(c.housekeeper, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(res.json());
    const twice = await undo(c.housekeeper, { ...body, clientActionId: crypto.randomUUID() });
    expect([twice.statusCode, twice.json().reason, twice.json().error]).toEqual([409, 'UNDO_ALREADY_DONE', 'This change was already undone']);
    expect(await countEvents(t.db)).toBe(2);
  });

  it('Out of Service with a reason keeps it as the note; its undo brings the old note back', async () => {
    const { hotel, c, room } = await setup();
    const actionId = crypto.randomUUID();
    const oos = await setStatus(c.housekeeper, { roomId: room.roomId, status: 'out_of_service', notes: 'Broken window', clientActionId: actionId });
    expect(oos.json()).toMatchObject({ status: 'out_of_service', notes: 'Broken window' });
    const res = await undo(c.housekeeper, { hotelId: hotel.id, actionId, clientActionId: crypto.randomUUID() });
    expect(res.json()).toMatchObject([{ status: 'assigned', notes: 'Extra towels', assignedTo: c.housekeeper.id }]);
  });

  it("a manager's bulk assign is undone room by room to what each was; the assign itself is exactly-once", async () => {
    const { hotel, c, room } = await setup();
    const dirty = await seedRoom(t.db, hotel.id, '302', { status: 'dirty', marked_dirty_at: new Date(), marked_dirty_by: c.frontdesk.id });
    const other = await seedMember(t.app, t.db, 'housekeeper', hotel.id, { fullName: 'Otto Other' });
    const states = [await statusOf(t.db, room.roomId), await statusOf(t.db, dirty.roomId)];
    const actionId = crypto.randomUUID();
    const assign = { roomIds: [room.roomId, dirty.roomId], housekeeperId: other.id, clientActionId: actionId };
    const first = await api(t.app, 'POST', '/api/room-statuses/assign', { cookie: c.manager.cookie, body: assign });
    expect(first.json()).toMatchObject({ count: 2, housekeeperId: other.id });
    const again = await api(t.app, 'POST', '/api/room-statuses/assign', { cookie: c.manager.cookie, body: assign });
    expect(again.json()).toEqual(first.json());
    expect(await countEvents(t.db)).toBe(2);

    // Someone else's change is not yours to undo, even with the id in hand.
    const stranger = await undo(c.frontdesk, { hotelId: hotel.id, actionId, clientActionId: crypto.randomUUID() });
    expect([stranger.statusCode, stranger.json().reason]).toEqual([404, 'UNDO_NOTHING_TO_UNDO']);

    const res = await undo(c.manager, { hotelId: hotel.id, actionId, clientActionId: crypto.randomUUID() });
    expect(res.statusCode, res.body).toBe(200);
    expect([await statusOf(t.db, room.roomId), await statusOf(t.db, dirty.roomId)]).toEqual(states);
  });

  it('refuses an undo over newer work, after the window, in another hotel, signed out, and bad input', async () => {
    const { hotel, c, room } = await setup();
    const actionId = crypto.randomUUID();
    await setStatus(c.housekeeper, { roomId: room.roomId, status: 'clean', clientActionId: actionId });
    const body = { hotelId: hotel.id, actionId };

    const otherHotel = await seedHotel(t.db, 'Other Inn');
    const cross = await undo(c.housekeeper, { ...body, hotelId: otherHotel.id, clientActionId: crypto.randomUUID() });
    expect(cross.statusCode).toBe(404);
    expect((await undo({ ...c.housekeeper, cookie: '' }, { ...body, clientActionId: crypto.randomUUID() })).statusCode).toBe(401);
    for (const bad of [{ ...body, actionId: 'nope' }, { hotelId: hotel.id, clientActionId: crypto.randomUUID() }, { ...body, clientActionId: crypto.randomUUID(), requestedAt: 'soon' }]) {
      const res = await undo(c.housekeeper, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }

    // Pressed late: refused. Pressed in time on a device that was offline, sent later: accepted.
    const longAgo = new Date(Date.now() - UNDO_WINDOW_MS - 60_000);
    await t.db.updateTable('client_actions').set({ created_at: longAgo } as never).where('client_action_id', '=', actionId).execute();
    const late = await undo(c.housekeeper, { ...body, clientActionId: crypto.randomUUID() });
    expect([late.statusCode, late.json().reason]).toEqual([409, 'UNDO_TOO_LATE']);
    const offline = await undo(c.housekeeper, { ...body, clientActionId: crypto.randomUUID(), requestedAt: new Date(longAgo.getTime() + 3000).toISOString() });
    expect(offline.statusCode, offline.body).toBe(200);

    // Newer work by someone else since the change: the undo must not overwrite it.
    const next = crypto.randomUUID();
    await setStatus(c.housekeeper, { roomId: room.roomId, status: 'clean', clientActionId: next });
    await setStatus(c.manager, { roomId: room.roomId, status: 'dirty' });
    const stale = await undo(c.housekeeper, { ...body, actionId: next, clientActionId: crypto.randomUUID() });
    expect([stale.statusCode, stale.json().reason, stale.json().error]).toEqual([409, 'UNDO_OVERTAKEN', 'This room has changed since; your change was not applied']);
    expect((await statusOf(t.db, room.roomId)).status).toBe('dirty');
  });
});
