import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember, seedRooms, type Member } from '../../test/seed-rooms';
import { trpc } from '../../test/trpc-http';
import { hotelDate } from '../../../src-shared/hotel-time';

const TZ = 'America/Los_Angeles';

/** Issue 21: work orders and the out of order they set or end reach the day's history (DESIGN §12, §18). */
describe.each(testDatabases())('work orders in the day history on %s', (kind) => {
  const t = useTestApp(kind);

  async function setup() {
    const hotel = await seedHotel(t.db, 'Harbour Hotel', TZ);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const maintenance = await seedMember(t.app, t.db, 'maintenance', hotel.id, { fullName: 'Mo Fixer' });
    const rooms = await seedRooms(t.db, hotel.id, ['412', '413', '414'], { status: 'clean' });
    return { hotel, c, maintenance, rooms };
  }
  const report = (who: Member, body: Record<string, unknown>) => api(t.app, 'POST', '/api/work-orders', { cookie: who.cookie, body });
  const history = async (hotelId: string, who: Member, lang = '') =>
    api(t.app, 'GET', `/api/room-statuses/hotel/${hotelId}/history?date=${hotelDate(TZ)}${lang}`, { cookie: who.cookie });
  const line = (r: { roomNumber: string; from: string; to: string; actorName: string; workOrder: string | null; notes: string | null }) =>
    `${r.roomNumber} ${r.from}>${r.to} ${r.actorName} ${r.workOrder ?? '-'} ${r.notes ?? ''}`.trim();

  it('reported and done, with the out of order set and ended, in the JSON, the CSV (Spanish) and not as cleans', async () => {
    const { hotel, c, maintenance, rooms } = await setup();
    const [r412, r413, r414] = rooms;
    // Cannot be sold: out of order, back to dirty by 'Return to service'.
    const tap = (await report(c.housekeeper, { roomId: r412!.roomId, category: 'plumbing', note: 'Leaking tap', outOfOrder: true })).json();
    // Can be sold: the room stays clean, the report gets a row of its own; done by a patch.
    const chair = (await report(c.housekeeper, { roomId: r413!.roomId, category: 'furniture', note: 'Wobbly chair' })).json();
    // Cannot be sold, back as clean.
    const lamp = (await report(c.housekeeper, { roomId: r414!.roomId, category: 'electrical', outOfOrder: true })).json();
    const board = await trpc(t.app, 'query', 'roomStatuses.byHotel', { hotelId: hotel.id }, c.manager.cookie);
    const statusOf = (n: string) => (board.data as { roomNumber: string; status: string }[]).find((r) => r.roomNumber === n)?.status;
    expect([statusOf('412'), statusOf('413'), statusOf('414')]).toEqual(['out_of_order', 'clean', 'out_of_order']);

    expect((await api(t.app, 'POST', `/api/work-orders/${tap.id}/return-to-service`, { cookie: maintenance.cookie, body: { status: 'dirty' } })).statusCode).toBe(200);
    expect((await api(t.app, 'PATCH', `/api/work-orders/${chair.id}`, { cookie: maintenance.cookie, body: { status: 'done' } })).statusCode).toBe(200);
    // Done twice is one 'done' row.
    expect((await api(t.app, 'PATCH', `/api/work-orders/${chair.id}`, { cookie: maintenance.cookie, body: { status: 'done', priority: 'low' } })).statusCode).toBe(200);
    expect((await api(t.app, 'POST', `/api/work-orders/${lamp.id}/return-to-service`, { cookie: c.manager.cookie, body: { status: 'clean' } })).statusCode).toBe(200);

    const json = await history(hotel.id, c.manager);
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json().map(line)).toEqual([
      '412 clean>out_of_order Hana Keeper created Plumbing: Leaking tap',
      '413 clean>clean Hana Keeper created Furniture: Wobbly chair',
      '414 clean>out_of_order Hana Keeper created Electrical',
      '412 out_of_order>dirty Mo Fixer done Plumbing: Leaking tap',
      '413 clean>clean Mo Fixer done Furniture: Wobbly chair',
      '414 out_of_order>clean Maria Manager done Electrical',
    ]);
    const csv = await history(hotel.id, c.manager, '&format=csv&lang=es');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[1]).toMatch(/^412,\d{4}-\d\d-\d\d,\d\d:\d\d,Limpia,Bloqueada,Hana Keeper,,Orden de trabajo informada: Fontanería: Leaking tap$/);
    expect(lines[5]).toMatch(/^413,.*,Limpia,Limpia,Mo Fixer,,Orden de trabajo terminada: Mobiliario: Wobbly chair$/);

    // The housekeeper's rows on clean rooms are no cleans: the day's counts and the attendant report have none.
    const stats = await trpc(t.app, 'query', 'dailyStats.byDate', { hotelId: hotel.id, date: hotelDate(TZ) }, c.manager.cookie);
    expect(stats.data).toEqual([]);
    const attendants = await api(t.app, 'GET', `/api/reports/attendants/${hotel.id}?date=${hotelDate(TZ)}`, { cookie: c.manager.cookie });
    expect(attendants.json()).toEqual([]);
  });

  it('a room already out of order stays as the manager set it; the report is a row of its own and its return leaves the room alone when it was sellable', async () => {
    const { hotel, c, maintenance, rooms } = await setup();
    const room = rooms[0]!;
    const set = await api(t.app, 'PUT', `/api/rooms/${room.roomId}/out-of-order`, { cookie: c.manager.cookie, body: { reason: 'renovation', returnStatus: 'clean' } });
    expect(set.statusCode, set.body).toBe(200);
    const order = (await report(c.housekeeper, { roomId: room.roomId, category: 'plumbing', note: 'Drip', outOfOrder: true })).json();
    const row = await t.db.selectFrom('room_statuses').select(['status', 'ooo_reason', 'ooo_return_status']).where('room_id', '=', room.roomId).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'out_of_order', ooo_reason: 'renovation', ooo_return_status: 'clean' });
    const sellable = (await report(c.housekeeper, { roomId: room.roomId, category: 'other', note: 'Scuffed wall' })).json();
    expect((await api(t.app, 'POST', `/api/work-orders/${sellable.id}/return-to-service`, { cookie: maintenance.cookie, body: { status: 'dirty' } })).statusCode).toBe(200);
    expect((await t.db.selectFrom('room_statuses').select('status').where('room_id', '=', room.roomId).executeTakeFirstOrThrow()).status).toBe('out_of_order');
    expect((await api(t.app, 'POST', `/api/work-orders/${order.id}/return-to-service`, { cookie: maintenance.cookie, body: { status: 'dirty' } })).statusCode).toBe(200);
    expect((await t.db.selectFrom('room_statuses').select('status').where('room_id', '=', room.roomId).executeTakeFirstOrThrow()).status).toBe('dirty');
    const rows = (await history(hotel.id, c.manager)).json().map(line);
    expect(rows).toEqual([
      '412 clean>out_of_order Maria Manager -',
      '412 out_of_order>out_of_order Hana Keeper created Plumbing: Drip',
      '412 out_of_order>out_of_order Hana Keeper created Other: Scuffed wall',
      '412 out_of_order>out_of_order Mo Fixer done Other: Scuffed wall',
      '412 out_of_order>dirty Mo Fixer done Plumbing: Drip',
    ]);
  });
});
