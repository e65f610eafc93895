import { describe, expect, it } from 'vitest';
import { testDatabases } from '../test/test-db';
import { ORIGIN, seedHotel, useTestApp } from '../test/test-app';
import { seedCrew, seedRooms } from '../test/seed-rooms';

/** tRPC's answers carry their length, so only large ones are compressed (trpc-answers.ts). */
describe.each(testDatabases())('tRPC answers on %s', (kind) => {
  const t = useTestApp(kind);

  it('a small answer goes out as it is, with its length; a large one is compressed', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const rooms = await seedRooms(t.db, hotel.id, Array.from({ length: 200 }, (_, i) => String(1000 + i)));
    const headers = { cookie: c.manager.cookie, origin: ORIGIN, 'accept-encoding': 'gzip, br', 'content-type': 'application/json' };
    const notes = 'Extra towels, and the minibar restocked. '.repeat(12).trim();
    const change = await t.app.inject({
      method: 'POST',
      url: '/trpc/roomStatuses.setStatus',
      headers,
      payload: { roomId: rooms[0]!.roomId, status: 'dirty', notes },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.headers['content-encoding']).toBeUndefined();
    expect(Number(change.headers['content-length'])).toBe(change.rawPayload.length);
    expect(change.rawPayload.length).toBeGreaterThan(1024);
    expect(change.json()).toMatchObject({ result: { data: { roomId: rooms[0]!.roomId, status: 'dirty', notes } } });

    const input = encodeURIComponent(JSON.stringify({ hotelId: hotel.id }));
    const board = await t.app.inject({ method: 'GET', url: `/trpc/roomStatuses.byHotel?input=${input}`, headers });
    expect(board.statusCode).toBe(200);
    expect(['br', 'gzip']).toContain(board.headers['content-encoding']);
  });

  it('an error answer keeps its status and body', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/roomStatuses.setStatus',
      headers: { cookie: c.manager.cookie, origin: ORIGIN, 'content-type': 'application/json' },
      payload: { roomId: 'not-a-uuid', status: 'dirty' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { data: { code: 'BAD_REQUEST' } } });
  });
});
