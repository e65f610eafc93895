import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember, seedRooms, type Member, type SeededRoom } from '../../test/seed-rooms';
import { trpc } from '../../test/trpc-http';

// All within 12 h (one session's lifetime). Chicago is UTC-6 in January.
const T1 = new Date('2030-01-15T20:00:00.000Z'); // Jan 15, 14:00 in Chicago
const T2 = new Date('2030-01-16T03:00:00.000Z'); // Jan 15, 21:00 in Chicago, already Jan 16 in UTC
const T3 = new Date('2030-01-16T07:00:00.000Z'); // Jan 16, 01:00 in Chicago

describe.each(testDatabases())('daily cleaning report (spec §2, §3) on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(() => {
    vi.useRealTimers();
  });

  const report = (who: Member, hotelId: string, date: string) =>
    api(t.app, 'GET', `/api/daily-cleaning-stats/${hotelId}?date=${date}`, { cookie: who.cookie });
  const setStatus = async (who: Member, room: SeededRoom, status: string) => {
    const r = await trpc(t.app, 'mutation', 'roomStatuses.setStatus', { roomId: room.roomId, status }, who.cookie);
    expect(r.status, JSON.stringify(r.error)).toBe(200);
  };
  const assign = async (who: Member, room: SeededRoom, housekeeper: Member) => {
    const r = await trpc(t.app, 'mutation', 'roomStatuses.assign', { roomIds: [room.roomId], housekeeperId: housekeeper.id }, who.cookie);
    expect(r.status).toBe(200);
  };

  async function shift() {
    vi.setSystemTime(T1);
    const hotel = await seedHotel(t.db, 'Lakeside', 'America/Chicago');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const ana = await seedMember(t.app, t.db, 'housekeeper', hotel.id, { fullName: 'Ana Alpha' });
    const ben = await seedMember(t.app, t.db, 'housekeeper', hotel.id, { fullName: 'Ben Beta' });
    const [r101, r102, r104] = await seedRooms(t.db, hotel.id, ['101', '102', '104'], { status: 'dirty' });
    const [r103] = await seedRooms(t.db, hotel.id, ['103'], { status: 'pms_updated' });
    const elsewhere = await seedHotel(t.db, 'Elsewhere', 'America/Chicago');
    const stranger = await seedMember(t.app, t.db, 'housekeeper', elsewhere.id, { fullName: 'Cara Stranger' });
    const [far] = await seedRooms(t.db, elsewhere.id, ['101'], { status: 'assigned', assigned_to: stranger.id });

    // Jan 15 (Chicago): Ana cleans 101; the front desk cleans 103; a housekeeper of another hotel cleans theirs.
    await assign(c.manager, r101!, ana);
    await assign(c.manager, r102!, ana);
    await setStatus(ana, r101!, 'clean');
    await setStatus(c.frontdesk, r103!, 'clean');
    await setStatus(stranger, far!, 'clean');
    // 101 is dirty again and goes to Ben, who cleans it at 21:00 Chicago (03:00 UTC the next day); the manager cleans 102.
    vi.setSystemTime(T2);
    await setStatus(c.manager, r101!, 'dirty');
    await assign(c.manager, r101!, ben);
    await setStatus(ben, r101!, 'clean');
    await setStatus(c.manager, r102!, 'clean');
    // Jan 16, 01:00 Chicago: Ana cleans 104.
    vi.setSystemTime(T3);
    await assign(c.manager, r104!, ana);
    await setStatus(ana, r104!, 'clean');
    return { hotel, c, ana, ben, elsewhere };
  }

  it("counts by the hotel's day: each housekeeper who cleaned a room, never the manager or the front desk", async () => {
    const { hotel, c, ana, ben } = await shift();
    const jan15 = await report(c.manager, hotel.id, '2030-01-15');
    expect(jan15.statusCode, jan15.body).toBe(200);
    expect(jan15.json()).toEqual([
      { housekeeperId: ana.id, housekeeperName: 'Ana Alpha', roomCount: 1, rooms: [{ roomNumber: '101' }] },
      { housekeeperId: ben.id, housekeeperName: 'Ben Beta', roomCount: 1, rooms: [{ roomNumber: '101' }] },
    ]);
    expect((await report(c.manager, hotel.id, '2030-01-16')).json()).toEqual([
      { housekeeperId: ana.id, housekeeperName: 'Ana Alpha', roomCount: 1, rooms: [{ roomNumber: '104' }] },
    ]);
    expect((await report(c.manager, hotel.id, '2030-01-14')).json()).toEqual([]);
  });

  it('two rooms by one housekeeper are both listed; an admin reads another hotel', async () => {
    const { hotel, c, ana, elsewhere } = await shift();
    const more = await seedRooms(t.db, hotel.id, ['105'], { status: 'assigned', assigned_to: ana.id });
    vi.setSystemTime(new Date(T3.getTime() + 60_000));
    await setStatus(ana, more[0]!, 'clean');
    const jan16 = await trpc(t.app, 'query', 'dailyStats.byDate', { hotelId: hotel.id, date: '2030-01-16' }, c.admin.cookie);
    expect(jan16.data).toEqual([{ housekeeperId: ana.id, housekeeperName: 'Ana Alpha', roomCount: 2, rooms: [{ roomNumber: '104' }, { roomNumber: '105' }] }]);
    const theirs = await report(c.admin, elsewhere.id, '2030-01-15');
    expect(theirs.json()).toEqual([expect.objectContaining({ housekeeperName: 'Cara Stranger', roomCount: 1, rooms: [{ roomNumber: '101' }] })]);
  });

  it('front desk and housekeepers may not read it (403); a manager of another hotel gets 404', async () => {
    const { hotel, c, elsewhere } = await shift();
    for (const who of [c.frontdesk, c.housekeeper]) {
      const res = await report(who, hotel.id, '2030-01-15');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const res = await report(c.manager, elsewhere.id, '2030-01-15');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Hotel not found', code: 'NOT_FOUND' });
    expect((await report(c.admin, crypto.randomUUID(), '2030-01-15')).statusCode).toBe(404);
  });
});
