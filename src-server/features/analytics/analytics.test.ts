import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember, seedRooms } from '../../test/seed-rooms';
import type { InspectionItemResult } from '../../db/types';

// Chicago is UTC-6 in January: 2030-01-15 runs from 06:00Z on the 15th to 06:00Z on the 16th.
const item = (itemId: string, text: string, ok: boolean): InspectionItemResult => ({ itemId, text, weight: 1, critical: false, ok });

describe.each(testDatabases())('inspection scores and analytics (DESIGN §20–§21) on %s', (kind) => {
  const t = useTestApp(kind);

  async function world() {
    const hotel = await seedHotel(t.db, 'Lakeside', 'America/Chicago');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const ana = await seedMember(t.app, t.db, 'housekeeper', hotel.id, { fullName: 'Ana Alpha' });
    const suite = await t.db
      .insertInto('room_types')
      .values({ hotel_id: hotel.id, name: 'Suite', credits_departure: 60, credits_stayover: 30, credits_touch_up: 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [r101, r102, r103] = await seedRooms(t.db, hotel.id, ['101', '102', '103'], { status: 'dirty' });
    await t.db.updateTable('rooms').set({ room_type_id: suite.id }).where('id', 'in', [r101!.roomId, r102!.roomId]).execute();
    const inspect = (at: string, attendantId: string | null, score: number, passed: boolean, results: InspectionItemResult[], roomTypeId: string | null = suite.id) =>
      t.db
        .insertInto('inspections')
        .values({ hotel_id: hotel.id, room_id: r101!.roomId, attendant_id: attendantId, room_type_id: roomTypeId, cleaning_type: 'departure', score, passed, results: JSON.stringify(results), inspected_at: at })
        .execute();
    // Jan 15 (Chicago): Ana 100 passed, 60 failed (towels, mirror); Hana 80 failed (towels). Jan 16 05:00Z is still Jan 15 there.
    await inspect('2030-01-15T15:00:00Z', ana.id, 100, true, [item('i1', 'Towels', true), item('i2', 'Mirror', true)]);
    await inspect('2030-01-16T05:00:00Z', ana.id, 60, false, [item('i1', 'Towels', false), item('i2', 'Mirror', false)]);
    await inspect('2030-01-15T16:00:00Z', c.housekeeper.id, 80, false, [item('i1', 'Towels', false), item('i2', 'Mirror', true)], null);
    // Jan 16 07:00Z = Jan 16 in Chicago: outside a range ending on the 15th.
    await inspect('2030-01-16T07:00:00Z', ana.id, 0, false, [item('i1', 'Towels', false)]);
    return { hotel, c, ana, suite, r101: r101!, r102: r102!, r103: r103! };
  }

  const get = (cookie: string, url: string) => api(t.app, 'GET', url, { cookie });

  it('scores per attendant, room type and item: count, mean, pass rate, most failed items first', async () => {
    const { hotel, c, ana } = await world();
    const base = `/api/hotels/${hotel.id}/inspection-scores?from=2030-01-15&to=2030-01-15`;
    const byAttendant = await get(c.manager.cookie, `${base}&by=attendant`);
    expect(byAttendant.statusCode, byAttendant.body).toBe(200);
    expect(byAttendant.json()).toEqual([
      { key: ana.id, name: 'Ana Alpha', count: 2, meanScore: 80, passRate: 0.5, mostFailed: [{ text: 'Mirror', failures: 1 }, { text: 'Towels', failures: 1 }] },
      { key: c.housekeeper.id, name: 'Hana Keeper', count: 1, meanScore: 80, passRate: 0, mostFailed: [{ text: 'Towels', failures: 1 }] },
    ]);
    const byType = (await get(c.manager.cookie, `${base}&by=roomType`)).json();
    expect(byType).toEqual([
      expect.objectContaining({ name: 'Suite', count: 2, meanScore: 80, passRate: 0.5 }),
      expect.objectContaining({ key: null, name: null, count: 1 }),
    ]);
    const byItem = (await get(c.manager.cookie, `${base}&by=item`)).json();
    expect(byItem).toEqual([
      { key: 'i1', name: 'Towels', count: 3, meanScore: 80, passRate: 0.333, mostFailed: [] },
      { key: 'i2', name: 'Mirror', count: 3, meanScore: 80, passRate: 0.667, mostFailed: [] },
    ]);
  });

  it('writes the scores as CSV in the reader’s language, rates as percentages', async () => {
    const { hotel, c } = await world();
    const res = await get(c.manager.cookie, `/api/hotels/${hotel.id}/inspection-scores?from=2030-01-15&to=2030-01-15&by=attendant&format=csv&lang=es`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="puntuaciones-inspeccion-2030-01-15-2030-01-15.csv"');
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Camarera,Inspecciones,Puntuación media,Tasa de aprobación (%),Puntos más fallados,ID');
    expect(lines[1]).toMatch(/^Ana Alpha,2,80,50,"Mirror \(1\); Towels \(1\)",/);
  });

  it('refuses a range over 400 days or reversed (400 with why), the wrong role (403) and another hotel (404)', async () => {
    const { hotel, c } = await world();
    const long = await get(c.manager.cookie, `/api/hotels/${hotel.id}/analytics?from=2029-01-01&to=2030-02-05`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ reason: 'DATE_RANGE_TOO_LONG', error: 'Please choose at most 400 days' });
    const reversed = await get(c.manager.cookie, `/api/hotels/${hotel.id}/inspection-scores?from=2030-01-16&to=2030-01-15`);
    expect(reversed.json()).toMatchObject({ reason: 'DATE_RANGE_REVERSED' });
    expect((await get(c.manager.cookie, `/api/hotels/${hotel.id}/analytics?from=2030-01-01&to=2030-02-04`)).statusCode).toBe(200);
    expect((await get(c.manager.cookie, `/api/hotels/${hotel.id}/inspection-scores?from=2030-01-01&to=2030-01-02&by=floor`)).statusCode).toBe(400);
    for (const who of [c.frontdesk, c.housekeeper]) expect((await get(who.cookie, `/api/hotels/${hotel.id}/analytics?from=2030-01-01&to=2030-01-02`)).statusCode).toBe(403);
    const other = await seedHotel(t.db, 'Elsewhere');
    expect((await get(c.manager.cookie, `/api/hotels/${other.id}/inspection-scores?from=2030-01-01&to=2030-01-02`)).statusCode).toBe(404);
    expect((await get(c.admin.cookie, `/api/hotels/${other.id}/inspection-scores?from=2030-01-01&to=2030-01-02`)).json()).toEqual([]);
  });

  it('an attendant sees her own trend, day by day on the hotel’s clock, and nobody else’s', async () => {
    const { c, ana } = await world();
    const mine = await api(t.app, 'GET', `/trpc/analytics.myScores?input=${encodeURIComponent(JSON.stringify({ from: '2030-01-14', to: '2030-01-16' }))}`, { cookie: ana.cookie });
    expect(mine.json().result.data).toEqual([
      { date: '2030-01-15', count: 2, meanScore: 80, passRate: 0.5 },
      { date: '2030-01-16', count: 1, meanScore: 0, passRate: 0 },
    ]);
    const hers = await api(t.app, 'GET', `/trpc/analytics.myScores?input=${encodeURIComponent(JSON.stringify({ from: '2030-01-14', to: '2030-01-16' }))}`, { cookie: c.housekeeper.cookie });
    expect(hers.json().result.data).toEqual([{ date: '2030-01-15', count: 1, meanScore: 80, passRate: 0 }]);
  });

  it('draws the daily series from the history on the hotel’s clock', async () => {
    const { hotel, c, ana, r101, r102, r103 } = await world();
    const event = (room: typeof r101, at: string, from: string, to: string, extra: { actor_id?: string; cleaning_type?: 'departure' | 'stayover'; worked_seconds?: number; undone_at?: string; action?: string } = {}) =>
      t.db.insertInto('room_status_events').values({ hotel_id: hotel.id, room_id: room.roomId, room_number: room.roomNumber, from_status: from as 'dirty', to_status: to as 'clean', at, ...extra }).execute();
    // Jan 15: Ana cleans 101 (20 min, departure, Suite 60 credits) and 102 (40 min, departure) before 15:00 Chicago;
    // the manager cleans 103 (stayover, untimed) at 16:00; an undone clean and a work order's row on a clean room count for nothing.
    await event(r101, '2030-01-15T14:00:00Z', 'assigned', 'clean', { actor_id: ana.id, cleaning_type: 'departure', worked_seconds: 1200 });
    await event(r102, '2030-01-15T15:00:00Z', 'assigned', 'clean', { actor_id: ana.id, cleaning_type: 'departure', worked_seconds: 2400 });
    await event(r103, '2030-01-15T22:00:00Z', 'dirty', 'clean', { actor_id: c.manager.id, cleaning_type: 'stayover' });
    await event(r103, '2030-01-15T22:10:00Z', 'dirty', 'clean', { actor_id: ana.id, worked_seconds: 60, undone_at: '2030-01-15T22:10:05Z' });
    await event(r101, '2030-01-15T23:00:00Z', 'clean', 'clean', { actor_id: c.manager.id, action: 'work_order_created' });
    // 102 goes out of order on the 15th at 23:00 Chicago and comes back on the 17th at 10:00: nights of the 15th and 16th.
    await event(r102, '2030-01-16T05:00:00Z', 'clean', 'out_of_order');
    await event(r102, '2030-01-17T16:00:00Z', 'out_of_order', 'dirty');
    // Arrivals on the 15th: 101 and 102 ready before 15:00, 103 only at 16:00.
    await t.db
      .insertInto('room_occupancy')
      .values([r101, r102, r103].map((r) => ({ hotel_id: hotel.id, room_id: r.roomId, day: '2030-01-15', occupied: true, stay: 'arrival' as const, source: 'api' as const })))
      .execute();
    // A guest request done in 30 minutes; a work order opened on the 15th and closed on the 16th.
    await t.db.insertInto('guest_requests').values({ hotel_id: hotel.id, room_id: r101.roomId, kind: 'towels', status: 'done', created_at: '2030-01-15T18:00:00Z', done_at: '2030-01-15T18:30:00Z' }).execute();
    await t.db.insertInto('work_orders').values({ hotel_id: hotel.id, room_id: r101.roomId, category: 'plumbing', title: 'Leak', status: 'done', created_at: '2030-01-15T20:00:00Z', done_at: '2030-01-16T20:00:00Z' }).execute();

    const res = await get(c.manager.cookie, `/api/hotels/${hotel.id}/analytics?from=2030-01-15&to=2030-01-16`);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json();
    expect(a).toMatchObject({ hotelName: 'Lakeside', timezone: 'America/Chicago', readyBy: '15:00' });
    expect(a.days[0]).toEqual({
      date: '2030-01-15',
      cleaned: { departure: 2, stayover: 1, touch_up: 0 },
      inspections: 3,
      passRate: 0.333,
      meanScore: 80,
      arrivals: 3,
      readyShare: 0.667,
      guestRequestsDone: 1,
      guestRequestMedianMinutes: 30,
      workOrdersOpened: 1,
      workOrdersClosed: 0,
      outOfOrderRoomNights: 1,
      // An hour of Ana's clock for 120 credits (two Suite departures).
      attendantHours: 1,
      creditsPerAttendantHour: 120,
    });
    expect(a.days[1]).toMatchObject({ date: '2030-01-16', cleaned: { departure: 0, stayover: 0, touch_up: 0 }, inspections: 1, workOrdersClosed: 1, outOfOrderRoomNights: 1, readyShare: null, creditsPerAttendantHour: null });
    expect(a.minutes).toEqual([
      { roomTypeId: expect.any(String), roomTypeName: 'Suite', cleaningType: 'departure', medians: [30, null] },
    ]);

    const csv = await get(c.manager.cookie, `/api/hotels/${hotel.id}/analytics?from=2030-01-15&to=2030-01-16&format=csv`);
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toContain('Date,Rooms cleaned: Departure,Rooms cleaned: Stayover,Rooms cleaned: Touch-up,Inspections,Pass rate (%)');
    expect(lines[0]!.endsWith('Median minutes per room: Suite · Departure')).toBe(true);
    expect(lines[1]).toBe('2030-01-15,2,1,0,3,33.3,80,3,66.7,1,30,1,0,1,1,120,30');
  });

  it('counts a room ready when it was ready before its guest’s own arrival time, the check-in hour only when that is unknown', async () => {
    const { hotel, c, r101, r102, r103 } = await world();
    const clean = (room: typeof r101, at: string) =>
      t.db.insertInto('room_status_events').values({ hotel_id: hotel.id, room_id: room.roomId, room_number: room.roomNumber, from_status: 'dirty', to_status: 'clean', at }).execute();
    const arrive = (room: typeof r101, day: string, arrival_time: string | null) =>
      t.db.insertInto('room_occupancy').values({ hotel_id: hotel.id, room_id: room.roomId, day, occupied: true, stay: 'arrival', source: 'api', arrival_time }).execute();
    // Jan 15: 101 clean at 16:00 Chicago, after the check-in hour but before its guest, who arrives at 17:30.
    await clean(r101, '2030-01-15T22:00:00Z');
    await arrive(r101, '2030-01-15', '17:30');
    // Jan 16: 102's guest arrives at 11:00, two hours before it is clean at 13:00; 103's guest at an unknown time, clean at 14:00.
    await clean(r102, '2030-01-16T19:00:00Z');
    await arrive(r102, '2030-01-16', '11:00');
    await clean(r103, '2030-01-16T20:00:00Z');
    await arrive(r103, '2030-01-16', null);
    const a = (await get(c.manager.cookie, `/api/hotels/${hotel.id}/analytics?from=2030-01-15&to=2030-01-16`)).json();
    expect(a.days.map((d: { arrivals: number; readyShare: number | null }) => [d.arrivals, d.readyShare])).toEqual([
      [1, 1],
      [2, 0.5],
    ]);
  });

  it('compares the hotels of the chain for an admin, and for nobody else', async () => {
    const { hotel, c } = await world();
    const other = await seedHotel(t.db, 'Hilltop');
    const input = encodeURIComponent(JSON.stringify({ from: '2030-01-15', to: '2030-01-15' }));
    const res = await api(t.app, 'GET', `/trpc/analytics.chain?input=${input}`, { cookie: c.admin.cookie });
    expect(res.json().result.data).toEqual([
      expect.objectContaining({ hotelId: other.id, hotelName: 'Hilltop', inspections: 0, passRate: null }),
      expect.objectContaining({ hotelId: hotel.id, hotelName: 'Lakeside', inspections: 3, passRate: 0.333, meanScore: 80 }),
    ]);
    expect((await api(t.app, 'GET', `/trpc/analytics.chain?input=${input}`, { cookie: c.manager.cookie })).statusCode).toBe(403);
  });

  it('keeps a closed day once computed, and forgets it when its history changes (any writer)', async () => {
    const { hotel, c, ana, r101 } = await world();
    const day = '2026-01-10';
    const read = async () => (await get(c.manager.cookie, `/api/hotels/${hotel.id}/analytics?from=${day}&to=${day}`)).json().days[0];
    const addInspection = () =>
      t.db.insertInto('inspections').values({ hotel_id: hotel.id, room_id: r101.roomId, attendant_id: ana.id, score: 90, passed: true, results: '[]', inspected_at: '2026-01-10T18:00:00Z' }).execute();
    await addInspection();
    expect(await read()).toMatchObject({ inspections: 1 });
    const scores = async () => (await get(c.manager.cookie, `/api/hotels/${hotel.id}/inspection-scores?from=${day}&to=${day}&by=attendant`)).json();
    expect(await scores()).toEqual([expect.objectContaining({ name: 'Ana Alpha', count: 1 })]);
    expect(await t.db.selectFrom('inspection_score_days').select('grouping').execute()).toEqual([{ grouping: 'attendant' }]);
    const kept = await t.db.selectFrom('analytics_days').select(['data']).where('hotel_id', '=', hotel.id).execute();
    expect(kept).toHaveLength(1);
    // Read back as kept (a figure changed in the kept row shows): nothing recomputed.
    const data = kept[0]!.data as { day: { inspections: number } };
    data.day.inspections = 99;
    await t.db.updateTable('analytics_days').set({ data: JSON.stringify(data) }).where('hotel_id', '=', hotel.id).execute();
    expect(await read()).toMatchObject({ inspections: 99 });
    // A new inspection of that day forgets it: the next reading counts from the history again.
    await addInspection();
    expect(await read()).toMatchObject({ inspections: 2 });
    expect(await scores()).toEqual([expect.objectContaining({ name: 'Ana Alpha', count: 2, meanScore: 90, passRate: 1 })]);
    // So does an occupancy row of that day, written straight into the table.
    await t.db.updateTable('analytics_days').set({ data: JSON.stringify({ ...data, day: { ...data.day, inspections: 99 } }) }).execute();
    await t.db.insertInto('room_occupancy').values({ hotel_id: hotel.id, room_id: r101.roomId, day, occupied: true, stay: 'arrival', source: 'api' }).execute();
    expect(await read()).toMatchObject({ inspections: 2, arrivals: 1 });
    // Today is never kept: it is still being written.
    const today = new Date().toISOString().slice(0, 10);
    await get(c.manager.cookie, `/api/hotels/${hotel.id}/analytics?from=${today}&to=${today}`);
    expect(await t.db.selectFrom('analytics_days').select('day').where('day', '>=', today).execute()).toEqual([]);
  });
});
