import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, seedUser, signIn, useTestApp } from '../../test/test-app';

describe.each(testDatabases())('room ops smoke on %s', (kind) => {
  const t = useTestApp(kind);
  it('runs a small shift', async () => {
    const hotel = await seedHotel(t.db);
    for (const n of ['101', '102', '103']) {
      const room = await t.db.insertInto('rooms').values({ hotel_id: hotel.id, room_number: n, floor: 1 }).returning('id').executeTakeFirstOrThrow();
      await t.db.insertInto('room_statuses').values({ room_id: room.id, hotel_id: hotel.id }).execute();
    }
    const manager = await seedUser(t.db, { role: 'manager', hotelId: hotel.id });
    const hk = await seedUser(t.db, { role: 'housekeeper', hotelId: hotel.id });
    const mc = await signIn(t.app, manager.email);
    const hc = await signIn(t.app, hk.email);
    let res = await api(t.app, 'POST', '/api/room-statuses/bulk-dirty', { cookie: mc, body: { hotelId: hotel.id, roomNumbers: '101-103' } });
    expect(res.json()).toMatchObject({ count: 3 });
    res = await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}`, { cookie: mc });
    const board = res.json();
    expect(board.map((r: { status: string }) => r.status)).toEqual(['dirty', 'dirty', 'dirty']);
    res = await api(t.app, 'POST', '/api/room-statuses/assign', { cookie: mc, body: { roomIds: [board[0].roomId, board[1].roomId], housekeeperId: hk.id } });
    expect(res.statusCode).toBe(200);
    res = await api(t.app, 'GET', `/api/room-statuses/assigned/${hk.id}`, { cookie: hc });
    expect(res.json()).toHaveLength(2);
    res = await api(t.app, 'POST', '/api/room-statuses', { cookie: hc, body: { roomId: board[0].roomId, status: 'clean' } });
    expect(res.statusCode, res.body).toBe(200);
    res = await api(t.app, 'POST', '/api/late-checkouts', { cookie: mc, body: { roomId: board[2].roomId, checkoutTime: '23:59' } });
    expect(res.statusCode, res.body).toBe(200);
    res = await api(t.app, 'GET', `/api/late-checkouts/hotel/${hotel.id}/unresolved`, { cookie: mc });
    expect(res.json()).toHaveLength(1);
    res = await api(t.app, 'PATCH', `/api/late-checkouts/${res.json()[0].id}`, { cookie: mc, body: { resolvedAt: new Date().toISOString() } });
    expect(res.statusCode, res.body).toBe(200);
    res = await api(t.app, 'POST', '/api/room-notes', { cookie: mc, body: { roomId: board[0].roomId, content: 'Extra towels' } });
    expect(res.statusCode, res.body).toBe(200);
    res = await api(t.app, 'GET', `/api/room-notes/unread/${hk.id}/${hotel.id}`, { cookie: hc });
    expect(res.json()).toEqual({ [board[0].roomId]: 1 });
    res = await api(t.app, 'PATCH', `/api/room-notes/${(await api(t.app, 'GET', `/api/room-notes/room/${board[0].roomId}`, { cookie: hc })).json()[0].id}/read`, { cookie: hc, body: { userId: hk.id } });
    expect(res.statusCode, res.body).toBe(200);
    res = await api(t.app, 'GET', `/api/room-notes/unread/${hk.id}/${hotel.id}`, { cookie: hc });
    expect(res.json()).toEqual({});
    const today = new Date().toISOString().slice(0, 10);
    res = await api(t.app, 'GET', `/api/daily-cleaning-stats/${hotel.id}?date=${today}`, { cookie: mc });
    expect(res.json()).toEqual([{ housekeeperId: hk.id, housekeeperName: hk.full_name, roomCount: 1, rooms: [{ roomNumber: '101' }] }]);
  });
});
