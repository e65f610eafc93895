import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { countEvents, eventsOf, seedCrew, seedRooms, statusOf, type Member } from '../../test/seed-rooms';
import { trpc } from '../../test/trpc-http';

describe.each(testDatabases())('bulk dirty and bulk PMS (spec §5) on %s', (kind) => {
  const t = useTestApp(kind);

  async function setup() {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    return { hotel, c };
  }
  const bulk = (who: Member, path: 'bulk-dirty' | 'bulk-pms', body: Record<string, unknown>) =>
    api(t.app, 'POST', `/api/room-statuses/${path}`, { cookie: who.cookie, body });

  it("'101-103' marks three rooms dirty in one change: same time, one history row each, other hotels untouched", async () => {
    const { hotel, c } = await setup();
    const rooms = await seedRooms(t.db, hotel.id, ['101', '102', '103'], { status: 'assigned', assigned_to: c.housekeeper.id, notes: 'old' });
    const [spare] = await seedRooms(t.db, hotel.id, ['104']);
    const other = await seedHotel(t.db, 'Other');
    const [foreign] = await seedRooms(t.db, other.id, ['101']);
    const res = await bulk(c.manager, 'bulk-dirty', { hotelId: hotel.id, roomNumbers: '101-103', notes: 'Checkout', markedDirtyBy: c.frontdesk.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ count: 3, roomNumbers: expect.arrayContaining(['101', '102', '103']) });
    const after = await Promise.all(rooms.map((r) => statusOf(t.db, r.roomId)));
    for (const s of after) {
      expect(s).toMatchObject({ status: 'dirty', notes: 'Checkout', markedDirtyBy: c.manager.id, assignedTo: null, assignedAt: null, assignedBy: null });
      expect(s.markedDirtyAt).toBe(after[0]!.markedDirtyAt);
    }
    for (const r of rooms) {
      expect(await eventsOf(t.db, r.roomId)).toEqual([
        expect.objectContaining({ from: 'assigned', to: 'dirty', actor: c.manager.id, at: after[0]!.markedDirtyAt, notes: 'Checkout', assignedTo: null }),
      ]);
    }
    expect((await statusOf(t.db, spare!.roomId)).status).toBe('clean');
    expect((await statusOf(t.db, foreign!.roomId)).status).toBe('clean');
    expect(await countEvents(t.db)).toBe(3);
  });

  it('duplicates and overlapping ranges count once; unknown numbers among known ones are skipped', async () => {
    const { hotel, c } = await setup();
    await seedRooms(t.db, hotel.id, ['101', '102', '103']);
    const res = await bulk(c.frontdesk, 'bulk-dirty', { hotelId: hotel.id, roomNumbers: '101, 101, 101-102, 102 , 999, abc' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().count).toBe(2);
    expect(res.json().roomNumbers.sort()).toEqual(['101', '102']);
    expect(await countEvents(t.db)).toBe(2);
  });

  it.each([
    { input: 'abc', status: 400, message: 'No valid room numbers found' },
    { input: '', status: 400, message: 'Please enter room numbers' },
    { input: '   ', status: 400, message: 'Please enter room numbers' },
    { input: '105-101', status: 400, message: 'No valid room numbers found' },
    { input: '901', status: 404, message: 'No matching rooms found' },
  ])('$input → $status $message, nothing changes', async ({ input, status, message }) => {
    const { hotel, c } = await setup();
    await seedRooms(t.db, hotel.id, ['101', '102']);
    for (const path of ['bulk-dirty', 'bulk-pms'] as const) {
      const res = await bulk(c.manager, path, { hotelId: hotel.id, roomNumbers: input });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ error: message, code: status === 400 ? 'BAD_REQUEST' : 'NOT_FOUND' });
    }
    expect(await countEvents(t.db)).toBe(0);
  });

  it('a room number of another hotel is not a match', async () => {
    const { hotel, c } = await setup();
    const other = await seedHotel(t.db, 'Other');
    await seedRooms(t.db, other.id, ['901']);
    const res = await bulk(c.manager, 'bulk-dirty', { hotelId: hotel.id, roomNumbers: '901' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('No matching rooms found');
  });

  it('bulk PMS touches only the clean rooms of a mixed input', async () => {
    const { hotel, c } = await setup();
    const [clean1, clean2] = await seedRooms(t.db, hotel.id, ['101', '103']);
    const [dirty] = await seedRooms(t.db, hotel.id, ['102'], { status: 'dirty', notes: 'stay' });
    const [pms] = await seedRooms(t.db, hotel.id, ['104'], { status: 'pms_updated' });
    const [assigned] = await seedRooms(t.db, hotel.id, ['105'], { status: 'assigned', assigned_to: c.housekeeper.id });
    const untouched = await Promise.all([dirty, pms, assigned].map((r) => statusOf(t.db, r!.roomId)));
    const res = await bulk(c.frontdesk, 'bulk-pms', { hotelId: hotel.id, roomNumbers: '101-105', pmsUpdatedBy: c.manager.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().count).toBe(2);
    expect(res.json().roomNumbers.sort()).toEqual(['101', '103']);
    for (const r of [clean1!, clean2!]) {
      expect(await statusOf(t.db, r.roomId)).toMatchObject({ status: 'pms_updated', pmsUpdatedBy: c.frontdesk.id, pmsUpdatedAt: expect.any(String) });
      expect(await eventsOf(t.db, r.roomId)).toMatchObject([{ from: 'clean', to: 'pms_updated', actor: c.frontdesk.id }]);
    }
    expect(await Promise.all([dirty, pms, assigned].map((r) => statusOf(t.db, r!.roomId)))).toEqual(untouched);
    expect(await countEvents(t.db)).toBe(2);
  });

  it("bulk PMS with no clean room among the matches answers 'No clean rooms found matching the entered numbers'", async () => {
    const { hotel, c } = await setup();
    await seedRooms(t.db, hotel.id, ['101', '102'], { status: 'dirty' });
    const res = await bulk(c.manager, 'bulk-pms', { hotelId: hotel.id, roomNumbers: '101,102' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'No clean rooms found matching the entered numbers', code: 'NOT_FOUND' });
    expect(await countEvents(t.db)).toBe(0);
  });

  it('bulk actions are for admin, manager and front desk; a housekeeper gets 403 on both', async () => {
    const { hotel, c } = await setup();
    await seedRooms(t.db, hotel.id, ['101']);
    for (const path of ['bulk-dirty', 'bulk-pms'] as const) {
      const res = await bulk(c.housekeeper, path, { hotelId: hotel.id, roomNumbers: '101' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect(await countEvents(t.db)).toBe(0);
    const viaTrpc = await trpc(t.app, 'mutation', 'roomStatuses.bulkPms', { hotelId: hotel.id, roomNumbers: '101' }, c.admin.cookie);
    expect(viaTrpc).toMatchObject({ status: 200, data: { count: 1, roomNumbers: ['101'] } });
    const dirty = await trpc(t.app, 'mutation', 'roomStatuses.bulkDirty', { hotelId: hotel.id, roomNumbers: '101' }, c.frontdesk.cookie);
    expect(dirty).toMatchObject({ status: 200, data: { count: 1 } });
  });

  it('a 200-room range is applied at one instant, one history row per room', async () => {
    const { hotel, c } = await setup();
    await seedRooms(t.db, hotel.id, Array.from({ length: 200 }, (_, i) => String(1001 + i)));
    const res = await bulk(c.manager, 'bulk-dirty', { hotelId: hotel.id, roomNumbers: '1001-1200' });
    expect(res.json().count).toBe(200);
    const times = await t.db.selectFrom('room_status_events').select('at').distinct().execute();
    expect(times).toHaveLength(1);
    expect(await countEvents(t.db)).toBe(200);
  });
});
