import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedRooms } from '../../test/seed-rooms';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';

/** DESIGN §11: the board says which change it is current at; integrations pull what changed since. */
describe.each(testDatabases())('board sequence and the changes endpoint on %s', (kind) => {
  const t = useTestApp(kind);

  async function setup() {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const rooms = await seedRooms(t.db, hotel.id, ['101', '102', '103']);
    return { hotel, c, rooms };
  }

  it('the board answers X-Change-Seq; changes since it list the latest rows once each, and removed rooms', async () => {
    const { hotel, c, rooms } = await setup();
    const first = await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}`, { cookie: c.frontdesk.cookie });
    // A housekeeper's first sign-in of the day proposes her for the shift (issue 18): a change of its own.
    const s0 = Number(first.headers['x-change-seq']);
    const m = c.manager.cookie;
    await api(t.app, 'POST', '/api/room-statuses', { cookie: m, body: { roomId: rooms[0]!.roomId, status: 'dirty' } });
    await api(t.app, 'POST', '/api/room-statuses', { cookie: m, body: { roomId: rooms[0]!.roomId, status: 'out_of_service' } });
    await api(t.app, 'POST', '/api/room-statuses/bulk-dirty', { cookie: m, body: { hotelId: hotel.id, roomNumbers: '102-103' } });
    expect((await api(t.app, 'DELETE', `/api/rooms/${rooms[2]!.roomId}`, { cookie: c.admin.cookie })).statusCode).toBe(200);
    const board = await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}`, { cookie: c.frontdesk.cookie });
    expect(board.headers['x-change-seq']).toBe(String(s0 + 4));
    const res = await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}/changes?since=${s0}`, { cookie: c.frontdesk.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { seq: number; rooms: BoardRoom[]; removedRoomIds: string[] };
    expect(body.seq).toBe(s0 + 4);
    expect(body.rooms.map((r) => [r.roomNumber, r.status])).toEqual([['101', 'out_of_service'], ['102', 'dirty']]);
    expect(body.removedRoomIds).toEqual([rooms[2]!.roomId]);
    // The rows equal what the board now shows.
    const shown = (board.json() as BoardRoom[]).filter((r) => r.roomNumber !== '103');
    expect(body.rooms).toEqual(shown);
    const none = await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}/changes?since=${s0 + 4}`, { cookie: c.frontdesk.cookie });
    expect(none.json()).toEqual({ seq: s0 + 4, rooms: [], removedRoomIds: [] });
  });

  it('410 GONE when since is older than the log keeps (or never reached); 400 for a bad since', async () => {
    const { hotel, c, rooms } = await setup();
    await api(t.app, 'POST', '/api/room-statuses', { cookie: c.manager.cookie, body: { roomId: rooms[0]!.roomId, status: 'dirty' } });
    await api(t.app, 'POST', '/api/room-statuses', { cookie: c.manager.cookie, body: { roomId: rooms[0]!.roomId, status: 'clean' } });
    await t.db.deleteFrom('hotel_changes').where('seq', '=', '1').execute();
    for (const since of ['0', '7']) {
      const gone = await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}/changes?since=${since}`, { cookie: c.manager.cookie });
      expect(gone.statusCode, since).toBe(410);
      expect(gone.json()).toMatchObject({ error: 'These changes are no longer kept; reload the board', code: 'GONE' });
    }
    expect((await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}/changes?since=1`, { cookie: c.manager.cookie })).statusCode).toBe(200);
    for (const since of ['abc', '-1', '1.5']) {
      const bad = await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}/changes?since=${since}`, { cookie: c.manager.cookie });
      expect(bad.statusCode, since).toBe(400);
    }
  });

  it("another hotel's changes are 404 for staff, and need a session", async () => {
    const { hotel } = await setup();
    const other = await seedHotel(t.db, 'Other');
    const theirs = await seedCrew(t.app, t.db, other.id);
    const res = await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}/changes?since=0`, { cookie: theirs.manager.cookie });
    expect(res.statusCode).toBe(404);
    expect((await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}/changes?since=0`)).statusCode).toBe(401);
  });

  it('a large board is compressed for clients that accept it', async () => {
    const { hotel, c } = await setup();
    await seedRooms(t.db, hotel.id, Array.from({ length: 200 }, (_, i) => String(1000 + i)));
    const plain = await t.app.inject({ method: 'GET', url: `/api/room-statuses/hotel/${hotel.id}`, headers: { cookie: c.manager.cookie } });
    const packed = await t.app.inject({
      method: 'GET',
      url: `/api/room-statuses/hotel/${hotel.id}`,
      headers: { cookie: c.manager.cookie, 'accept-encoding': 'gzip' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe('gzip');
    // A status change's answer, one row, is not worth a compressor's setup (compression.ts).
    const row = await t.app.inject({
      method: 'POST',
      url: '/api/room-statuses',
      headers: { cookie: c.manager.cookie, 'accept-encoding': 'gzip, br', 'content-type': 'application/json' },
      payload: { roomId: (plain.json() as BoardRoom[])[0]!.roomId, status: 'dirty', notes: 'Extra towels, and the minibar restocked. '.repeat(12) },
    });
    expect(row.statusCode, row.body).toBe(200);
    expect(row.body.length).toBeGreaterThan(1024);
    expect(row.headers['content-encoding']).toBeUndefined();
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  });
});
