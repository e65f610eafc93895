import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { countEvents, seedCrew, seedMember, seedRoom, statusOf, type Member, type SeededRoom } from '../../test/seed-rooms';
import { expectError, expectInvalid } from '../../test/http-checks';

/**
 * DESIGN §6 'moved on': a queued change carries the room version the phone saw and is refused
 * when anyone else changed the room since, even when it came back to the status the phone saw
 * (ABA); the phone's own earlier queued changes do not count.
 */
describe.each(testDatabases())('stale check by version on %s', (kind) => {
  const t = useTestApp(kind);

  async function setup() {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '301', { status: 'assigned', assigned_to: c.housekeeper.id });
    const { version } = await t.db.selectFrom('room_statuses').select('version').where('id', '=', room.statusId).executeTakeFirstOrThrow();
    return { hotel, c, room, version };
  }
  const queued = () => ({ clientActionId: crypto.randomUUID(), changedAt: new Date(Date.now() - 60_000).toISOString() });
  const patch = (who: Member, room: SeededRoom, body: Record<string, unknown>) =>
    api(t.app, 'PATCH', `/api/room-statuses/${room.statusId}`, { cookie: who.cookie, body });
  const timer = (who: Member, room: SeededRoom, body: Record<string, unknown>) =>
    api(t.app, 'POST', `/api/rooms/${room.roomId}/timer`, { cookie: who.cookie, body });
  const defer = (who: Member, room: SeededRoom, body: Record<string, unknown>) =>
    api(t.app, 'POST', `/api/rooms/${room.roomId}/deferral`, { cookie: who.cookie, body });
  const manager = (c: { manager: Member }) => ({
    dirty: (room: SeededRoom) => api(t.app, 'POST', '/api/room-statuses', { cookie: c.manager.cookie, body: { roomId: room.roomId, status: 'dirty' } }),
    assign: (room: SeededRoom, to: Member) =>
      api(t.app, 'POST', '/api/room-statuses/assign', { cookie: c.manager.cookie, body: { roomIds: [room.roomId], housekeeperId: to.id } }),
  });
  /** Set dirty and handed back to the same housekeeper: the status the phone saw, but not the room. */
  async function aba(c: Awaited<ReturnType<typeof setup>>['c'], room: SeededRoom) {
    expect((await manager(c).dirty(room)).statusCode).toBe(200);
    const back = await manager(c).assign(room, c.housekeeper);
    expect(back.statusCode, back.body).toBe(200);
  }

  it('ABA: Mark Clean by PATCH, Start and a deferral tapped before are refused and change nothing', async () => {
    const { c, room, version } = await setup();
    await aba(c, room);
    const before = await statusOf(t.db, room.roomId);
    const events = await countEvents(t.db);
    const clean = await patch(c.housekeeper, room, { status: 'clean', expectedStatus: 'assigned', expectedVersion: version, ...queued() });
    expect(expectError(clean, 409, 'CONFLICT').reason).toBe('ROOM_MOVED_ON');
    expect(expectError(await timer(c.housekeeper, room, { action: 'start', expectedVersion: version, ...queued() }), 409, 'CONFLICT').reason).toBe('ROOM_MOVED_ON');
    expect(expectError(await defer(c.housekeeper, room, { reason: 'dnd', expectedVersion: version, ...queued() }), 409, 'CONFLICT').reason).toBe('ROOM_MOVED_ON');
    expect(await statusOf(t.db, room.roomId)).toEqual(before);
    expect(await countEvents(t.db)).toBe(events);
    // Without a version (an API client of before), the status check alone lets it through.
    expect((await patch(c.housekeeper, room, { status: 'clean', expectedStatus: 'assigned', ...queued() })).statusCode).toBe(200);
  });

  it('a refusal because the room moved on says what it is now: its status, who changed it and when, whom it is with (issue 29)', async () => {
    const { hotel, c, room, version } = await setup();
    // Set dirty by the manager: the phone's Mark Clean tapped before is refused with what changed.
    expect((await manager(c).dirty(room)).statusCode).toBe(200);
    const dirtyAt = (await t.db.selectFrom('room_statuses').select('updated_at').where('id', '=', room.statusId).executeTakeFirstOrThrow()).updated_at;
    const clean = await patch(c.housekeeper, room, { status: 'clean', expectedStatus: 'assigned', expectedVersion: version, ...queued() });
    const movedOn = expectError(clean, 409, 'CONFLICT');
    expect(movedOn.reason).toBe('ROOM_MOVED_ON');
    expect(movedOn.values).toEqual({ room: '301', status: 'dirty', by: c.manager.fullName, at: dirtyAt.toISOString(), timezone: hotel.timezone });
    // Then given to a colleague: a deferral tapped before says whom the room is with now.
    const ana = await seedMember(t.app, t.db, 'housekeeper', hotel.id, { fullName: 'Ana Reyes' });
    expect((await manager(c).assign(room, ana)).statusCode).toBe(200);
    const deferral = expectError(await defer(c.housekeeper, room, { reason: 'dnd', expectedVersion: version, ...queued() }), 409, 'CONFLICT');
    expect(deferral.reason).toBe('ROOM_REASSIGNED');
    expect(deferral.values).toMatchObject({ room: '301', status: 'assigned', by: c.manager.fullName, assignee: 'Ana Reyes' });
    // A refusal by the rule table, not by what changed, carries no such values.
    const notMine = expectError(await timer(c.housekeeper, room, { action: 'start' }), 403, 'FORBIDDEN');
    expect(notMine.values).toBeUndefined();
  });

  it('Out of Service on a room reassigned since the tap is refused as reassigned', async () => {
    const { hotel, c, room, version } = await setup();
    const other = await seedMember(t.app, t.db, 'housekeeper', hotel.id);
    expect((await manager(c).assign(room, other)).statusCode).toBe(200);
    const res = await api(t.app, 'POST', '/api/room-statuses', {
      cookie: c.housekeeper.cookie,
      body: { roomId: room.roomId, status: 'out_of_service', notes: 'Leak', expectedStatus: 'assigned', expectedVersion: version, ...queued() },
    });
    expect(expectError(res, 409, 'CONFLICT').reason).toBe('ROOM_REASSIGNED');
    expect((await statusOf(t.db, room.roomId)).status).toBe('assigned');
    // Without the version (a REST client sends only the status it saw), Out of Service follows the same rule.
    const byStatus = await api(t.app, 'POST', '/api/room-statuses', {
      cookie: c.housekeeper.cookie,
      body: { roomId: room.roomId, status: 'out_of_service', notes: 'Leak', expectedStatus: 'assigned', ...queued() },
    });
    expect(expectError(byStatus, 409, 'CONFLICT').reason).toBe('ROOM_REASSIGNED');
    expect((await statusOf(t.db, room.roomId)).status).toBe('assigned');
  });

  it("Out of Service on a colleague's room, seen as hers and unchanged since, goes through; changed since by her, it is moved on, not reassigned (issue 29)", async () => {
    const { hotel, c } = await setup();
    const colleague = await seedMember(t.app, t.db, 'housekeeper', hotel.id);
    const room = await seedRoom(t.db, hotel.id, '302', { status: 'assigned', assigned_to: colleague.id });
    const versionOf = async () => (await t.db.selectFrom('room_statuses').select('version').where('id', '=', room.statusId).executeTakeFirstOrThrow()).version;
    const outOfService = async (version: number) =>
      api(t.app, 'POST', '/api/room-statuses', {
        cookie: c.housekeeper.cookie,
        body: { roomId: room.roomId, status: 'out_of_service', notes: 'Leak', expectedStatus: 'assigned', expectedVersion: version, expectedAssignedTo: colleague.id, ...queued() },
      });
    const seen = await versionOf();
    // The colleague starts cleaning after the tap: the room moved on, but nobody reassigned it.
    expect((await timer(colleague, room, { action: 'start' })).statusCode).toBe(200);
    expect(expectError(await outOfService(seen), 409, 'CONFLICT').reason).toBe('ROOM_MOVED_ON');
    const ok = await outOfService(await versionOf());
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await statusOf(t.db, room.roomId)).status).toBe('out_of_service');
  });

  it("the phone's own earlier queued changes do not count; a manager's note between them does", async () => {
    const { c, room, version } = await setup();
    const seen = { expectedVersion: version };
    expect((await timer(c.housekeeper, room, { action: 'start', ...seen, ...queued() })).statusCode).toBe(200);
    expect((await timer(c.housekeeper, room, { action: 'pause', ...seen, ...queued() })).statusCode).toBe(200);
    expect((await defer(c.housekeeper, room, { reason: 'dnd', ...seen, ...queued() })).statusCode).toBe(200);
    const cleared = await api(t.app, 'DELETE', `/api/rooms/${room.roomId}/deferral`, { cookie: c.housekeeper.cookie, body: { ...seen, ...queued() } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const { version: mine } = cleared.json() as { version: number };
    // A note by the manager is a change by someone else: the next queued tap is too old.
    expect((await patch(c.manager, room, { notes: 'Extra towels' })).statusCode).toBe(200);
    expect(expectError(await timer(c.housekeeper, room, { action: 'resume', ...seen, ...queued() }), 409, 'CONFLICT').reason).toBe('ROOM_MOVED_ON');
    expect(expectError(await timer(c.housekeeper, room, { action: 'resume', expectedVersion: mine, ...queued() }), 409, 'CONFLICT').reason).toBe('ROOM_MOVED_ON');
    // Tapped after the phone heard of the note: applied.
    const clean = await patch(c.housekeeper, room, { status: 'clean', expectedStatus: 'assigned', expectedVersion: mine + 1, ...queued() });
    expect(clean.statusCode, clean.body).toBe(200);
    expect(clean.json()).toMatchObject({ status: 'clean', timer: null });
  });

  it('a version the room never had is refused; a malformed one is a 400', async () => {
    const { c, room, version } = await setup();
    expect(expectError(await timer(c.housekeeper, room, { action: 'start', expectedVersion: version + 5, ...queued() }), 409, 'CONFLICT').reason).toBe('ROOM_MOVED_ON');
    expectInvalid(await timer(c.housekeeper, room, { action: 'start', expectedVersion: 'one', ...queued() }), 'expectedVersion');
    expectInvalid(await patch(c.housekeeper, room, { status: 'clean', expectedVersion: 0 }), 'expectedVersion');
  });

  it("a resend of 'Ready for service' whose first delivery found no deferral gets the same answer", async () => {
    const { c, room } = await setup();
    const item = queued();
    const first = await api(t.app, 'DELETE', `/api/rooms/${room.roomId}/deferral`, { cookie: c.housekeeper.cookie, body: item });
    expect(first.statusCode, first.body).toBe(200);
    const again = await api(t.app, 'DELETE', `/api/rooms/${room.roomId}/deferral`, { cookie: c.housekeeper.cookie, body: item });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
  });
});
