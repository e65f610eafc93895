import { describe, expect, it } from 'vitest';
import { formatInTimeZone } from 'date-fns-tz';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedLateCheckout, seedRooms, type Member } from '../../test/seed-rooms';

/**
 * Issue 19: the notes the app writes on a room are stored as data and worded by each reader:
 * the answers keep their English `notes` and carry `systemNote` beside it; the Spanish CSV
 * says them in Spanish; a note someone typed is never translated, even one that reads like
 * the app's own.
 */
describe.each(testDatabases())('the app’s own room notes as data on %s', (kind) => {
  const t = useTestApp(kind);

  it('stores a kind, answers its English words and the kind, words it in Spanish in the CSV, and leaves typed notes alone', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const [r1, r2, r3] = await seedRooms(t.db, hotel.id, ['101', '102', '103'], { status: 'clean' });
    const post = (who: Member, url: string, body: unknown) => api(t.app, 'POST', url, { cookie: who.cookie, body });
    const board = async () => (await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}`, { cookie: c.manager.cookie })).json() as Record<string, unknown>[];
    const row = async (number: string) => (await board()).find((r) => r.roomNumber === number);

    // The front desk's Out of Service without a note: the app's own note.
    const oos = await post(c.frontdesk, '/api/room-statuses', { roomId: r1!.roomId, status: 'out_of_service' });
    expect(oos.statusCode, oos.body).toBe(200);
    expect(oos.json()).toMatchObject({ notes: 'Marked out of service', systemNote: { kind: 'out-of-service' } });
    expect(await row('101')).toMatchObject({ notes: 'Marked out of service', systemNote: { kind: 'out-of-service' } });
    // Someone types the same words on another room: text, never the app's.
    await post(c.manager, '/api/room-statuses', { roomId: r2!.roomId, status: 'out_of_service', notes: 'Marked out of service' });
    expect(await row('102')).toMatchObject({ notes: 'Marked out of service', systemNote: null });
    // A work order that makes the room unsellable: its category in the reader's words, the note as typed.
    const order = await post(c.housekeeper, '/api/work-orders', { roomId: r3!.roomId, category: 'plumbing', note: 'Leaking tap', outOfOrder: true });
    expect(order.statusCode, order.body).toBe(200);
    expect(await row('103')).toMatchObject({
      notes: 'Plumbing: Leaking tap',
      systemNote: { kind: 'work-order', params: { category: 'plumbing', title: null, note: 'Leaking tap' } },
    });

    const today = formatInTimeZone(new Date(), 'UTC', 'yyyy-MM-dd');
    const csv = async (lang: string) =>
      (await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}/history?date=${today}&format=csv&lang=${lang}`, { cookie: c.manager.cookie })).body
        .split('\r\n')
        .slice(1, -1)
        .map((line) => `${line.split(',')[0]} ${line.split(',').slice(7).join(',')}`);
    expect((await csv('es')).sort()).toEqual(['101 Marcada fuera de servicio', '102 Marked out of service', '103 Orden de trabajo informada: Fontanería: Leaking tap']);
    expect((await csv('en')).sort()).toEqual(['101 Marked out of service', '102 Marked out of service', '103 Work order reported: Plumbing: Leaking tap']);
    // The JSON history carries the data too.
    const history = (await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}/history?date=${today}`, { cookie: c.manager.cookie })).json();
    expect(history.find((h: { roomNumber: string }) => h.roomNumber === '101')).toMatchObject({ notes: 'Marked out of service', systemNote: { kind: 'out-of-service' } });

    // A typed note replaces the app's, words and data alike.
    const statusId = (await row('101'))!.id as string;
    const typed = await api(t.app, 'PATCH', `/api/room-statuses/${statusId}`, { cookie: c.manager.cookie, body: { notes: 'Window broken' } });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(await row('101')).toMatchObject({ notes: 'Window broken', systemNote: null });
  });

  it('the OpenAPI document says so: `notes` stays, `systemNote` beside it on the board and in the history', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of ['/api/room-statuses/hotel/{hotelId}', '/api/room-statuses/hotel/{hotelId}/history']) {
      const answer = JSON.stringify(doc.paths[path].get.responses['200']);
      expect(answer, path).toContain('"notes":');
      expect(answer, path).toMatch(/"systemNote":\{[^]*the app's own note/);
    }
  });

  it('a resolved late checkout leaves the app’s note as data, in the history too', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const [room] = await seedRooms(t.db, hotel.id, ['201'], { status: 'clean', notes: 'Guest asked' });
    const lateId = await seedLateCheckout(t.db, room!, '23:59', c.frontdesk.id);
    const resolved = await api(t.app, 'PATCH', `/api/late-checkouts/${lateId}`, { cookie: c.frontdesk.cookie, body: { resolvedAt: '2001-01-01T00:00:00Z' } });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const status = await t.db.selectFrom('room_statuses').select(['notes', 'system_note']).where('room_id', '=', room!.roomId).executeTakeFirstOrThrow();
    expect(status).toEqual({ notes: 'Marked dirty after late checkout resolution', system_note: { kind: 'late-checkout-dirty' } });
    const event = await t.db.selectFrom('room_status_events').select(['notes', 'system_note']).where('room_id', '=', room!.roomId).executeTakeFirstOrThrow();
    expect(event).toEqual(status);
  });
});
