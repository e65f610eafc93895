import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedRooms } from '../../test/seed-rooms';
import { trpc } from '../../test/trpc-http';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';

type WithRooms = { rooms: BoardRoom[] };
const summary = (rooms: BoardRoom[]) => rooms.map((r) => `${r.roomNumber}:${r.status}:${r.assignedTo ?? '-'}`).sort();

/**
 * Issue 19 (point 4): the app's own writes answer the board rows they changed, so the screen
 * patches them in instead of refetching every room list; the documented REST answers stay as
 * the spec has them.
 */
describe.each(testDatabases())('writes answer their changed rows (tRPC only) on %s', (kind) => {
  const t = useTestApp(kind);

  async function setup() {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    return { hotel, c };
  }

  it('bulk dirty, bulk PMS and assign answer the new rows of exactly the rooms they touched', async () => {
    const { hotel, c } = await setup();
    const rooms = await seedRooms(t.db, hotel.id, ['101', '102', '103']);
    const other = await seedHotel(t.db, 'Other');
    await seedRooms(t.db, other.id, ['101']);

    const dirty = await trpc(t.app, 'mutation', 'roomStatuses.bulkDirty', { hotelId: hotel.id, roomNumbers: '101-102' }, c.manager.cookie);
    expect(dirty.status, JSON.stringify(dirty.error)).toBe(200);
    const dirtyRooms = (dirty.data as WithRooms).rooms;
    expect(summary(dirtyRooms)).toEqual(['101:dirty:-', '102:dirty:-']);
    expect(dirtyRooms.every((r) => r.hotelId === hotel.id)).toBe(true);

    const assigned = await trpc(t.app, 'mutation', 'roomStatuses.assign', { roomIds: [rooms[0]!.roomId], housekeeperId: c.housekeeper.id }, c.manager.cookie);
    expect(assigned.status, JSON.stringify(assigned.error)).toBe(200);
    const [row] = (assigned.data as WithRooms).rooms;
    expect(row).toMatchObject({ roomNumber: '101', status: 'assigned', assignedTo: c.housekeeper.id, version: dirtyRooms.find((r) => r.roomNumber === '101')!.version + 1 });

    const pms = await trpc(t.app, 'mutation', 'roomStatuses.bulkPms', { hotelId: hotel.id, roomNumbers: '101-103' }, c.frontdesk.cookie);
    expect(pms.status, JSON.stringify(pms.error)).toBe(200);
    expect(summary((pms.data as WithRooms).rooms)).toEqual(['103:pms_updated:-']);
  });

  it('a late checkout added and resolved answers the room: flagged, then dirty', async () => {
    const { hotel, c } = await setup();
    const [room] = await seedRooms(t.db, hotel.id, ['201'], { status: 'clean' });
    const added = await trpc(t.app, 'mutation', 'lateCheckouts.add', { roomId: room!.roomId, hotelId: hotel.id, checkoutTime: '23:59' }, c.frontdesk.cookie);
    expect(added.status, JSON.stringify(added.error)).toBe(200);
    const late = added.data as { id: string } & WithRooms;
    expect(late.rooms).toEqual([expect.objectContaining({ roomId: room!.roomId, hasLateCheckout: true })]);
    const resolved = await trpc(t.app, 'mutation', 'lateCheckouts.resolve', { id: late.id }, c.frontdesk.cookie);
    expect(resolved.status, JSON.stringify(resolved.error)).toBe(200);
    expect((resolved.data as WithRooms).rooms).toEqual([expect.objectContaining({ roomId: room!.roomId, status: 'dirty', hasLateCheckout: false })]);
  });

  it('the REST paths answer as the spec documents them, without the rows, and so does the OpenAPI document', async () => {
    const { hotel, c } = await setup();
    const [room] = await seedRooms(t.db, hotel.id, ['301', '302']);
    const bulk = await api(t.app, 'POST', '/api/room-statuses/bulk-dirty', { cookie: c.manager.cookie, body: { hotelId: hotel.id, roomNumbers: '301' } });
    expect(bulk.json()).toEqual({ count: 1, roomNumbers: ['301'] });
    const assign = await api(t.app, 'POST', '/api/room-statuses/assign', { cookie: c.manager.cookie, body: { roomIds: [room!.roomId], housekeeperId: c.housekeeper.id } });
    expect(assign.json()).toEqual({ count: 1, roomNumbers: ['301'], housekeeperId: c.housekeeper.id });
    const late = await api(t.app, 'POST', '/api/late-checkouts', { cookie: c.frontdesk.cookie, body: { roomId: room!.roomId, hotelId: hotel.id, checkoutTime: '23:59' } });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).not.toHaveProperty('rooms');
    const resolve = await api(t.app, 'PATCH', `/api/late-checkouts/${late.json().id}`, { cookie: c.frontdesk.cookie, body: {} });
    expect(resolve.json()).not.toHaveProperty('rooms');

    const doc = (await api(t.app, 'GET', '/api/openapi.json')).json();
    const answer = (path: string, method: string) => doc.paths[path][method].responses['200'].content['application/json'].schema;
    expect(Object.keys(answer('/api/room-statuses/bulk-dirty', 'post').properties).sort()).toEqual(['count', 'roomNumbers']);
    expect(answer('/api/room-statuses/assign', 'post').properties).not.toHaveProperty('rooms');
    expect(answer('/api/late-checkouts/{id}', 'patch').properties).not.toHaveProperty('rooms');
    expect(answer('/api/room-statuses/auto-assign', 'post').properties).not.toHaveProperty('rooms');
  });
});
