import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, useTestApp } from '../../test/test-app';
import { send } from '../../test/http-checks';
import { seedCrew, seedRooms } from '../../test/seed-rooms';
import { currentSeq } from '../../realtime/change-log.queries';
import { hotelDate } from '../../../src-shared/hotel-time';

/**
 * DESIGN §17, issue 20 point 2: the board's rows carry the room's occupancy today (VC/VD/OC/OD,
 * arrival/due out marks), and an occupancy change reaches screens as those rooms' new rows
 * (the live delta of DESIGN §11), not as a reload of the board.
 */
describe.each(testDatabases())('occupancy on the board on %s', (kind) => {
  const t = useTestApp(kind);

  it("shows today's occupancy on the rows, not another day's; a change is a change of those rooms' rows", async () => {
    const hotel = await seedHotel(t.db, 'Harbour Hotel', 'Pacific/Auckland');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const rooms = await seedRooms(t.db, hotel.id, ['101', '102', '103']);
    const today = hotelDate('Pacific/Auckland');
    const board = async () =>
      (await send(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}`, { cookie: c.manager.cookie })).json() as { roomNumber: string; occupancy: unknown }[];
    expect((await board()).map((r) => r.occupancy)).toEqual([null, null, null]);

    // Tomorrow's occupancy is not today's.
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const later = await send(t.app, 'PUT', `/api/hotels/${hotel.id}/occupancy?date=${tomorrow}`, {
      cookie: c.frontdesk.cookie,
      body: { rooms: [{ roomNumber: '101', occupied: true, stay: 'arrival' }] },
    });
    expect(later.statusCode, later.body).toBe(200);
    expect((await board()).map((r) => r.occupancy)).toEqual([null, null, null]);

    const since = (await currentSeq(t.db, hotel.id))!;
    const put = await send(t.app, 'PUT', `/api/hotels/${hotel.id}/occupancy?date=${today}`, {
      cookie: c.frontdesk.cookie,
      body: { rooms: [{ roomNumber: '101', occupied: true, stay: 'due_out' }, { roomNumber: '102', occupied: false, stay: 'vacant' }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await board()).map((r) => [r.roomNumber, r.occupancy])).toEqual([
      ['101', { occupied: true, stay: 'due_out' }],
      ['102', { occupied: false, stay: 'vacant' }],
      ['103', null],
    ]);
    // What a screen that saw `since` is sent: the two rooms' new rows, and only them.
    const changes = await send(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}/changes?since=${since}`, { cookie: c.manager.cookie });
    expect(changes.statusCode, changes.body).toBe(200);
    const body = changes.json() as { rooms: { roomId: string; occupancy: unknown }[] };
    expect(body.rooms.map((r) => r.roomId).sort()).toEqual([rooms[0]!.roomId, rooms[1]!.roomId].sort());
    expect(body.rooms.find((r) => r.roomId === rooms[0]!.roomId)!.occupancy).toEqual({ occupied: true, stay: 'due_out' });
  });
});
