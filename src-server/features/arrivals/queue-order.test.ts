import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../trpc/context';
import { testDatabases } from '../../test/test-db';
import { seedHotel, useTestApp } from '../../test/test-app';
import { expectError, expectInvalid, send } from '../../test/http-checks';
import { seedCrew, seedMember, seedRooms } from '../../test/seed-rooms';
import { hotelDate } from '../../../src-shared/hotel-time';
import { myPriorities, readyTimes } from './ready-times.service';
import { reorderQueue } from './queue-order.service';

/**
 * DESIGN §22 (issue 32): the attendant's own order is a server write, so ready times follow it
 * and her other device shows it; hers to set, or a manager's; a guest arriving within the
 * window stays ahead; a queued reorder counts once.
 */
describe.each(testDatabases())('her own order on %s', (kind) => {
  const t = useTestApp(kind);
  // 11:00 in the hotel (UTC).
  const AT = new Date('2026-11-26T11:00:00Z');
  const DAY = hotelDate('UTC', AT);

  async function world() {
    const hotel = await seedHotel(t.db, 'Harbour Hotel');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const hana = c.housekeeper;
    const ben = await seedMember(t.app, t.db, 'housekeeper', hotel.id, { fullName: 'Ben Attendant' });
    const assigned = (id: string) => ({ status: 'assigned' as const, assigned_to: id, cleaning_type: 'departure' as const });
    // Hana: 101 (plain), 102 (guest at 11:45: within the 90-minute window), 103 (guest at 15:00). Ben: 201.
    const rooms = await seedRooms(t.db, hotel.id, ['101', '102', '103'], assigned(hana.id));
    const [bens] = await seedRooms(t.db, hotel.id, ['201'], { ...assigned(ben.id), floor: 2 });
    const occupancy = [
      { roomNumber: '102', occupied: false, stay: 'arrival', arrivalTime: '11:45' },
      { roomNumber: '103', occupied: false, stay: 'arrival', arrivalTime: '15:00' },
    ];
    const put = await send(t.app, 'PUT', `/api/hotels/${hotel.id}/occupancy?date=${DAY}`, { cookie: c.manager.cookie, body: { rooms: occupancy } });
    expect(put.statusCode, put.body).toBe(200);
    const id = (n: string) => rooms.find((r) => r.roomNumber === n)!.roomId;
    const actor = (member: { id: string }) => ({ kind: 'user', id: member.id }) as Actor;
    const reorder = (by: { id: string }, roomIds: string[], clientActionId?: string) =>
      reorderQueue({ db: t.db, hotelId: hotel.id, actor: actor(by) }, { userId: hana.id, date: DAY, roomIds, clientActionId }, AT);
    const ready = async () => Object.fromEntries((await readyTimes({ db: t.db, hotelId: hotel.id }, DAY, AT)).map((r) => [r.roomNumber, r.predictedReadyAt?.slice(11, 16)]));
    return { hotel, c, hana, ben, id, bens: bens!, reorder, ready };
  }
  const url = (userId: string) => `/api/room-statuses/assigned/${userId}/order`;

  it('ready times follow the order she keeps on the server, and her phone (any of them) reads it back', async () => {
    const w = await world();
    // By priority: 102 (arriving soon) 11:00–11:30, 103 (an arrival) to 12:00, 101 to 12:30.
    expect(await w.ready()).toMatchObject({ '102': '11:30', '103': '12:00', '101': '12:30' });
    // At 11:00 of that day (the REST path is the same procedure: the authorization test below).
    const kept = await w.reorder(w.hana, [w.id('102'), w.id('101'), w.id('103')]);
    expect(kept).toEqual({ userId: w.hana.id, date: DAY, roomIds: [w.id('102'), w.id('101'), w.id('103')] });
    expect(await w.ready()).toMatchObject({ '102': '11:30', '101': '12:00', '103': '12:30' });
    const mine = await myPriorities({ db: t.db, hotelId: w.hotel.id, actor: { id: w.hana.id } }, AT);
    expect(mine.order).toEqual([w.id('102'), w.id('101'), w.id('103')]);
    // Another attendant's queue is not touched.
    expect((await myPriorities({ db: t.db, hotelId: w.hotel.id, actor: { id: w.ben.id } }, AT)).order).toEqual([]);
  });

  it('a guest arriving within the window stays ahead, whatever order is sent; a room not hers is left out', async () => {
    const w = await world();
    const kept = await w.reorder(w.hana, [w.id('101'), w.bens.roomId, w.id('103'), w.id('102')]);
    expect(kept.roomIds).toEqual([w.id('102'), w.id('101'), w.id('103')]);
    expect(await w.ready()).toMatchObject({ '102': '11:30', '101': '12:00', '103': '12:30', '201': '11:30' });
    // A room named twice is refused with its reason.
    const twice = await send(t.app, 'PUT', url(w.hana.id), { cookie: w.hana.cookie, body: { roomIds: [w.id('101'), w.id('101')] } });
    expectInvalid(twice, 'roomIds', 'Each room can be in the order only once');
  });

  it('a manager (or an admin) may reorder her rooms; another housekeeper may not (403), nor another hotel’s manager (404)', async () => {
    const w = await world();
    const order = { roomIds: [w.id('103'), w.id('101')] };
    const byManager = await send(t.app, 'PUT', url(w.hana.id), { cookie: w.c.manager.cookie, body: order });
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect(byManager.json().roomIds).toEqual(order.roomIds);
    expect((await send(t.app, 'PUT', url(w.hana.id), { cookie: w.c.admin.cookie, body: order })).statusCode).toBe(200);
    expectError(await send(t.app, 'PUT', url(w.hana.id), { cookie: w.ben.cookie, body: order }), 403, 'FORBIDDEN');
    expectError(await send(t.app, 'PUT', url(w.hana.id), { cookie: w.c.frontdesk.cookie, body: order }), 403, 'FORBIDDEN');
    const other = await seedHotel(t.db, 'Other');
    const stranger = await seedMember(t.app, t.db, 'manager', other.id);
    expectError(await send(t.app, 'PUT', url(w.hana.id), { cookie: stranger.cookie, body: order }), 404, 'NOT_FOUND');
    // Ben's own order is his to set.
    expect((await send(t.app, 'PUT', url(w.ben.id), { cookie: w.ben.cookie, body: { roomIds: [w.bens.roomId] } })).statusCode).toBe(200);
  });

  it('a reorder sent again from the queue counts once: a later order stays, and other content under the same id is refused', async () => {
    const w = await world();
    const actionId = crypto.randomUUID();
    const first = await w.reorder(w.hana, [w.id('101'), w.id('103')], actionId);
    await w.reorder(w.c.manager, [w.id('103'), w.id('101')]);
    const again = await w.reorder(w.hana, [w.id('101'), w.id('103')], actionId);
    expect(again).toEqual(first);
    expect((await myPriorities({ db: t.db, hotelId: w.hotel.id, actor: { id: w.hana.id } }, AT)).order).toEqual([w.id('103'), w.id('101')]);
    const body = { date: DAY, roomIds: [w.id('103')], clientActionId: actionId };
    expectError(await send(t.app, 'PUT', url(w.hana.id), { cookie: w.hana.cookie, body }), 409, 'CONFLICT');
  });

  it('writes the day’s history naming who reordered (issue 32), once per reorder, and tells the screens; never a clean', async () => {
    const w = await world();
    const seqBefore = Number((await t.db.selectFrom('hotel_changes').select((eb) => eb.fn.max('seq').as('seq')).where('hotel_id', '=', w.hotel.id).executeTakeFirst())?.seq ?? 0);
    // She reorders from her phone (sent twice by the queue), then the manager reorders her rooms.
    const actionId = crypto.randomUUID();
    await w.reorder(w.hana, [w.id('103'), w.id('101'), w.id('102')], actionId);
    await w.reorder(w.hana, [w.id('103'), w.id('101'), w.id('102')], actionId);
    await w.reorder(w.c.manager, [w.id('101'), w.id('103'), w.id('102')]);
    const history = await send(t.app, 'GET', `/api/room-statuses/hotel/${w.hotel.id}/history?date=${DAY}`, { cookie: w.c.manager.cookie });
    expect(history.statusCode, history.body).toBe(200);
    const lines = (history.json() as { queueOrder: string | null; actorName: string | null; roomNumber: string; notes: string | null; from: string; to: string }[]).filter((r) => r.queueOrder);
    // 102 (a guest arriving within the window) stays first whatever was sent: each line is on the room now first.
    expect(lines.map((l) => [l.actorName, l.roomNumber, l.notes, l.queueOrder])).toEqual([
      ['Hana Keeper', '102', 'Hana Keeper: 102, 103, 101', 'reordered'],
      ['Maria Manager', '102', 'Hana Keeper: 102, 101, 103', 'reordered'],
    ]);
    expect(lines.every((l) => l.from === l.to)).toBe(true);
    const csv = await send(t.app, 'GET', `/api/room-statuses/hotel/${w.hotel.id}/history?date=${DAY}&format=csv&lang=en`, { cookie: w.c.manager.cookie });
    expect(csv.body).toContain(',Maria Manager,');
    expect(csv.body).toContain('Order of rooms changed: Hana Keeper: 102, 101, 103');
    // The change log has one entry per reorder (the replay none), for ready times and her other phone.
    const kinds = await t.db.selectFrom('hotel_changes').select('kind').where('hotel_id', '=', w.hotel.id).where('seq', '>', String(seqBefore)).orderBy('seq').execute();
    expect(kinds.map((k) => k.kind)).toEqual(['queue-order', 'queue-order']);
    // Not a clean, nor a line of anyone's attendant report.
    const attendants = await send(t.app, 'GET', `/api/reports/attendants/${w.hotel.id}?date=${DAY}`, { cookie: w.c.manager.cookie });
    expect(attendants.json()).toEqual([]);
  });
});
