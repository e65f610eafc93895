import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, useTestApp } from '../../test/test-app';
import { expectError, expectInvalid, send } from '../../test/http-checks';
import { seedCrew, seedMember, seedRooms } from '../../test/seed-rooms';
import { hotelDate } from '../../../src-shared/hotel-time';
import { myPriorities, readyTimes } from './ready-times.service';

/**
 * DESIGN §22 (issue 32): ready times from each attendant's queue in priority order, her clock,
 * and minutes measured per room type × cleaning type over 30 days (credits without history).
 */
describe.each(testDatabases())('ready times on %s', (kind) => {
  const t = useTestApp(kind);
  // 11:00 in the hotel (UTC).
  const AT = new Date('2026-11-26T11:00:00Z');
  const DAY = hotelDate('UTC', AT);

  async function world() {
    const hotel = await seedHotel(t.db, 'Harbour Hotel');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const hana = c.housekeeper;
    const ben = await seedMember(t.app, t.db, 'housekeeper', hotel.id, { fullName: 'Ben Attendant' });
    const assigned = (id: string) => ({ status: 'assigned' as const, assigned_to: id, cleaning_type: 'departure' as const });
    // Hana: 101 (plain), 102 (guest at 11:45), 103 (guest at 15:00); Ben: 201 (he is in it, 10 of 30 minutes done).
    const hanas = await seedRooms(t.db, hotel.id, ['101', '102', '103'], assigned(hana.id));
    const bens = await seedRooms(t.db, hotel.id, ['201'], { ...assigned(ben.id), floor: 2, timer_state: 'running', timer_started_at: new Date(AT.getTime() - 10 * 60_000), timer_worked_seconds: 0 });
    const clean = await seedRooms(t.db, hotel.id, ['301'], { status: 'clean', cleaned_at: new Date('2026-11-26T09:00:00Z'), floor: 3 });
    const dirty = await seedRooms(t.db, hotel.id, ['302'], { status: 'dirty', floor: 3 });
    const occupancy = [
      { roomNumber: '102', occupied: false, stay: 'arrival', arrivalTime: '11:45', vip: 1 },
      { roomNumber: '103', occupied: false, stay: 'arrival', arrivalTime: '15:00' },
      { roomNumber: '301', occupied: false, stay: 'arrival', arrivalTime: '12:00' },
      { roomNumber: '302', occupied: false, stay: 'arrival', arrivalTime: '16:00' },
    ];
    const put = await send(t.app, 'PUT', `/api/hotels/${hotel.id}/occupancy?date=${DAY}`, { cookie: c.manager.cookie, body: { rooms: occupancy } });
    expect(put.statusCode, put.body).toBe(200);
    return { hotel, c, hana, ben, rooms: { hanas, bens, clean, dirty } };
  }

  it('predicts each queue in priority order from now, with her clock; the late arrivals first, with who has the room', async () => {
    const w = await world();
    const got = await readyTimes({ db: t.db, hotelId: w.hotel.id }, DAY, AT);
    const view = got.map((r) => [r.roomNumber, r.predictedReadyAt?.slice(11, 16) ?? null, r.arrivalTime, r.late, r.assignedToName]);
    // Hana: 102 first (arrives within 90 min) 11:00–11:30, then 103 (an arrival) to 12:00, then 101 to 12:30. Ben: 201 has 20 minutes left.
    expect(view).toEqual([
      ['302', null, '16:00', true, null],
      ['102', '11:30', '11:45', false, 'Hana Keeper'],
      ['301', '09:00', '12:00', false, null],
      ['103', '12:00', '15:00', false, 'Hana Keeper'],
      ['101', '12:30', null, false, 'Hana Keeper'],
      ['201', '11:20', null, false, 'Ben Attendant'],
    ]);
    expect(got.find((r) => r.roomNumber === '301')!.ready).toBe(true);
  });

  it('uses the minutes measured over the last 30 days when there are enough, and flags an arrival it cannot make', async () => {
    const w = await world();
    // Three timed departures of 60 minutes each for rooms without a type, within 30 days; one older, one undone.
    const room = w.rooms.hanas[0]!;
    const event = (daysAgo: number, seconds: number, undone = false) => ({
      room_id: room.roomId,
      room_number: '101',
      hotel_id: w.hotel.id,
      from_status: 'assigned' as const,
      to_status: 'clean' as const,
      at: new Date(AT.getTime() - daysAgo * 86_400_000),
      cleaning_type: 'departure' as const,
      worked_seconds: seconds,
      undone_at: undone ? new Date() : null,
    });
    await t.db.insertInto('room_status_events').values([event(1, 3600), event(2, 3600), event(3, 3600), event(40, 60), event(1, 60, true)]).execute();
    const got = await readyTimes({ db: t.db, hotelId: w.hotel.id }, DAY, AT);
    const at = (n: string) => got.find((r) => r.roomNumber === n)!;
    expect(at('102').predictedReadyAt!.slice(11, 16)).toBe('12:00');
    expect(at('102').late).toBe(true);
    expect(at('103').predictedReadyAt!.slice(11, 16)).toBe('13:00');
    expect(got[0]!.late && got[1]!.late).toBe(true);
  });

  it('answers GET /api/hotels/{hotelId}/ready-times?date= to the desk, a manager and an occupancy:read token; refuses the rest', async () => {
    const w = await world();
    const url = `/api/hotels/${w.hotel.id}/ready-times?date=${DAY}`;
    const res = await send(t.app, 'GET', url, { cookie: w.c.frontdesk.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json()[0]).slice(0, 5)).toEqual(['roomId', 'roomNumber', 'predictedReadyAt', 'arrivalTime', 'late']);
    expect((await send(t.app, 'GET', url, { cookie: w.c.manager.cookie })).statusCode).toBe(200);
    expectError(await send(t.app, 'GET', url, { cookie: w.c.housekeeper.cookie }), 403, 'FORBIDDEN');
    const other = await seedHotel(t.db, 'Other');
    const stranger = await seedMember(t.app, t.db, 'frontdesk', other.id);
    expectError(await send(t.app, 'GET', url, { cookie: stranger.cookie }), 404, 'NOT_FOUND');
    expectInvalid(await send(t.app, 'GET', `/api/hotels/${w.hotel.id}/ready-times?date=2026-02-30`, { cookie: w.c.manager.cookie }), 'date');
    const token = async (scope: string) =>
      (await send(t.app, 'POST', '/api/api-tokens', { cookie: w.c.admin.cookie, body: { name: `PMS ${scope}`, hotelId: w.hotel.id, scopes: [scope] } })).json().token as string;
    const read = await token('occupancy:read');
    expect((await send(t.app, 'GET', url, { headers: { authorization: `Bearer ${read}` }, origin: null })).statusCode).toBe(200);
    const other2 = await token('rooms:read');
    expectError(await send(t.app, 'GET', url, { headers: { authorization: `Bearer ${other2}` }, origin: null }), 403, 'FORBIDDEN');
  });

  it('tells the attendant her own rooms’ arrivals and the hotel’s window', async () => {
    const w = await world();
    const mine = await myPriorities({ db: t.db, hotelId: w.hotel.id, actor: { id: w.hana.id } }, AT);
    expect(mine.windowMinutes).toBe(90);
    expect(mine.rooms.map((r) => [r.arrivalTime, r.vip]).sort()).toEqual([
      ['11:45', 1],
      ['15:00', 0],
    ]);
  });
});
