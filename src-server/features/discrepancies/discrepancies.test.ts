import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember, seedRoom } from '../../test/seed-rooms';
import { trpc } from '../../test/trpc-http';
import { hotelDate } from '../../../src-shared/hotel-time';
import type { Discrepancy } from '../../../src-shared/discrepancies.schemas';

describe.each(testDatabases())('discrepancies (DESIGN §17) on %s', (kind) => {
  const t = useTestApp(kind);

  async function world() {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const day = hotelDate('UTC');
    const occupied = await seedRoom(t.db, hotel.id, '101', { status: 'dirty' });
    const vacant = await seedRoom(t.db, hotel.id, '102', { status: 'dirty' });
    const unknown = await seedRoom(t.db, hotel.id, '103', { status: 'dirty' });
    await t.db
      .insertInto('room_occupancy')
      .values([
        { hotel_id: hotel.id, room_id: occupied.roomId, day, occupied: true, stay: 'stayover', source: 'api' },
        { hotel_id: hotel.id, room_id: vacant.roomId, day, occupied: false, stay: 'vacant', source: 'api' },
      ])
      .execute();
    return { hotel, c, day, occupied, vacant, unknown };
  }

  it('classifies findings against the day occupancy: skip, sleep (occupied or luggage), DND recorded but none', async () => {
    const { hotel, c, day, occupied, vacant, unknown } = await world();
    const record = (roomId: string, found: string) => trpc(t.app, 'mutation', 'discrepancies.record', { roomId, found, clientActionId: randomUUID() }, c.housekeeper.cookie);
    const skip = await record(occupied.roomId, 'vacant');
    expect(skip.status, JSON.stringify(skip.error)).toBe(200);
    expect(skip.data).toMatchObject({ kind: 'skip', pmsOccupied: true, found: 'vacant', foundBy: c.housekeeper.id, foundByName: 'Hana Keeper', roomNumber: '101', date: day });
    expect((await record(vacant.roomId, 'occupied')).data).toMatchObject({ kind: 'sleep', pmsOccupied: false });
    expect((await record(vacant.roomId, 'luggage')).data).toMatchObject({ kind: 'sleep' });
    expect((await record(occupied.roomId, 'dnd')).data).toMatchObject({ kind: null, found: 'dnd' });
    expect((await record(unknown.roomId, 'vacant')).data).toMatchObject({ kind: null, pmsOccupied: null });

    const list = await api(t.app, 'GET', `/api/hotels/${hotel.id}/discrepancies?date=${day}`, { cookie: c.frontdesk.cookie });
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as Discrepancy[]).map((d) => [d.roomNumber, d.found, d.kind])).toEqual([
      ['101', 'vacant', 'skip'],
      ['102', 'occupied', 'sleep'],
      ['102', 'luggage', 'sleep'],
      ['101', 'dnd', null],
      ['103', 'vacant', null],
    ]);
    // Webhook events for the three discrepancies only; a live event for every finding.
    const logged = await t.db.selectFrom('hotel_changes').select(['kind', 'event']).where('hotel_id', '=', hotel.id).where('kind', '=', 'discrepancies').orderBy('seq').execute();
    expect(logged.map((l) => l.event)).toEqual(['discrepancy.created', 'discrepancy.created', 'discrepancy.created', null, null]);
  });

  it('records a queued finding exactly once, whatever the replays', async () => {
    const { hotel, c, occupied } = await world();
    const input = { roomId: occupied.roomId, found: 'vacant', clientActionId: randomUUID(), foundAt: new Date(Date.now() - 60_000).toISOString() };
    const first = await trpc(t.app, 'mutation', 'discrepancies.record', input, c.housekeeper.cookie);
    const [again, third] = await Promise.all([
      trpc(t.app, 'mutation', 'discrepancies.record', input, c.housekeeper.cookie),
      trpc(t.app, 'mutation', 'discrepancies.record', { ...input, foundAt: new Date().toISOString() }, c.housekeeper.cookie),
    ]);
    expect(again.data).toEqual(first.data);
    expect(third.data).toEqual(first.data);
    const rows = await t.db.selectFrom('room_discrepancies').select('id').where('hotel_id', '=', hotel.id).execute();
    expect(rows.length).toBe(1);
    expect(Date.parse((first.data as Discrepancy).foundAt)).toBe(Date.parse(input.foundAt));
  });

  it('the desk resolves with a note, once; the CSV reads in the hotel time and the reader language', async () => {
    const { hotel, c, day, occupied } = await world();
    const found = (await trpc(t.app, 'mutation', 'discrepancies.record', { roomId: occupied.roomId, found: 'vacant' }, c.housekeeper.cookie)).data as Discrepancy;
    const noNote = await api(t.app, 'POST', `/api/discrepancies/${found.id}/resolve`, { cookie: c.frontdesk.cookie, body: { note: '  ' } });
    expect(noNote.statusCode).toBe(400);
    const res = await api(t.app, 'POST', `/api/discrepancies/${found.id}/resolve`, { cookie: c.frontdesk.cookie, body: { note: 'Guest left early; PMS checked out' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ resolvedBy: c.frontdesk.id, resolvedByName: 'Frank Desk', resolutionNote: 'Guest left early; PMS checked out' });
    const twice = await api(t.app, 'POST', `/api/discrepancies/${found.id}/resolve`, { cookie: c.manager.cookie, body: { note: 'again' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().reason).toBe('DISCREPANCY_RESOLVED');
    const events = await t.db.selectFrom('hotel_changes').select('event').where('hotel_id', '=', hotel.id).where('kind', '=', 'discrepancies').orderBy('seq').execute();
    expect(events.map((e) => e.event)).toEqual(['discrepancy.created', 'discrepancy.resolved']);

    const csv = await t.app.inject({ method: 'GET', url: `/api/hotels/${hotel.id}/discrepancies?date=${day}&format=csv&lang=es`, headers: { cookie: c.manager.cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toContain(`discrepancias-${day}.csv`);
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Habitación,Fecha,Hora,Encontrada,PMS,Discrepancia,Encontrada por,Resuelta a las,Resuelta por,Nota');
    expect(lines[1]).toContain('101,' + day);
    expect(lines[1]).toContain('Libre,Ocupada,Fuga,Hana Keeper');
    // A ';' is quoted (issue 28): a Spanish or German Excel splits on it.
    expect(lines[1]).toContain('Frank Desk,"Guest left early; PMS checked out"');
  });

  it('refuses the wrong roles, another hotel and bad input', async () => {
    const { hotel, c, day, occupied } = await world();
    const other = await seedHotel(t.db, 'Other');
    const stranger = await seedMember(t.app, t.db, 'frontdesk', other.id);
    const strangerKeeper = await seedMember(t.app, t.db, 'housekeeper', other.id);
    expect((await trpc(t.app, 'mutation', 'discrepancies.record', { roomId: occupied.roomId, found: 'vacant' }, c.frontdesk.cookie)).status).toBe(403);
    expect((await trpc(t.app, 'mutation', 'discrepancies.record', { roomId: occupied.roomId, found: 'vacant' }, strangerKeeper.cookie)).status).toBe(404);
    expect((await trpc(t.app, 'mutation', 'discrepancies.record', { roomId: occupied.roomId, found: 'asleep' }, c.housekeeper.cookie)).status).toBe(400);
    expect((await api(t.app, 'GET', `/api/hotels/${hotel.id}/discrepancies?date=${day}`, { cookie: c.housekeeper.cookie })).statusCode).toBe(403);
    expect((await api(t.app, 'GET', `/api/hotels/${hotel.id}/discrepancies?date=${day}`, { cookie: stranger.cookie })).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `/api/hotels/${hotel.id}/discrepancies?date=yesterday`, { cookie: c.frontdesk.cookie })).statusCode).toBe(400);
    const found = (await trpc(t.app, 'mutation', 'discrepancies.record', { roomId: occupied.roomId, found: 'vacant' }, c.housekeeper.cookie)).data as Discrepancy;
    expect((await api(t.app, 'POST', `/api/discrepancies/${found.id}/resolve`, { cookie: stranger.cookie, body: { note: 'x' } })).statusCode).toBe(404);
    expect((await api(t.app, 'POST', `/api/discrepancies/${found.id}/resolve`, { cookie: c.housekeeper.cookie, body: { note: 'x' } })).statusCode).toBe(403);
    const unresolved = await t.db.selectFrom('room_discrepancies').select('resolved_at').where('id', '=', found.id).executeTakeFirstOrThrow();
    expect(unresolved.resolved_at).toBeNull();
  });
});
