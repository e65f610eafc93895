import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, useTestApp } from '../../test/test-app';
import { expectInvalid, send } from '../../test/http-checks';
import { seedCrew, seedRooms } from '../../test/seed-rooms';
import { OCCUPANCY_MESSAGES } from '../../../src-shared/occupancy.schemas';

/** DESIGN §22 (issue 32): arrival and departure times, VIP and early check-in in a day of occupancy. */
describe.each(testDatabases())('occupancy arrival times and VIP on %s', (kind) => {
  const t = useTestApp(kind);
  const DAY = '2026-11-26';

  async function world() {
    const hotel = await seedHotel(t.db, 'Harbour Hotel');
    const c = await seedCrew(t.app, t.db, hotel.id);
    await seedRooms(t.db, hotel.id, ['101', '102']);
    return { hotel, c, url: `/api/hotels/${hotel.id}/occupancy?date=${DAY}` };
  }

  it('keeps the times, the VIP level and an early check-in, and a change of only those is a change', async () => {
    const w = await world();
    const rooms = [
      { roomNumber: '101', occupied: false, stay: 'arrival', arrivalTime: '13:30', vip: 2, earlyCheckIn: true },
      { roomNumber: '102', occupied: true, stay: 'due_out', departureTime: '11:00' },
    ];
    expect((await send(t.app, 'PUT', w.url, { cookie: w.c.manager.cookie, body: { rooms } })).statusCode).toBe(200);
    const got = (await send(t.app, 'GET', w.url, { cookie: w.c.frontdesk.cookie })).json();
    expect(got.rooms.map((r: Record<string, unknown>) => [r.roomNumber, r.arrivalTime, r.departureTime, r.vip, r.earlyCheckIn])).toEqual([
      ['101', '13:30', null, 2, true],
      ['102', null, '11:00', 0, false],
    ]);
    const later = [{ ...rooms[0], arrivalTime: '14:00' }, rooms[1]];
    await send(t.app, 'PUT', w.url, { cookie: w.c.manager.cookie, body: { rooms: later } });
    const again = (await send(t.app, 'GET', w.url, { cookie: w.c.frontdesk.cookie })).json();
    expect(again.rooms[0].arrivalTime).toBe('14:00');
  });

  it('refuses a bad time or VIP with a 400 naming the field, and stores nothing', async () => {
    const w = await world();
    const put = (room: Record<string, unknown>) =>
      send(t.app, 'PUT', w.url, { cookie: w.c.manager.cookie, body: { rooms: [{ roomNumber: '101', occupied: true, stay: 'arrival', ...room }] } });
    expectInvalid(await put({ arrivalTime: '25:00' }), 'rooms.0.arrivalTime', OCCUPANCY_MESSAGES.arrivalTime);
    expectInvalid(await put({ arrivalTime: '1:30' }), 'rooms.0.arrivalTime', OCCUPANCY_MESSAGES.arrivalTime);
    expectInvalid(await put({ arrivalTime: 1330 }), 'rooms.0.arrivalTime', OCCUPANCY_MESSAGES.arrivalTime);
    expectInvalid(await put({ departureTime: '11:60' }), 'rooms.0.departureTime', OCCUPANCY_MESSAGES.departureTime);
    expectInvalid(await put({ vip: 4 }), 'rooms.0.vip', OCCUPANCY_MESSAGES.vip);
    expectInvalid(await put({ vip: 1.5 }), 'rooms.0.vip', OCCUPANCY_MESSAGES.vip);
    expectInvalid(await put({ vip: -1 }), 'rooms.0.vip', OCCUPANCY_MESSAGES.vip);
    expect(await t.db.selectFrom('room_occupancy').selectAll().execute()).toEqual([]);
  });

  it('keeps the hotel’s arrival window with its cleaning rules (default 90 minutes)', async () => {
    const w = await world();
    const rules = `/api/hotels/${w.hotel.id}/cleaning-rules`;
    expect((await send(t.app, 'GET', rules, { cookie: w.c.manager.cookie })).json().arrivalWindowMinutes).toBe(90);
    const saved = await send(t.app, 'PUT', rules, { cookie: w.c.manager.cookie, body: { arrivalWindowMinutes: 45 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await send(t.app, 'GET', rules, { cookie: w.c.manager.cookie })).json().arrivalWindowMinutes).toBe(45);
    expectInvalid(await send(t.app, 'PUT', rules, { cookie: w.c.manager.cookie, body: { arrivalWindowMinutes: 721 } }), 'arrivalWindowMinutes');
  });
});
