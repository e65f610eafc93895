import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedRoom, type Member } from '../../test/seed-rooms';
import { trpc } from '../../test/trpc-http';
import { hotelDate } from '../../../src-shared/hotel-time';

const TZ = 'America/Los_Angeles';

/** Issue 21 point 5: a guest request done is a row of the room's day history, once, and never a clean. */
describe.each(testDatabases())('guest requests in the day history on %s', (kind) => {
  const t = useTestApp(kind);
  const history = (hotelId: string, who: Member, lang = '') =>
    api(t.app, 'GET', `/api/room-statuses/hotel/${hotelId}/history?date=${hotelDate(TZ)}${lang}`, { cookie: who.cookie });

  it('done from the phone: one row with who and what, the room unchanged; a replay or a cancelled request adds none; never a clean nor a line of the attendant report', async () => {
    const hotel = await seedHotel(t.db, 'Harbour Hotel', TZ);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '412', { status: 'assigned', assigned_to: c.housekeeper.id });
    const log = async (body: Record<string, unknown>) =>
      (await api(t.app, 'POST', `/api/hotels/${hotel.id}/guest-requests`, { cookie: c.frontdesk.cookie, body: { roomId: room.roomId, ...body } })).json();
    const towels = await log({ kind: 'towels', note: '2 bath towels' });
    const crib = await log({ kind: 'crib' });

    const clientActionId = crypto.randomUUID();
    const done = { status: 'done', clientActionId };
    expect((await api(t.app, 'PATCH', `/api/guest-requests/${towels.id}`, { cookie: c.housekeeper.cookie, body: done })).statusCode).toBe(200);
    expect((await api(t.app, 'PATCH', `/api/guest-requests/${towels.id}`, { cookie: c.housekeeper.cookie, body: done })).statusCode).toBe(200);
    expect((await api(t.app, 'PATCH', `/api/guest-requests/${crib.id}`, { cookie: c.frontdesk.cookie, body: { status: 'cancelled' } })).statusCode).toBe(200);

    const json = await history(hotel.id, c.manager);
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json()).toEqual([
      expect.objectContaining({ roomNumber: '412', from: 'assigned', to: 'assigned', actorName: 'Hana Keeper', guestRequest: 'done', workOrder: null, notes: 'Towels: 2 bath towels',
        // The note as data (issue 19): each reader words the request in its language.
        systemNote: { kind: 'guest-request', params: { request: 'towels', note: '2 bath towels' } } }),
    ]);
    const csv = await history(hotel.id, c.manager, '&format=csv&lang=es');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^412,\d{4}-\d\d-\d\d,\d\d:\d\d,Asignada,Asignada,Hana Keeper,.*,Solicitud de huésped atendida: Toallas: 2 bath towels$/);

    // The room is as it was, and the housekeeper has cleaned nothing, not even where the room was clean.
    const status = await t.db.selectFrom('room_statuses').select(['status', 'assigned_to']).where('room_id', '=', room.roomId).executeTakeFirstOrThrow();
    expect(status).toEqual({ status: 'assigned', assigned_to: c.housekeeper.id });
    const clean = await seedRoom(t.db, hotel.id, '413', { status: 'clean' });
    const soap = (await api(t.app, 'POST', `/api/hotels/${hotel.id}/guest-requests`, { cookie: c.frontdesk.cookie, body: { roomId: clean.roomId, kind: 'amenities', assigneeId: c.housekeeper.id } })).json();
    expect((await api(t.app, 'PATCH', `/api/guest-requests/${soap.id}`, { cookie: c.housekeeper.cookie, body: { status: 'done' } })).statusCode).toBe(200);
    expect((await history(hotel.id, c.manager)).json()).toHaveLength(2);
    const stats = await trpc(t.app, 'query', 'dailyStats.byDate', { hotelId: hotel.id, date: hotelDate(TZ) }, c.manager.cookie);
    expect(stats.data).toEqual([]);
    const attendants = await api(t.app, 'GET', `/api/reports/attendants/${hotel.id}?date=${hotelDate(TZ)}`, { cookie: c.manager.cookie });
    expect(attendants.json()).toEqual([]);
  });
});
