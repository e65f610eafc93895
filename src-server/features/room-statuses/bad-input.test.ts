import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, ORIGIN, seedHotel, useTestApp } from '../../test/test-app';
import { countEvents, seedCrew, seedRooms } from '../../test/seed-rooms';
import { trpc } from '../../test/trpc-http';

/** DESIGN §5: bad input is a 400 with the one error body, never a 500. */
describe.each(testDatabases())('bad input on room operations on %s', (kind) => {
  const t = useTestApp(kind);

  async function setup() {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const [room] = await seedRooms(t.db, hotel.id, ['101'], { status: 'dirty' });
    const note = await t.db.insertInto('room_notes').values({ room_id: room!.roomId, hotel_id: hotel.id, content: 'x', created_by: c.frontdesk.id }).returning('id').executeTakeFirstOrThrow();
    return { hotel, c, room: room!, noteId: note.id };
  }

  it('each malformed request is a 400 with the message a person can act on', async () => {
    const { hotel, c, room, noteId } = await setup();
    const long = 'x'.repeat(2001);
    const cases: [string, 'GET' | 'POST' | 'PATCH', string, unknown, string | null][] = [
      ['board id', 'GET', '/api/room-statuses/hotel/not-a-uuid', undefined, 'Invalid id'],
      ['room id', 'GET', '/api/room-statuses/room/123', undefined, 'Invalid id'],
      ['user id', 'GET', '/api/room-statuses/assigned/xyz', undefined, 'Invalid id'],
      ['status room id', 'POST', '/api/room-statuses', { roomId: 'x', status: 'dirty' }, 'Invalid id'],
      ['unknown status', 'POST', '/api/room-statuses', { roomId: room.roomId, status: 'filthy' }, null],
      ['assigned is not a menu status', 'POST', '/api/room-statuses', { roomId: room.roomId, status: 'assigned' }, null],
      ['no body', 'POST', '/api/room-statuses', undefined, null],
      ['note too long', 'POST', '/api/room-statuses', { roomId: room.roomId, status: 'out_of_service', notes: long }, null],
      ['patch id', 'PATCH', '/api/room-statuses/bad', { status: 'dirty' }, 'Invalid id'],
      ['patch status', 'PATCH', `/api/room-statuses/${room.statusId}`, { status: 'bogus' }, null],
      ['patch assigned without assignee', 'PATCH', `/api/room-statuses/${room.statusId}`, { status: 'assigned' }, 'Choose a housekeeper to assign the room to'],
      ['patch nothing', 'PATCH', `/api/room-statuses/${room.statusId}`, {}, 'Nothing to change'],
      ['patch assignee id', 'PATCH', `/api/room-statuses/${room.statusId}`, { assignedTo: 'nobody' }, 'Invalid id'],
      ['bulk hotel id', 'POST', '/api/room-statuses/bulk-dirty', { hotelId: 'h', roomNumbers: '101' }, 'Invalid id'],
      ['bulk numbers missing', 'POST', '/api/room-statuses/bulk-dirty', { hotelId: hotel.id }, null],
      ['bulk numbers not text', 'POST', '/api/room-statuses/bulk-pms', { hotelId: hotel.id, roomNumbers: 101 }, null],
      ['assign nothing', 'POST', '/api/room-statuses/assign', { roomIds: [], housekeeperId: c.housekeeper.id }, 'Please select rooms and a housekeeper'],
      ['assign no housekeeper', 'POST', '/api/room-statuses/assign', { roomIds: [room.roomId] }, null],
      ['assign room ids', 'POST', '/api/room-statuses/assign', { roomIds: ['x'], housekeeperId: c.housekeeper.id }, 'Invalid id'],
      ['late time 25:00', 'POST', '/api/late-checkouts', { roomId: room.roomId, checkoutTime: '25:00' }, 'Please enter a time as HH:mm'],
      ['late time 9:00', 'POST', '/api/late-checkouts', { roomId: room.roomId, checkoutTime: '9:00' }, 'Please enter a time as HH:mm'],
      ['late time missing', 'POST', '/api/late-checkouts', { roomId: room.roomId }, null],
      ['late room id', 'POST', '/api/late-checkouts', { roomId: 'r', checkoutTime: '12:00' }, 'Invalid id'],
      ['late hotel id', 'POST', '/api/late-checkouts', { roomId: room.roomId, hotelId: 'h', checkoutTime: '12:00' }, 'Invalid id'],
      ['resolve id', 'PATCH', '/api/late-checkouts/nope', { resolvedAt: new Date().toISOString() }, 'Invalid id'],
      ['late list id', 'GET', '/api/late-checkouts/hotel/nope/unresolved', undefined, 'Invalid id'],
      ['blank note', 'POST', '/api/room-notes', { roomId: room.roomId, content: '   ' }, 'Please enter a note'],
      ['missing note', 'POST', '/api/room-notes', { roomId: room.roomId }, 'Please enter a note'],
      ['note not text', 'POST', '/api/room-notes', { roomId: room.roomId, content: 42 }, 'Please enter a note'],
      ['note too long', 'POST', '/api/room-notes', { roomId: room.roomId, content: long }, 'A note can be at most 2000 characters'],
      ['note room id', 'POST', '/api/room-notes', { roomId: '1', content: 'Hi' }, 'Invalid id'],
      ['notes room id', 'GET', '/api/room-notes/room/1', undefined, 'Invalid id'],
      ['read note id', 'PATCH', '/api/room-notes/1/read', { userId: c.manager.id }, 'Invalid id'],
      ['read user id', 'PATCH', `/api/room-notes/${noteId}/read`, { userId: 'me' }, 'Invalid id'],
      ['unread ids', 'GET', '/api/room-notes/unread/me/here', undefined, 'Invalid id'],
      ['report no date', 'GET', `/api/daily-cleaning-stats/${hotel.id}`, undefined, null],
      ['report date text', 'GET', `/api/daily-cleaning-stats/${hotel.id}?date=tomorrow`, undefined, 'Please choose a date as yyyy-MM-dd'],
      ['report month 13', 'GET', `/api/daily-cleaning-stats/${hotel.id}?date=2030-13-45`, undefined, 'Please choose a date as yyyy-MM-dd'],
      ['report 30 February', 'GET', `/api/daily-cleaning-stats/${hotel.id}?date=2030-02-30`, undefined, 'Please choose a date as yyyy-MM-dd'],
      ['report hotel id', 'GET', '/api/daily-cleaning-stats/h?date=2030-01-01', undefined, 'Invalid id'],
    ];
    for (const [name, method, url, body, message] of cases) {
      const res = await api(t.app, method, url, { cookie: c.manager.cookie, body });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      const json = res.json();
      expect(json.code, name).toBe('BAD_REQUEST');
      expect(typeof json.error).toBe('string');
      if (message) expect(json.error, name).toBe(message);
      expect(res.body).not.toContain('"stack"');
    }
    expect(await countEvents(t.db)).toBe(0);
    expect(await t.db.selectFrom('room_notes').select('id').execute()).toHaveLength(1);
    expect(await t.db.selectFrom('late_checkouts').select('id').execute()).toHaveLength(0);
  });

  it('malformed JSON and non-JSON bodies are refused before any procedure runs', async () => {
    const { c, room } = await setup();
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/room-statuses',
      headers: { cookie: c.manager.cookie, origin: ORIGIN, 'content-type': 'application/json' },
      payload: '{"roomId":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ code: 'BAD_REQUEST' });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/room-statuses',
      headers: { cookie: c.manager.cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `roomId=${room.roomId}&status=clean`,
    });
    expect(form.statusCode).toBe(415);
    expect(await countEvents(t.db)).toBe(0);
  });

  it('tRPC answers bad input with 400 and the same message', async () => {
    const { c, room } = await setup();
    const blank = await trpc(t.app, 'mutation', 'roomNotes.add', { roomId: room.roomId, content: ' ' }, c.manager.cookie);
    expect(blank.status).toBe(400);
    expect(blank.error).toMatchObject({ code: 'BAD_REQUEST', error: 'Please enter a note' });
    const status = await trpc(t.app, 'mutation', 'roomStatuses.setStatus', { roomId: room.roomId, status: 'assigned' }, c.manager.cookie);
    expect(status.status).toBe(400);
    const board = await trpc(t.app, 'query', 'roomStatuses.byHotel', { hotelId: 'nope' }, c.manager.cookie);
    expect(board.status).toBe(400);
    expect(board.error).toMatchObject({ code: 'BAD_REQUEST', error: 'Invalid id' });
    const noInput = await t.app.inject({ method: 'GET', url: '/trpc/roomStatuses.byHotel?input=%7Bbroken', headers: { cookie: c.manager.cookie } });
    expect(noInput.statusCode).toBe(400);
  });
});
