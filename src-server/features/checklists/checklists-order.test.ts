import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember, seedRoom } from '../../test/seed-rooms';
import { expectError } from '../../test/http-checks';

/**
 * Issue 31 point 1: the hotel's checklists are reordered one place at a time (managers and
 * admins); the order is the order in which a room's checklist is chosen (checklistFor).
 */
describe.each(testDatabases())('the order of a hotel checklists on %s', (kind) => {
  const t = useTestApp(kind);
  const ITEMS = [{ id: 'bed', text: 'Bed made', weight: 5, photoRequired: false, critical: false }];

  async function setup(names = ['Alpha', 'Bravo', 'Charlie']) {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const ids: string[] = [];
    for (const name of names) {
      const made = await api(t.app, 'POST', `/api/hotels/${hotel.id}/checklists`, { cookie: c.manager.cookie, body: { name, items: ITEMS } });
      expect(made.statusCode, made.body).toBe(200);
      ids.push(made.json().id);
    }
    return { hotel, c, ids };
  }
  const move = (cookie: string, id: string, by: number) => api(t.app, 'POST', `/api/checklists/${id}/move`, { cookie, body: { by } });
  const names = (list: { name: string }[]) => list.map((c) => c.name);
  const listed = async (hotelId: string, cookie: string) => {
    const res = await api(t.app, 'GET', `/api/hotels/${hotelId}/checklists`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return names(res.json());
  };
  const positions = async (hotelId: string) =>
    (await t.db.selectFrom('checklists').select(['name', 'position']).where('hotel_id', '=', hotelId).orderBy('position').orderBy('name').execute()).map((r) => [r.name, r.position]);

  it('a manager and an admin move checklists up and down; the answer and the list keep the new order; at either end nothing moves', async () => {
    const { hotel, c, ids } = await setup();
    expect(await positions(hotel.id)).toEqual([
      ['Alpha', 0],
      ['Bravo', 1],
      ['Charlie', 2],
    ]);
    const up = await move(c.manager.cookie, ids[2]!, -1);
    expect(up.statusCode, up.body).toBe(200);
    expect(names(up.json())).toEqual(['Alpha', 'Charlie', 'Bravo']);
    expect(await listed(hotel.id, c.manager.cookie)).toEqual(['Alpha', 'Charlie', 'Bravo']);

    // An admin is of no hotel and may reorder any hotel's lists (tRPC, as the admin panel calls it).
    const admin = await api(t.app, 'POST', '/trpc/checklists.move', { cookie: c.admin.cookie, body: { id: ids[0], by: 1 } });
    expect(admin.statusCode, admin.body).toBe(200);
    expect(names(admin.json().result.data)).toEqual(['Charlie', 'Alpha', 'Bravo']);

    const top = await move(c.manager.cookie, ids[2]!, -1);
    expect(top.statusCode, top.body).toBe(200);
    expect(names(top.json())).toEqual(['Charlie', 'Alpha', 'Bravo']);
    expect(names((await move(c.manager.cookie, ids[1]!, 1)).json())).toEqual(['Charlie', 'Alpha', 'Bravo']);
    expect(await positions(hotel.id)).toEqual([
      ['Charlie', 0],
      ['Alpha', 1],
      ['Bravo', 2],
    ]);
  });

  it('refuses other roles (403), another hotel’s manager (404), an unknown list (404) and a move by more than one place (400)', async () => {
    const { hotel, c, ids } = await setup();
    const supervisor = await seedMember(t.app, t.db, 'supervisor', hotel.id);
    expectError(await move(supervisor.cookie, ids[1]!, -1), 403, 'FORBIDDEN');
    expectError(await move(c.housekeeper.cookie, ids[1]!, -1), 403, 'FORBIDDEN');
    expectError(await move(c.frontdesk.cookie, ids[1]!, -1), 403, 'FORBIDDEN');
    const other = await seedHotel(t.db);
    const otherManager = await seedMember(t.app, t.db, 'manager', other.id);
    expectError(await move(otherManager.cookie, ids[1]!, -1), 404, 'NOT_FOUND');
    expectError(await move(c.manager.cookie, '00000000-0000-4000-8000-000000000000', -1), 404, 'NOT_FOUND');
    expectError(await move(c.manager.cookie, ids[1]!, 2), 400, 'BAD_REQUEST');
    expectError(await move(c.manager.cookie, ids[1]!, 0), 400, 'BAD_REQUEST');
    expect(await listed(hotel.id, c.manager.cookie)).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('numbers lists that share a position (the migration’s default) in their order before swapping', async () => {
    const hotel = await seedHotel(t.db);
    const manager = await seedMember(t.app, t.db, 'manager', hotel.id);
    const ids: string[] = [];
    for (const [n, name] of ['Old one', 'Old two', 'Old three'].entries()) {
      const row = await t.db
        .insertInto('checklists')
        .values({ hotel_id: hotel.id, name, items: JSON.stringify(ITEMS), created_at: new Date(Date.UTC(2026, 0, 1 + n)) })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    expect(await listed(hotel.id, manager.cookie)).toEqual(['Old one', 'Old two', 'Old three']);
    expect(names((await move(manager.cookie, ids[2]!, -1)).json())).toEqual(['Old one', 'Old three', 'Old two']);
    expect(await positions(hotel.id)).toEqual([
      ['Old one', 0],
      ['Old three', 1],
      ['Old two', 2],
    ]);
  });

  it('two moves at once both apply, one after the other: pressed twice, a list goes up two places, and every list keeps a place of its own', async () => {
    const { hotel, c, ids } = await setup(['A', 'B', 'C', 'D']);
    const [one, two] = await Promise.all([move(c.manager.cookie, ids[3]!, -1), move(c.admin.cookie, ids[3]!, -1)]);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.statusCode, two.body).toBe(200);
    // Read at the same time and not one after the other, both would have swapped D with C: one move lost.
    expect(await listed(hotel.id, c.manager.cookie)).toEqual(['A', 'D', 'B', 'C']);
    expect((await positions(hotel.id)).map(([, p]) => p)).toEqual([0, 1, 2, 3]);
  });

  it('the order chooses the room’s checklist: the first fitting one, though a list naming the room’s type comes before one for every type', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const suite = await t.db
      .insertInto('room_types')
      .values({ hotel_id: hotel.id, name: 'Suite', credits_departure: 30, credits_stayover: 15, credits_touch_up: 5, square_feet: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const make = async (name: string, body: object = {}) => {
      const res = await api(t.app, 'POST', `/api/hotels/${hotel.id}/checklists`, { cookie: c.manager.cookie, body: { name, items: ITEMS, ...body } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().id as string;
    };
    const first = await make('Every room');
    const second = await make('Departures', { cleaningTypes: ['departure'] });
    const room = await seedRoom(t.db, hotel.id, '101', { status: 'dirty', cleaning_type: 'departure' });
    const forRoom = async () => {
      const res = await api(t.app, 'GET', `/trpc/checklists.forRoom?input=${encodeURIComponent(JSON.stringify({ roomId: room.roomId }))}`, { cookie: c.manager.cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result.data.checklist?.name as string | undefined;
    };
    expect(await forRoom()).toBe('Every room');
    await move(c.manager.cookie, second, -1);
    expect(await forRoom()).toBe('Departures');
    await move(c.manager.cookie, first, -1);
    expect(await forRoom()).toBe('Every room');

    // A suite's own list is chosen wherever it stands, as the Setup panel's description says.
    await t.db.updateTable('rooms').set({ room_type_id: suite.id }).where('id', '=', room.roomId).execute();
    await make('Suites', { roomTypeIds: [suite.id] });
    expect(await listed(hotel.id, c.manager.cookie)).toEqual(['Every room', 'Departures', 'Suites']);
    expect(await forRoom()).toBe('Suites');
  });
});
