import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedRooms } from '../../test/seed-rooms';

/** DESIGN §12: a rush room sorts first in every list the server answers, then rooms by number. */
describe.each(testDatabases())('rush order on %s', (kind) => {
  const t = useTestApp(kind);

  it('the hotel board and a housekeeper\'s rooms list rush rooms first, each part by number', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const dirty = await seedRooms(t.db, hotel.id, ['1001', '101', '102'], { status: 'dirty' });
    const mine = await seedRooms(t.db, hotel.id, ['201', '202', '99'], { status: 'assigned', assigned_to: c.housekeeper.id });
    for (const room of [dirty[2]!, mine[1]!]) {
      const res = await api(t.app, 'POST', `/api/rooms/${room.roomId}/priority`, { cookie: c.manager.cookie, body: { priority: true } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const numbers = (rows: { roomNumber: string }[]) => rows.map((r) => r.roomNumber);
    const board = await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}`, { cookie: c.frontdesk.cookie });
    expect(numbers(board.json())).toEqual(['102', '202', '99', '101', '201', '1001']);
    const assigned = await api(t.app, 'GET', `/api/room-statuses/assigned/${c.housekeeper.id}`, { cookie: c.housekeeper.cookie });
    expect(numbers(assigned.json())).toEqual(['202', '99', '201']);

    // A rush over (the room cleaned) goes back to its place by number.
    await api(t.app, 'POST', '/api/room-statuses', { cookie: c.housekeeper.cookie, body: { roomId: mine[1]!.roomId, status: 'clean' } });
    const after = await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}`, { cookie: c.manager.cookie });
    expect(numbers(after.json())).toEqual(['102', '99', '101', '201', '202', '1001']);
  });
});
