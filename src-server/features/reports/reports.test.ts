import crypto from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatInTimeZone } from 'date-fns-tz';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember, seedRoom, type Member } from '../../test/seed-rooms';
import { expectError } from '../../test/http-checks';

let base = Date.now();
const minutesAgo = (m: number) => new Date(base - m * 60_000).toISOString();

/** DESIGN §12: the attendant report and the day's history match what was done, as JSON and CSV. */
describe.each(testDatabases())('attendant report and day history on %s', (kind) => {
  const t = useTestApp(kind);
  beforeEach(() => {
    base = Date.now();
  });

  it('counts rooms, credits, worked minutes, deferrals and inspections per housekeeper', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    await api(t.app, 'PATCH', `/api/hotels/${hotel.id}/inspection`, { cookie: c.manager.cookie, body: { inspectionRequired: true } });
    const ana = await seedMember(t.app, t.db, 'housekeeper', hotel.id, { fullName: 'Ana' });
    const ben = await seedMember(t.app, t.db, 'housekeeper', hotel.id, { fullName: 'Ben' });
    const rooms = await Promise.all(['101', '102', '103', '104'].map((n) => seedRoom(t.db, hotel.id, n)));
    const [r1, r2, r3, r4] = rooms.map((r) => r.roomId) as [string, string, string, string];
    const post = (who: Member, url: string, body: unknown) => api(t.app, 'POST', url, { cookie: who.cookie, body });
    // 102 is a suite: its departure counts its type's credits (DESIGN §13), the others the defaults.
    const suite = await t.db
      .insertInto('room_types')
      .values({ hotel_id: hotel.id, name: 'Suite', credits_departure: 50, credits_stayover: 25, credits_touch_up: 10, square_feet: 600 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('rooms').set({ room_type_id: suite.id }).where('id', '=', r2).execute();

    await post(c.frontdesk, '/api/room-statuses/bulk-dirty', { hotelId: hotel.id, roomNumbers: '101, 102', cleaningType: 'departure' });
    await post(c.frontdesk, '/api/room-statuses/bulk-dirty', { hotelId: hotel.id, roomNumbers: '103-104', cleaningType: 'stayover' });
    await post(c.manager, '/api/room-statuses/assign', { roomIds: [r1, r3], housekeeperId: ana.id });
    await post(c.manager, '/api/room-statuses/assign', { roomIds: [r2, r4], housekeeperId: ben.id });

    // Ana: 101 timed 20 min, passes; 103 deferred (DND) then retried, timed 10 min, fails then cleaned again untimed.
    const timer = (who: Member, roomId: string, action: string, at: number) =>
      post(who, `/api/rooms/${roomId}/timer`, { action, clientActionId: crypto.randomUUID(), changedAt: minutesAgo(at) });
    await timer(ana, r1, 'start', 20);
    await post(ana, '/api/room-statuses', { roomId: r1, status: 'clean' });
    await post(c.manager, `/api/rooms/${r1}/inspection`, { result: 'pass' });
    await post(ana, `/api/rooms/${r3}/deferral`, { reason: 'dnd', retryAt: '15:00' });
    await timer(ana, r3, 'start', 10);
    await post(ana, '/api/room-statuses', { roomId: r3, status: 'clean' });
    await post(c.manager, `/api/rooms/${r3}/inspection`, { result: 'fail', reason: 'Towels missing' });
    await post(ana, '/api/room-statuses', { roomId: r3, status: 'clean' });
    // Ben: 102 untimed; 104 deferred (refused) and left.
    await post(ben, '/api/room-statuses', { roomId: r2, status: 'clean' });
    await post(ben, `/api/rooms/${r4}/deferral`, { reason: 'refused' });

    const today = formatInTimeZone(new Date(), 'UTC', 'yyyy-MM-dd');
    const report = await api(t.app, 'GET', `/api/reports/attendants/${hotel.id}?date=${today}`, { cookie: c.manager.cookie });
    expect(report.statusCode, report.body).toBe(200);
    const [a, b] = report.json();
    expect(a).toMatchObject({ housekeeperId: ana.id, housekeeperName: 'Ana', roomsCleaned: 3, credits: 30 + 15 + 15, deferrals: 1, inspectionsPassed: 1, inspectionsFailed: 1 });
    expect(a.workedMinutes).toBeGreaterThanOrEqual(30);
    // Plus the seconds the test itself takes between starting a clock and the clean (up to a minute on a loaded machine).
    expect(a.workedMinutes).toBeLessThan(31);
    // Each figure is rounded to a tenth on its own, so they may differ by a rounding step.
    expect(Math.abs(a.averageMinutesPerRoom - a.workedMinutes / 2)).toBeLessThanOrEqual(0.1);
    expect(b).toEqual({
      housekeeperId: ben.id,
      housekeeperName: 'Ben',
      roomsCleaned: 1,
      credits: 50,
      workedMinutes: 0,
      averageMinutesPerRoom: null,
      deferrals: 1,
      inspectionsPassed: 0,
      inspectionsFailed: 0,
    });
    expect(report.json()).toHaveLength(2);

    const csv = await api(t.app, 'GET', `/api/reports/attendants/${hotel.id}?date=${today}&format=csv`, { cookie: c.manager.cookie });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="attendants-${today}.csv"`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('housekeeperId,housekeeperName,roomsCleaned,credits,workedMinutes,averageMinutesPerRoom,deferrals,inspectionsPassed,inspectionsFailed');
    expect(lines[2]).toBe(`${ben.id},Ben,1,50,0,,1,0,0`);

    const history = await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}/history?date=${today}`, { cookie: c.admin.cookie });
    type Row = { roomNumber: string; from: string; to: string; actorName: string; cleaningType: string; notes: string | null; deferral: { reason: string; retryAt: string | null } | null };
    const rows = history.json() as Row[];
    // A deferral is data, for each reader's language: reason and retry time, no English note.
    const deferral = (r: Row) => (r.deferral ? `${r.deferral.reason}@${r.deferral.retryAt}` : '');
    const of103 = rows.filter((r) => r.roomNumber === '103').map((r) => `${r.from}>${r.to} ${r.actorName} ${r.cleaningType} ${r.notes ?? ''}${deferral(r)}`.trim());
    expect(of103).toEqual([
      'clean>dirty Frank Desk stayover',
      'dirty>assigned Maria Manager stayover',
      'assigned>assigned Ana stayover dnd@15:00',
      'assigned>clean Ana stayover',
      'clean>assigned Maria Manager stayover Towels missing',
      'assigned>clean Ana stayover',
    ]);
    const byAccept = await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}/history?date=${today}`, { cookie: c.manager.cookie });
    expect(byAccept.headers['content-type']).toMatch(/^application\/json/);
    const csvByAccept = await t.app.inject({
      method: 'GET',
      url: `/api/room-statuses/hotel/${hotel.id}/history?date=${today}`,
      headers: { cookie: c.manager.cookie, accept: 'text/csv' },
    });
    expect(csvByAccept.headers['content-type']).toMatch(/^text\/csv/);
    expect(csvByAccept.body.split('\r\n')[0]).toBe('at,roomNumber,from,to,actorName,cleaningType,notes');
    // The CSV spells a deferral out in its notes column.
    expect(csvByAccept.body).toContain(',103,assigned,assigned,Ana,stayover,"Do not disturb, retry at 15:00"');
    expect(csvByAccept.body).toContain(',104,assigned,assigned,Ben,stayover,Service refused');
  });

  it('refuses the front desk and housekeepers (403), another hotel (404) and a bad date (400)', async () => {
    const hotel = await seedHotel(t.db);
    const other = await seedHotel(t.db, 'Other');
    const c = await seedCrew(t.app, t.db, hotel.id);
    for (const url of [`/api/reports/attendants/${hotel.id}?date=2026-11-24`, `/api/room-statuses/hotel/${hotel.id}/history?date=2026-11-24`]) {
      expectError(await api(t.app, 'GET', url, { cookie: c.frontdesk.cookie }), 403, 'FORBIDDEN');
      expectError(await api(t.app, 'GET', url, { cookie: c.housekeeper.cookie }), 403, 'FORBIDDEN');
      expectError(await api(t.app, 'GET', url.replace(hotel.id, other.id), { cookie: c.manager.cookie }), 404, 'NOT_FOUND');
      expectError(await api(t.app, 'GET', url.replace('2026-11-24', '2026-02-30'), { cookie: c.manager.cookie }), 400, 'BAD_REQUEST');
      expect((await api(t.app, 'GET', url.replace(hotel.id, other.id), { cookie: c.admin.cookie })).json()).toEqual([]);
    }
  });
});
