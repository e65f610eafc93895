import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { eventsOf, seedCrew, seedRoom, statusOf } from '../../test/seed-rooms';
import { trpc } from '../../test/trpc-http';

const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** DESIGN §4: a client time is used only when not in the future and at most 24 h old (offline replay). */
describe.each(testDatabases())('client-sent change times on %s', (kind) => {
  const t = useTestApp(kind);

  async function setup() {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '201', { status: 'assigned', assigned_to: c.housekeeper.id });
    return { c, room };
  }

  function expectServerTime(iso: string | null, startedAt: number) {
    const at = Date.parse(iso!);
    expect(at).toBeGreaterThanOrEqual(startedAt);
    expect(at).toBeLessThanOrEqual(Date.now());
  }

  it('tRPC changedAt an hour ago is kept, on the record and the history row', async () => {
    const { c, room } = await setup();
    const sent = ago(HOUR);
    const r = await trpc(t.app, 'mutation', 'roomStatuses.setStatus', { roomId: room.roomId, status: 'dirty', changedAt: sent }, c.manager.cookie);
    expect(r.status).toBe(200);
    expect((await statusOf(t.db, room.roomId)).markedDirtyAt).toBe(sent);
    expect((await eventsOf(t.db, room.roomId))[0]!.at).toBe(sent);
  });

  it.each([
    { label: 'in the future', offset: -HOUR },
    { label: 'more than 24 h old', offset: 25 * HOUR },
  ])('tRPC changedAt $label is replaced by the server clock', async ({ offset }) => {
    const { c, room } = await setup();
    const startedAt = Date.now();
    const r = await trpc(t.app, 'mutation', 'roomStatuses.setStatus', { roomId: room.roomId, status: 'dirty', changedAt: ago(offset) }, c.manager.cookie);
    expect(r.status).toBe(200);
    const after = await statusOf(t.db, room.roomId);
    expectServerTime(after.markedDirtyAt, startedAt);
    expect((await eventsOf(t.db, room.roomId))[0]!.at).toBe(after.markedDirtyAt);
  });

  it('a housekeeper replaying a clean made 30 minutes ago offline keeps its cleanedAt', async () => {
    const { c, room } = await setup();
    const sent = ago(HOUR / 2);
    const res = await api(t.app, 'PATCH', `/api/room-statuses/${room.statusId}`, {
      cookie: c.housekeeper.cookie,
      body: { status: 'clean', cleanedAt: sent, cleanedBy: c.manager.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cleanedAt: sent, cleanedBy: c.housekeeper.id });
    expect(await statusOf(t.db, room.roomId)).toMatchObject({ cleanedAt: sent, cleanedBy: c.housekeeper.id });
  });

  it.each([
    { label: 'two days old', cleanedAt: () => ago(48 * HOUR) },
    { label: 'a minute in the future', cleanedAt: () => ago(-60_000) },
    { label: 'not a time at all', cleanedAt: () => 'yesterday' },
  ])('a PATCH cleanedAt $label gives the server time, not an error', async ({ cleanedAt }) => {
    const { c, room } = await setup();
    const startedAt = Date.now();
    const res = await api(t.app, 'PATCH', `/api/room-statuses/${room.statusId}`, { cookie: c.housekeeper.cookie, body: { status: 'clean', cleanedAt: cleanedAt() } });
    expect(res.statusCode, res.body).toBe(200);
    expectServerTime((await statusOf(t.db, room.roomId)).cleanedAt, startedAt);
  });

  it('a PATCH markedDirtyAt an hour ago is kept for a manager marking dirty', async () => {
    const { c, room } = await setup();
    const sent = ago(HOUR);
    const res = await api(t.app, 'PATCH', `/api/room-statuses/${room.statusId}`, { cookie: c.manager.cookie, body: { status: 'dirty', markedDirtyAt: sent } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(t.db, room.roomId)).toMatchObject({ markedDirtyAt: sent, markedDirtyBy: c.manager.id });
  });

  it('a tRPC changedAt that is not an ISO time is a 400', async () => {
    const { c, room } = await setup();
    const r = await trpc(t.app, 'mutation', 'roomStatuses.setStatus', { roomId: room.roomId, status: 'dirty', changedAt: 'yesterday' }, c.manager.cookie);
    expect(r.status).toBe(400);
    expect(r.error?.code).toBe('BAD_REQUEST');
    expect(await eventsOf(t.db, room.roomId)).toEqual([]);
  });
});
