import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { countEvents, seedCrew, seedMember, seedRooms, type Member } from '../../test/seed-rooms';
import { trpc } from '../../test/trpc-http';
import type { Db } from '../../db/connection';
import type { Role } from '../../../src-shared/roles';

interface Route {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  body?: Record<string, unknown>;
  /** Roles the action is open to at all (DESIGN §4); anyone else gets 403 whatever the hotel. */
  roles: Role[];
}
const ALL: Role[] = ['admin', 'manager', 'frontdesk', 'housekeeper'];
const DESK: Role[] = ['admin', 'manager', 'frontdesk'];

/** Every room-operation REST path, aimed at ids of hotel B. */
function routesInto(b: Awaited<ReturnType<typeof seedOtherHotel>>, self: Member): Route[] {
  const [r1, r2, r3, r4] = b.rooms;
  return [
    { name: 'board', method: 'GET', url: `/api/room-statuses/hotel/${b.hotelId}`, roles: ALL },
    { name: 'room status', method: 'GET', url: `/api/room-statuses/room/${r1!.roomId}`, roles: ALL },
    // A housekeeper may read their own list only; another hotel's person is unknown to them (404) before that rule applies.
    { name: 'assigned list', method: 'GET', url: `/api/room-statuses/assigned/${b.housekeeper.id}`, roles: ALL },
    { name: 'late checkouts', method: 'GET', url: `/api/late-checkouts/hotel/${b.hotelId}/unresolved`, roles: ALL },
    { name: 'notes', method: 'GET', url: `/api/room-notes/room/${r1!.roomId}`, roles: ALL },
    { name: 'unread', method: 'GET', url: `/api/room-notes/unread/${self.id}/${b.hotelId}`, roles: ALL },
    { name: 'daily report', method: 'GET', url: `/api/daily-cleaning-stats/${b.hotelId}?date=2030-01-01`, roles: ['admin', 'manager'] },
    { name: 'set status', method: 'POST', url: '/api/room-statuses', body: { roomId: r1!.roomId, status: 'out_of_service' }, roles: ALL },
    { name: 'patch status', method: 'PATCH', url: `/api/room-statuses/${r2!.statusId}`, body: { status: 'dirty' }, roles: ALL },
    { name: 'bulk dirty', method: 'POST', url: '/api/room-statuses/bulk-dirty', body: { hotelId: b.hotelId, roomNumbers: '103' }, roles: DESK },
    { name: 'bulk pms', method: 'POST', url: '/api/room-statuses/bulk-pms', body: { hotelId: b.hotelId, roomNumbers: '104' }, roles: DESK },
    { name: 'assign', method: 'POST', url: '/api/room-statuses/assign', body: { roomIds: [r3!.roomId], housekeeperId: b.housekeeper.id }, roles: ['admin', 'manager'] },
    { name: 'add late checkout', method: 'POST', url: '/api/late-checkouts', body: { roomId: r4!.roomId, checkoutTime: '23:59' }, roles: DESK },
    { name: 'resolve late checkout', method: 'PATCH', url: `/api/late-checkouts/${b.lateId}`, body: { resolvedAt: new Date().toISOString() }, roles: DESK },
    { name: 'add note', method: 'POST', url: '/api/room-notes', body: { roomId: r1!.roomId, content: 'Hello' }, roles: ALL },
    { name: 'mark note read', method: 'PATCH', url: `/api/room-notes/${b.noteId}/read`, body: {}, roles: ALL },
  ];
}

/** Hotel B: rooms 101 (clean, a note), 102 (clean, late checkout), 103 (dirty), 104 (clean) and a housekeeper. */
async function seedOtherHotel(db: Db, app: Parameters<typeof seedMember>[0]) {
  const hotel = await seedHotel(db, 'Other Hotel');
  const rooms = await seedRooms(db, hotel.id, ['101', '102']);
  rooms.push(...(await seedRooms(db, hotel.id, ['103'], { status: 'dirty' })), ...(await seedRooms(db, hotel.id, ['104'])));
  const housekeeper = await seedMember(app, db, 'housekeeper', hotel.id);
  const late = await db.insertInto('late_checkouts').values({ room_id: rooms[1]!.roomId, hotel_id: hotel.id, checkout_time: '11:00', created_by: null }).returning('id').executeTakeFirstOrThrow();
  const note = await db.insertInto('room_notes').values({ room_id: rooms[0]!.roomId, hotel_id: hotel.id, content: 'B note', created_by: housekeeper.id }).returning('id').executeTakeFirstOrThrow();
  return { hotelId: hotel.id, rooms, housekeeper, lateId: late.id, noteId: note.id };
}

async function snapshot(db: Db) {
  return {
    statuses: await db.selectFrom('room_statuses').selectAll().orderBy('id').execute(),
    events: await countEvents(db),
    late: await db.selectFrom('late_checkouts').selectAll().orderBy('id').execute(),
    notes: await db.selectFrom('room_notes').select('id').execute(),
    reads: await db.selectFrom('room_note_reads').select('note_id').execute(),
  };
}

describe.each(testDatabases())('hotel scope and sessions (DESIGN §4) on %s', (kind) => {
  const t = useTestApp(kind);

  it.each(['manager', 'frontdesk', 'housekeeper'] as const)('%s: every id of another hotel is a 404 (or the role’s 403), nothing changes', async (role) => {
    const home = await seedHotel(t.db, 'Home');
    const c = await seedCrew(t.app, t.db, home.id);
    await seedRooms(t.db, home.id, ['101', '102', '103', '104']);
    const b = await seedOtherHotel(t.db, t.app);
    const before = await snapshot(t.db);
    for (const route of routesInto(b, c[role])) {
      const res = await api(t.app, route.method, route.url, { cookie: c[role].cookie, body: route.body });
      const expected = route.roles.includes(role) ? 404 : 403;
      expect(res.statusCode, `${role} ${route.name}: ${res.body}`).toBe(expected);
      expect(res.json()).toMatchObject({ error: expect.any(String), code: expected === 404 ? 'NOT_FOUND' : 'FORBIDDEN' });
    }
    const viaTrpc = await trpc(t.app, 'mutation', 'roomNotes.markRoomRead', { roomId: b.rooms[0]!.roomId }, c[role].cookie);
    expect(viaTrpc.status).toBe(404);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('an admin acts in any hotel through the same paths', async () => {
    const home = await seedHotel(t.db, 'Home');
    const { admin } = await seedCrew(t.app, t.db, home.id);
    const b = await seedOtherHotel(t.db, t.app);
    for (const route of routesInto(b, admin).filter((r) => r.name !== 'add late checkout')) {
      const res = await api(t.app, route.method, route.url, { cookie: admin.cookie, body: route.body });
      expect(res.statusCode, `admin ${route.name}: ${res.body}`).toBe(200);
    }
    const statuses = await t.db.selectFrom('room_statuses as s').innerJoin('rooms as r', 'r.id', 's.room_id').select(['r.room_number', 's.status', 's.assigned_to']).where('s.hotel_id', '=', b.hotelId).orderBy('r.room_number').execute();
    expect(statuses).toEqual([
      { room_number: '101', status: 'out_of_service', assigned_to: null },
      { room_number: '102', status: 'dirty', assigned_to: null },
      { room_number: '103', status: 'assigned', assigned_to: b.housekeeper.id },
      { room_number: '104', status: 'pms_updated', assigned_to: null },
    ]);
    expect(await countEvents(t.db)).toBe(6);
  });

  it('without a session every path is a 401; a deactivated user’s cookie stops working', async () => {
    const home = await seedHotel(t.db, 'Home');
    const c = await seedCrew(t.app, t.db, home.id);
    const b = await seedOtherHotel(t.db, t.app);
    const before = await snapshot(t.db);
    for (const route of routesInto(b, c.manager)) {
      const res = await api(t.app, route.method, route.url, { body: route.body });
      expect(res.statusCode, `${route.name}: ${res.body}`).toBe(401);
      expect(res.json()).toMatchObject({ error: 'You are not signed in', code: 'UNAUTHORIZED' });
    }
    expect((await trpc(t.app, 'mutation', 'roomStatuses.setStatus', { roomId: b.rooms[0]!.roomId, status: 'dirty' })).status).toBe(401);
    await t.db.updateTable('users').set({ status: 'rejected' }).where('id', '=', c.housekeeper.id).execute();
    expect((await api(t.app, 'GET', `/api/room-statuses/hotel/${home.id}`, { cookie: c.housekeeper.cookie })).statusCode).toBe(401);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('every role reads its own hotel; a housekeeper reads only their own assigned list', async () => {
    const home = await seedHotel(t.db, 'Home');
    const c = await seedCrew(t.app, t.db, home.id);
    const other = await seedMember(t.app, t.db, 'housekeeper', home.id);
    await seedRooms(t.db, home.id, ['101'], { status: 'assigned', assigned_to: c.housekeeper.id });
    for (const who of Object.values(c)) {
      for (const url of [`/api/room-statuses/hotel/${home.id}`, `/api/late-checkouts/hotel/${home.id}/unresolved`, `/api/room-notes/unread/${who.id}/${home.id}`]) {
        expect((await api(t.app, 'GET', url, { cookie: who.cookie })).statusCode, `${who.role} ${url}`).toBe(200);
      }
      const mine = await api(t.app, 'GET', `/api/room-statuses/assigned/${c.housekeeper.id}`, { cookie: who.cookie });
      expect(mine.json()).toMatchObject([{ roomNumber: '101', assignedTo: c.housekeeper.id }]);
    }
    const theirs = await api(t.app, 'GET', `/api/room-statuses/assigned/${other.id}`, { cookie: c.housekeeper.cookie });
    expect(theirs.statusCode).toBe(403);
  });
});
