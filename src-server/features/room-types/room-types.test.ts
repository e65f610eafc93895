import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember, seedRooms } from '../../test/seed-rooms';

const QUEEN = { name: 'Queen', credits: { departure: 35, stayover: 20, touchUp: 8 }, squareFeet: 320 };

describe.each(testDatabases())('room types (DESIGN §13) on %s', (kind) => {
  const t = useTestApp(kind);

  async function setup() {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    return { hotel, c };
  }
  const board = async (hotelId: string, cookie: string) =>
    (await api(t.app, 'GET', `/api/room-statuses/hotel/${hotelId}`, { cookie })).json<{ roomNumber: string; roomTypeId: string | null; credits: number }[]>();

  it('a manager creates, lists, edits and deletes a type; rooms with no type count the defaults', async () => {
    const { hotel, c } = await setup();
    await seedRooms(t.db, hotel.id, ['101'], { status: 'dirty' });
    expect((await board(hotel.id, c.manager.cookie))[0]).toMatchObject({ roomTypeId: null, credits: 30 });
    const created = await api(t.app, 'POST', `/api/hotels/${hotel.id}/room-types`, { cookie: c.manager.cookie, body: QUEEN });
    expect(created.statusCode, created.body).toBe(200);
    const type = created.json<{ id: string }>();
    expect(type).toMatchObject({ ...QUEEN, hotelId: hotel.id, roomCount: 0 });
    const again = await api(t.app, 'POST', `/api/hotels/${hotel.id}/room-types`, { cookie: c.manager.cookie, body: { ...QUEEN, name: 'queen' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'ROOM_TYPE_NAME_TAKEN', values: { name: 'queen' } });
    const edited = await api(t.app, 'PATCH', `/api/room-types/${type.id}`, { cookie: c.manager.cookie, body: { squareFeet: 350 } });
    expect(edited.json()).toMatchObject({ name: 'Queen', squareFeet: 350 });
    const list = await api(t.app, 'GET', `/api/hotels/${hotel.id}/room-types`, { cookie: c.admin.cookie });
    expect(list.json()).toEqual([expect.objectContaining({ id: type.id, squareFeet: 350 })]);
    expect((await api(t.app, 'DELETE', `/api/room-types/${type.id}`, { cookie: c.manager.cookie })).statusCode).toBe(200);
    expect((await api(t.app, 'GET', `/api/hotels/${hotel.id}/room-types`, { cookie: c.manager.cookie })).json()).toEqual([]);
  });

  it("sets a room's type (PATCH /api/rooms/{id}) and in bulk ('rooms 101-103 are Queen'); the board counts its credits", async () => {
    const { hotel, c } = await setup();
    const rooms = await seedRooms(t.db, hotel.id, ['101', '102', '103', '104'], { status: 'dirty' });
    const type = (await api(t.app, 'POST', `/api/hotels/${hotel.id}/room-types`, { cookie: c.manager.cookie, body: QUEEN })).json<{ id: string }>();
    const one = await api(t.app, 'PATCH', `/api/rooms/${rooms[3]!.roomId}`, { cookie: c.manager.cookie, body: { roomTypeId: type.id } });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ roomNumber: '104', roomTypeId: type.id });
    const bulk = await api(t.app, 'POST', '/api/rooms/bulk-room-type', {
      cookie: c.manager.cookie,
      body: { hotelId: hotel.id, roomNumbers: '101-102', roomTypeId: type.id },
    });
    expect(bulk.json()).toMatchObject({ count: 2 });
    expect((await board(hotel.id, c.manager.cookie)).map((r) => [r.roomNumber, r.credits])).toEqual([
      ['101', 35],
      ['102', 35],
      ['103', 30],
      ['104', 35],
    ]);
    // New credits reach every room of the type; deleting it puts them back on the defaults.
    await api(t.app, 'PATCH', `/api/room-types/${type.id}`, { cookie: c.manager.cookie, body: { credits: { departure: 40, stayover: 20, touchUp: 8 } } });
    expect((await board(hotel.id, c.manager.cookie))[0]!.credits).toBe(40);
    await api(t.app, 'DELETE', `/api/room-types/${type.id}`, { cookie: c.manager.cookie });
    expect((await board(hotel.id, c.manager.cookie)).every((r) => r.credits === 30 && r.roomTypeId === null)).toBe(true);
    // Edit Room stays the admin's: a body with more than the type is refused to a manager.
    expect((await api(t.app, 'PATCH', `/api/rooms/${rooms[0]!.roomId}`, { cookie: c.manager.cookie, body: { floor: 2, roomTypeId: null } })).statusCode).toBe(403);
    expect((await api(t.app, 'PATCH', `/api/rooms/${rooms[0]!.roomId}`, { cookie: c.admin.cookie, body: { floor: 2, roomTypeId: null } })).statusCode).toBe(200);
    const badRange = await api(t.app, 'POST', '/api/rooms/bulk-room-type', { cookie: c.manager.cookie, body: { hotelId: hotel.id, roomNumbers: 'abc', roomTypeId: null } });
    expect(badRange.json()).toMatchObject({ reason: 'ROOM_NUMBERS_NONE_VALID' });
  });

  it('refuses other roles (403) and another hotel’s types and rooms (404)', async () => {
    const { hotel, c } = await setup();
    const elsewhere = await seedHotel(t.db, 'Elsewhere');
    const stranger = await seedMember(t.app, t.db, 'manager', elsewhere.id);
    const [room] = await seedRooms(t.db, hotel.id, ['101']);
    const type = (await api(t.app, 'POST', `/api/hotels/${hotel.id}/room-types`, { cookie: c.manager.cookie, body: QUEEN })).json<{ id: string }>();
    for (const who of [c.frontdesk, c.housekeeper]) {
      expect((await api(t.app, 'POST', `/api/hotels/${hotel.id}/room-types`, { cookie: who.cookie, body: { ...QUEEN, name: 'X' } })).statusCode).toBe(403);
      expect((await api(t.app, 'PATCH', `/api/rooms/${room!.roomId}`, { cookie: who.cookie, body: { roomTypeId: type.id } })).statusCode).toBe(403);
    }
    const foreignType = await api(t.app, 'PATCH', `/api/room-types/${type.id}`, { cookie: stranger.cookie, body: { squareFeet: 1 } });
    expect(foreignType.statusCode).toBe(404);
    expect(foreignType.json()).toMatchObject({ reason: 'ROOM_TYPE_NOT_FOUND' });
    expect((await api(t.app, 'GET', `/api/hotels/${hotel.id}/room-types`, { cookie: stranger.cookie })).statusCode).toBe(404);
    // A type of another hotel cannot be given to a room of this one.
    const theirType = (await api(t.app, 'POST', `/api/hotels/${elsewhere.id}/room-types`, { cookie: stranger.cookie, body: QUEEN })).json<{ id: string }>();
    const crossed = await api(t.app, 'PATCH', `/api/rooms/${room!.roomId}`, { cookie: c.manager.cookie, body: { roomTypeId: theirType.id } });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toMatchObject({ reason: 'ROOM_TYPE_NOT_FOUND' });
    const bad = await api(t.app, 'POST', `/api/hotels/${hotel.id}/room-types`, { cookie: c.manager.cookie, body: { ...QUEEN, name: 'Big', squareFeet: -1 } });
    expect(bad.statusCode).toBe(400);
  });

  it('square feet is optional (issue 18): a type without one counts 0 toward the cap; null clears it', async () => {
    const { hotel, c } = await setup();
    const { squareFeet: _, ...unsized } = QUEEN;
    const created = await api(t.app, 'POST', `/api/hotels/${hotel.id}/room-types`, { cookie: c.manager.cookie, body: unsized });
    expect(created.statusCode, created.body).toBe(200);
    const type = created.json<{ id: string; squareFeet: number | null }>();
    expect(type.squareFeet).toBeNull();
    const sized = await api(t.app, 'PATCH', `/api/room-types/${type.id}`, { cookie: c.manager.cookie, body: { squareFeet: 280 } });
    expect(sized.json()).toMatchObject({ squareFeet: 280 });
    const cleared = await api(t.app, 'PATCH', `/api/room-types/${type.id}`, { cookie: c.manager.cookie, body: { squareFeet: null } });
    expect(cleared.json()).toMatchObject({ squareFeet: null });
    const explicit = await api(t.app, 'POST', `/api/hotels/${hotel.id}/room-types`, { cookie: c.manager.cookie, body: { ...QUEEN, name: 'King', squareFeet: null } });
    expect(explicit.json()).toMatchObject({ name: 'King', squareFeet: null });
    // A room of the unsized type still plans: its size counts nothing against a cap.
    await t.db.updateTable('hotels').set({ max_square_feet_per_shift: 100 }).where('id', '=', hotel.id).execute();
    const [room] = await seedRooms(t.db, hotel.id, ['101'], { status: 'dirty' });
    await api(t.app, 'PATCH', `/api/rooms/${room!.roomId}`, { cookie: c.manager.cookie, body: { roomTypeId: type.id } });
    const plan = await api(t.app, 'POST', '/api/room-statuses/auto-assign', {
      cookie: c.manager.cookie,
      body: { hotelId: hotel.id, housekeeperIds: [c.housekeeper.id], apply: false },
    });
    expect(plan.statusCode, plan.body).toBe(200);
    expect(JSON.stringify(plan.json())).toContain(room!.roomId);
  });
});
