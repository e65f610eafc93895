import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedRooms, type Member } from '../../test/seed-rooms';
import { trpc } from '../../test/trpc-http';

describe.each(testDatabases())('room notes and unread counts (spec §3, §7) on %s', (kind) => {
  const t = useTestApp(kind);

  async function setup() {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const rooms = await seedRooms(t.db, hotel.id, ['101', '102']);
    return { hotel, c, rooms };
  }
  const addNote = (who: Member, roomId: string, content: string, extra: Record<string, unknown> = {}) =>
    api(t.app, 'POST', '/api/room-notes', { cookie: who.cookie, body: { roomId, content, ...extra } });
  const unread = async (who: Member, hotelId: string) =>
    (await api(t.app, 'GET', `/api/room-notes/unread/${who.id}/${hotelId}`, { cookie: who.cookie })).json();

  it('every role adds notes; the author comes from the session and is named in the list, newest first', async () => {
    const { hotel, c, rooms } = await setup();
    const room = rooms[0]!;
    const first = await addNote(c.manager, room.roomId, '  Extra towels  ', { hotelId: crypto.randomUUID(), createdBy: c.frontdesk.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      id: expect.any(String),
      roomId: room.roomId,
      hotelId: hotel.id,
      content: 'Extra towels',
      createdBy: c.manager.id,
      createdAt: expect.any(String),
      authorName: 'Maria Manager',
    });
    for (const who of [c.housekeeper, c.frontdesk, c.admin]) expect((await addNote(who, room.roomId, `from ${who.role}`)).statusCode).toBe(200);
    const list = await api(t.app, 'GET', `/api/room-notes/room/${room.roomId}`, { cookie: c.housekeeper.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((n: { content: string; authorName: string }) => [n.content, n.authorName])).toEqual([
      ['from admin', c.admin.fullName],
      ['from frontdesk', 'Frank Desk'],
      ['from housekeeper', 'Hana Keeper'],
      ['Extra towels', 'Maria Manager'],
    ]);
    expect(await t.db.selectFrom('room_notes').select(['created_by', 'hotel_id']).where('content', '=', 'Extra towels').execute()).toEqual([
      { created_by: c.manager.id, hotel_id: hotel.id },
    ]);
    const other = await api(t.app, 'GET', `/api/room-notes/room/${rooms[1]!.roomId}`, { cookie: c.manager.cookie });
    expect(other.json()).toEqual([]);
  });

  it('unread counts are per room and per reader; one’s own notes are never unread', async () => {
    const { hotel, c, rooms } = await setup();
    await addNote(c.manager, rooms[0]!.roomId, 'one');
    await addNote(c.manager, rooms[0]!.roomId, 'two');
    await addNote(c.frontdesk, rooms[1]!.roomId, 'three');
    expect(await unread(c.manager, hotel.id)).toEqual({ [rooms[1]!.roomId]: 1 });
    expect(await unread(c.frontdesk, hotel.id)).toEqual({ [rooms[0]!.roomId]: 2 });
    expect(await unread(c.housekeeper, hotel.id)).toEqual({ [rooms[0]!.roomId]: 2, [rooms[1]!.roomId]: 1 });
    expect(await unread(c.admin, hotel.id)).toEqual({ [rooms[0]!.roomId]: 2, [rooms[1]!.roomId]: 1 });
    const viaTrpc = await trpc(t.app, 'query', 'roomNotes.unread', { hotelId: hotel.id }, c.housekeeper.cookie);
    expect(viaTrpc.data).toEqual({ [rooms[0]!.roomId]: 2, [rooms[1]!.roomId]: 1 });
  });

  it("the newest unread note of each room, per reader (issue 18: on the housekeeper's card); read ones drop out; another hotel is 404", async () => {
    const { hotel, c, rooms } = await setup();
    await addNote(c.manager, rooms[0]!.roomId, 'one');
    const two = (await addNote(c.frontdesk, rooms[0]!.roomId, 'extra towels and a crib')).json();
    await addNote(c.housekeeper, rooms[1]!.roomId, 'my own');
    const latest = async (who: Member, hotelId = hotel.id) => trpc(t.app, 'query', 'roomNotes.latestUnread', { hotelId }, who.cookie);
    const mine = await latest(c.housekeeper);
    expect(mine.data).toEqual({ [rooms[0]!.roomId]: expect.objectContaining({ id: two.id, content: 'extra towels and a crib', authorName: 'Frank Desk' }) });
    // The desk's own note is not news to the desk: the manager's is its newest unread.
    expect(await latest(c.frontdesk)).toMatchObject({ data: { [rooms[0]!.roomId]: { content: 'one' }, [rooms[1]!.roomId]: { content: 'my own' } } });
    await api(t.app, 'PATCH', `/api/room-notes/${two.id}/read`, { cookie: c.housekeeper.cookie, body: {} });
    expect((await latest(c.housekeeper)).data).toEqual({ [rooms[0]!.roomId]: expect.objectContaining({ content: 'one' }) });
    const other = await seedHotel(t.db, 'Elsewhere');
    expect((await latest(c.housekeeper, other.id)).status).toBe(404);
  });

  it('PATCH /api/room-notes/{id}/read clears one note for that reader only', async () => {
    const { hotel, c, rooms } = await setup();
    await addNote(c.manager, rooms[0]!.roomId, 'one');
    const two = (await addNote(c.manager, rooms[0]!.roomId, 'two')).json();
    const res = await api(t.app, 'PATCH', `/api/room-notes/${two.id}/read`, { cookie: c.housekeeper.cookie, body: { userId: c.housekeeper.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await unread(c.housekeeper, hotel.id)).toEqual({ [rooms[0]!.roomId]: 1 });
    expect(await unread(c.frontdesk, hotel.id)).toEqual({ [rooms[0]!.roomId]: 2 });
    // Marking twice, or without a userId in the body, is harmless.
    expect((await api(t.app, 'PATCH', `/api/room-notes/${two.id}/read`, { cookie: c.housekeeper.cookie, body: {} })).statusCode).toBe(200);
    expect(await t.db.selectFrom('room_note_reads').selectAll().execute()).toHaveLength(1);
  });

  it('Mark All as Read (markRoomRead) clears the room for the reader; a newer note is unread again', async () => {
    const { hotel, c, rooms } = await setup();
    await addNote(c.manager, rooms[0]!.roomId, 'one');
    await addNote(c.manager, rooms[0]!.roomId, 'two');
    await addNote(c.manager, rooms[1]!.roomId, 'elsewhere');
    const r = await trpc(t.app, 'mutation', 'roomNotes.markRoomRead', { roomId: rooms[0]!.roomId }, c.housekeeper.cookie);
    expect(r).toMatchObject({ status: 200, data: { success: true } });
    expect(await unread(c.housekeeper, hotel.id)).toEqual({ [rooms[1]!.roomId]: 1 });
    await addNote(c.frontdesk, rooms[0]!.roomId, 'three');
    expect(await unread(c.housekeeper, hotel.id)).toEqual({ [rooms[0]!.roomId]: 1, [rooms[1]!.roomId]: 1 });
  });

  it("another user's id in the path or body is a 403, and nothing is marked", async () => {
    const { hotel, c, rooms } = await setup();
    const note = (await addNote(c.manager, rooms[0]!.roomId, 'one')).json();
    const peek = await api(t.app, 'GET', `/api/room-notes/unread/${c.frontdesk.id}/${hotel.id}`, { cookie: c.housekeeper.cookie });
    expect(peek.statusCode).toBe(403);
    expect(peek.json()).toMatchObject({ error: 'You do not have permission to do this', code: 'FORBIDDEN' });
    const markForOther = await api(t.app, 'PATCH', `/api/room-notes/${note.id}/read`, { cookie: c.housekeeper.cookie, body: { userId: c.frontdesk.id } });
    expect(markForOther.statusCode).toBe(403);
    const adminForOther = await api(t.app, 'PATCH', `/api/room-notes/${note.id}/read`, { cookie: c.admin.cookie, body: { userId: c.frontdesk.id } });
    expect(adminForOther.statusCode).toBe(403);
    expect(await t.db.selectFrom('room_note_reads').selectAll().execute()).toEqual([]);
    expect(await unread(c.frontdesk, hotel.id)).toEqual({ [rooms[0]!.roomId]: 1 });
  });

  it('notes of an unknown room or note are 404, a blank note is refused with the spec message', async () => {
    const { c, rooms } = await setup();
    expect((await addNote(c.manager, crypto.randomUUID(), 'x')).json()).toMatchObject({ error: 'Room not found', code: 'NOT_FOUND' });
    expect((await api(t.app, 'GET', `/api/room-notes/room/${crypto.randomUUID()}`, { cookie: c.manager.cookie })).statusCode).toBe(404);
    expect((await api(t.app, 'PATCH', `/api/room-notes/${crypto.randomUUID()}/read`, { cookie: c.manager.cookie, body: {} })).statusCode).toBe(404);
    const blank = await addNote(c.housekeeper, rooms[0]!.roomId, ' \n\t ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ error: 'Please enter a note', code: 'BAD_REQUEST' });
    expect(await t.db.selectFrom('room_notes').select('id').execute()).toEqual([]);
  });
});
