import crypto from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatInTimeZone } from 'date-fns-tz';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember, seedRoom, type Member } from '../../test/seed-rooms';
import { expectError } from '../../test/http-checks';

let base = Date.now();
const minutesAgo = (m: number) => new Date(base - m * 60_000).toISOString();

/** DESIGN §12: the attendant report and the day's history match what was done, as JSON and CSV. */
describe.each(testDatabases())('attendant report and day history on %s', (kind) => {
  const t = useTestApp(kind);
  beforeEach(() => {
    base = Date.now();
  });

  it('counts rooms, credits, worked minutes, deferrals and inspections per housekeeper', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    await api(t.app, 'PATCH', `/api/hotels/${hotel.id}/inspection`, { cookie: c.manager.cookie, body: { inspectionRequired: true } });
    const ana = await seedMember(t.app, t.db, 'housekeeper', hotel.id, { fullName: 'Ana' });
    const ben = await seedMember(t.app, t.db, 'housekeeper', hotel.id, { fullName: 'Ben' });
    const rooms = await Promise.all(['101', '102', '103', '104'].map((n) => seedRoom(t.db, hotel.id, n)));
    const [r1, r2, r3, r4] = rooms.map((r) => r.roomId) as [string, string, string, string];
    const post = (who: Member, url: string, body: unknown) => api(t.app, 'POST', url, { cookie: who.cookie, body });
    // 102 is a suite: its departure counts its type's credits (DESIGN §13), the others the defaults.
    const suite = await t.db
      .insertInto('room_types')
      .values({ hotel_id: hotel.id, name: 'Suite', credits_departure: 50, credits_stayover: 25, credits_touch_up: 10, square_feet: 600 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('rooms').set({ room_type_id: suite.id }).where('id', '=', r2).execute();

    await post(c.frontdesk, '/api/room-statuses/bulk-dirty', { hotelId: hotel.id, roomNumbers: '101, 102', cleaningType: 'departure' });
    await post(c.frontdesk, '/api/room-statuses/bulk-dirty', { hotelId: hotel.id, roomNumbers: '103-104', cleaningType: 'stayover' });
    await post(c.manager, '/api/room-statuses/assign', { roomIds: [r1, r3], housekeeperId: ana.id });
    await post(c.manager, '/api/room-statuses/assign', { roomIds: [r2, r4], housekeeperId: ben.id });

    // Ana: 101 timed 20 min, passes; 103 deferred (DND) then retried, timed 10 min, fails then cleaned again untimed.
    const timer = (who: Member, roomId: string, action: string, at: number) =>
      post(who, `/api/rooms/${roomId}/timer`, { action, clientActionId: crypto.randomUUID(), changedAt: minutesAgo(at) });
    await timer(ana, r1, 'start', 20);
    await post(ana, '/api/room-statuses', { roomId: r1, status: 'clean' });
    await post(c.manager, `/api/rooms/${r1}/inspection`, { result: 'pass' });
    await post(ana, `/api/rooms/${r3}/deferral`, { reason: 'dnd', retryAt: '15:00' });
    await timer(ana, r3, 'start', 10);
    await post(ana, '/api/room-statuses', { roomId: r3, status: 'clean' });
    await post(c.manager, `/api/rooms/${r3}/inspection`, { result: 'fail', reason: 'Towels missing' });
    await post(ana, '/api/room-statuses', { roomId: r3, status: 'clean' });
    // Ben: 102 untimed; 104 deferred (refused) and left.
    await post(ben, '/api/room-statuses', { roomId: r2, status: 'clean' });
    await post(ben, `/api/rooms/${r4}/deferral`, { reason: 'refused' });

    const today = formatInTimeZone(new Date(), 'UTC', 'yyyy-MM-dd');
    const report = await api(t.app, 'GET', `/api/reports/attendants/${hotel.id}?date=${today}`, { cookie: c.manager.cookie });
    expect(report.statusCode, report.body).toBe(200);
    const [a, b] = report.json();
    expect(a).toMatchObject({ housekeeperId: ana.id, housekeeperName: 'Ana', roomsCleaned: 3, credits: 30 + 15 + 15, deferrals: 1, inspectionsPassed: 1, inspectionsFailed: 1 });
    expect(a.workedMinutes).toBeGreaterThanOrEqual(30);
    // Plus the seconds the test itself takes between starting a clock and the clean (up to a minute on a loaded machine).
    expect(a.workedMinutes).toBeLessThan(31);
    // Each figure is rounded to a tenth on its own, so they may differ by a rounding step.
    expect(Math.abs(a.averageMinutesPerRoom - a.workedMinutes / 2)).toBeLessThanOrEqual(0.1);
    expect(b).toEqual({
      housekeeperId: ben.id,
      housekeeperName: 'Ben',
      roomsCleaned: 1,
      credits: 50,
      workedMinutes: 0,
      averageMinutesPerRoom: null,
      deferrals: 1,
      inspectionsPassed: 0,
      inspectionsFailed: 0,
      // Issue 32: no evening turndowns that day.
      turndowns: 0,
      turndownCredits: 0,
    });
    expect(report.json()).toHaveLength(2);

    const csv = await api(t.app, 'GET', `/api/reports/attendants/${hotel.id}?date=${today}&format=csv`, { cookie: c.manager.cookie });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="attendants-${today}.csv"`);
    // Issue 18: a byte-order mark for Excel, headers in words, the name first and the id last.
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const lines = csv.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Housekeeper,Rooms cleaned,Credits,Minutes worked,Minutes per room,Deferrals,Inspections passed,Inspections failed,Turndowns,Turndown credits,Housekeeper ID');
    expect(lines[2]).toBe(`Ben,1,50,0,,1,0,0,0,0,${ben.id}`);

    const history = await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}/history?date=${today}`, { cookie: c.admin.cookie });
    type Row = { roomNumber: string; from: string; to: string; actorName: string; cleaningType: string; notes: string | null; deferral: { reason: string; retryAt: string | null } | null };
    const rows = history.json() as Row[];
    // A deferral is data, for each reader's language: reason and retry time, no English note.
    const deferral = (r: Row) => (r.deferral ? `${r.deferral.reason}@${r.deferral.retryAt}` : '');
    const of103 = rows.filter((r) => r.roomNumber === '103').map((r) => `${r.from}>${r.to} ${r.actorName} ${r.cleaningType} ${r.notes ?? ''}${deferral(r)}`.trim());
    expect(of103).toEqual([
      'clean>dirty Frank Desk stayover',
      'dirty>assigned Maria Manager stayover',
      'assigned>assigned Ana stayover dnd@15:00',
      'assigned>clean Ana stayover',
      'clean>assigned Maria Manager stayover Towels missing',
      'assigned>clean Ana stayover',
    ]);
    const byAccept = await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}/history?date=${today}`, { cookie: c.manager.cookie });
    expect(byAccept.headers['content-type']).toMatch(/^application\/json/);
    const csvByAccept = await t.app.inject({
      method: 'GET',
      url: `/api/room-statuses/hotel/${hotel.id}/history?date=${today}`,
      headers: { cookie: c.manager.cookie, accept: 'text/csv' },
    });
    expect(csvByAccept.headers['content-type']).toMatch(/^text\/csv/);
    expect(csvByAccept.body.split('\r\n')[0]).toBe('\uFEFFRoom,Date,Time,From status,To status,By,Cleaning type,Notes');
    // The CSV spells a deferral out in its notes column.
    expect(csvByAccept.body).toMatch(/\r\n103,[\d-]+,\d\d:\d\d,Assigned,Assigned,Ana,Stayover,"Do not disturb, retry at 15:00"\r\n/);
    expect(csvByAccept.body).toMatch(/\r\n104,[\d-]+,\d\d:\d\d,Assigned,Assigned,Ben,Stayover,Service refused\r\n/);
  });

  it('CSVs for an office (issue 18): local date and time, words, Spanish on request, quoting, BOM and CRLF', async () => {
    // A 5:02 PM change on Nov 24 in Los Angeles is 01:02 UTC on Nov 25: the file says the hotel's day and time.
    const hotel = await seedHotel(t.db, 'Pacific Inn', 'America/Los_Angeles');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const ana = await seedMember(t.app, t.db, 'housekeeper', hotel.id, { fullName: 'Ana "Anita" Núñez, Jr.' });
    const room = await seedRoom(t.db, hotel.id, '305');
    const event = (at: string, values: Record<string, unknown>) =>
      t.db
        .insertInto('room_status_events')
        .values({ room_id: room.roomId, room_number: '305', hotel_id: hotel.id, at, from_status: 'assigned', to_status: 'clean', actor_id: ana.id, notes: null, assigned_to: ana.id, ...values })
        .execute();
    await event('2026-11-25T01:02:00Z', { cleaning_type: 'departure', worked_seconds: 1500 });
    await event('2026-11-25T00:30:00Z', { to_status: 'assigned', action: 'deferred', deferral_reason: 'dnd', deferral_retry_at: '16:45', cleaning_type: 'departure' });
    await event('2026-11-24T20:00:00Z', { from_status: 'clean', to_status: 'dirty', actor_id: c.frontdesk.id, notes: '=HYPERLINK("x")', cleaning_type: 'departure' });
    await event('2026-11-24T19:00:00Z', { from_status: 'clean', to_status: 'out_of_service', actor_id: c.manager.id, notes: 'Marked out of service', system_note: JSON.stringify({ kind: 'out-of-service' }) });
    // Past local midnight: the next day, not in the file of the 24th.
    await event('2026-11-25T08:30:00Z', { cleaning_type: 'departure' });

    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { cookie: c.manager.cookie, ...headers } });
    const history = await get(`/api/room-statuses/hotel/${hotel.id}/history?date=2026-11-24&format=csv`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(history.headers['content-disposition']).toBe('attachment; filename="history-2026-11-24.csv"');
    expect(history.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(history.body).toBe(
      [
        '\uFEFFRoom,Date,Time,From status,To status,By,Cleaning type,Notes',
        '305,2026-11-24,11:00,Clean,Out of Service,Maria Manager,,Marked out of service',
        `305,2026-11-24,12:00,Clean,Dirty,Frank Desk,Departure,"'=HYPERLINK(""x"")"`,
        '305,2026-11-24,16:30,Assigned,Assigned,"Ana ""Anita"" Núñez, Jr.",Departure,"Do not disturb, retry at 16:45"',
        '305,2026-11-24,17:02,Assigned,Clean,"Ana ""Anita"" Núñez, Jr.",Departure,',
        '',
      ].join('\r\n'),
    );

    const spanish = await get(`/api/room-statuses/hotel/${hotel.id}/history?date=2026-11-24&format=csv&lang=es`);
    expect(spanish.headers['content-disposition']).toBe('attachment; filename="historial-2026-11-24.csv"');
    const es = spanish.body.split('\r\n');
    expect(es[0]).toBe('\uFEFFHabitación,Fecha,Hora,Estado anterior,Estado nuevo,Por,Tipo de limpieza,Notas');
    expect(es[1]).toBe('305,2026-11-24,11:00,Limpia,Fuera de servicio,Maria Manager,,Marcada fuera de servicio');
    // What someone typed stays as typed (issue 19).
    expect(es[2]).toBe(`305,2026-11-24,12:00,Limpia,Sucia,Frank Desk,Salida,"'=HYPERLINK(""x"")"`);
    expect(es[3]).toBe('305,2026-11-24,16:30,Asignada,Asignada,"Ana ""Anita"" Núñez, Jr.",Salida,"No molestar, reintentar a las 16:45"');
    expect(es[4]).toBe('305,2026-11-24,17:02,Asignada,Limpia,"Ana ""Anita"" Núñez, Jr.",Salida,');

    // Accept-Language when no ?lang: the first language the app speaks, by weight.
    const byHeader = await get(`/api/reports/attendants/${hotel.id}?date=2026-11-24&format=csv`, { 'accept-language': 'de-DE, es-MX;q=0.8, en;q=0.5' });
    expect(byHeader.headers['content-disposition']).toBe('attachment; filename="camareras-2026-11-24.csv"');
    expect(byHeader.body.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFCamarera,Habitaciones limpiadas,Créditos,Minutos trabajados,Minutos por habitación,Aplazamientos,Inspecciones superadas,Inspecciones no superadas,Coberturas,Créditos de cobertura,ID de la camarera',
      `"Ana ""Anita"" Núñez, Jr.",1,30,25,25,1,0,0,0,0,${ana.id}`,
    ]);
    // Issue 22: French, Brazilian Portuguese and Polish readers get their own words.
    const french = await get(`/api/reports/attendants/${hotel.id}?date=2026-11-24&format=csv`, { 'accept-language': 'fr-FR, es;q=0.8' });
    expect(french.headers['content-disposition']).toBe('attachment; filename="femmes-de-chambre-2026-11-24.csv"');
    expect(french.body).toMatch(/^\uFEFFFemme de chambre,Chambres faites,Crédits,/);
    const portuguese = await get(`/api/room-statuses/hotel/${hotel.id}/history?date=2026-11-24&format=csv&lang=pt-BR`);
    expect(portuguese.body).toMatch(/^\uFEFFQuarto,Data,Hora,Status anterior,/);
    expect(portuguese.body.split('\r\n')[1]).toBe('305,2026-11-24,11:00,Limpo,Fora de serviço,Maria Manager,,Marcado como fora de serviço');
    const polish = await get(`/api/reports/attendants/${hotel.id}?date=2026-11-24&format=csv&lang=pl`);
    expect(polish.body).toMatch(/^\uFEFFPokojowa,Posprzątane pokoje,Punkty,/);
    // An explicit ?lang wins over the header; an unknown one is a preference not met.
    const english = await get(`/api/reports/attendants/${hotel.id}?date=2026-11-24&format=csv&lang=en`, { 'accept-language': 'es' });
    expect(english.body).toMatch(/^\uFEFFHousekeeper,/);
    const unknown = await get(`/api/reports/attendants/${hotel.id}?date=2026-11-24&format=csv&lang=xx`);
    expect(unknown.body).toMatch(/^\uFEFFHousekeeper,/);
    // The JSON answer is as it was: UTC instants, codes, camelCase.
    const json = (await get(`/api/room-statuses/hotel/${hotel.id}/history?date=2026-11-24`)).json();
    expect(json.at(-1)).toMatchObject({ at: '2026-11-25T01:02:00.000Z', roomNumber: '305', from: 'assigned', to: 'clean' });
  });

  it('refuses the front desk and housekeepers (403), another hotel (404) and a bad date (400)', async () => {
    const hotel = await seedHotel(t.db);
    const other = await seedHotel(t.db, 'Other');
    const c = await seedCrew(t.app, t.db, hotel.id);
    for (const url of [`/api/reports/attendants/${hotel.id}?date=2026-11-24`, `/api/room-statuses/hotel/${hotel.id}/history?date=2026-11-24`]) {
      expectError(await api(t.app, 'GET', url, { cookie: c.frontdesk.cookie }), 403, 'FORBIDDEN');
      expectError(await api(t.app, 'GET', url, { cookie: c.housekeeper.cookie }), 403, 'FORBIDDEN');
      expectError(await api(t.app, 'GET', url.replace(hotel.id, other.id), { cookie: c.manager.cookie }), 404, 'NOT_FOUND');
      expectError(await api(t.app, 'GET', url.replace('2026-11-24', '2026-02-30'), { cookie: c.manager.cookie }), 400, 'BAD_REQUEST');
      expect((await api(t.app, 'GET', url.replace(hotel.id, other.id), { cookie: c.admin.cookie })).json()).toEqual([]);
    }
  });
});
