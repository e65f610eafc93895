import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember, seedRoom } from '../../test/seed-rooms';
import { expectError, expectInvalid } from '../../test/http-checks';
import { buildPayload, nextSubscribedEvent } from '../webhooks/webhook-events';
import { LOST_ITEM_KEEP_DAYS } from '../../../src-shared/lost-items.schemas';

/** Issue 21, DESIGN §18: lost and found, logged from the room, found again by the desk's search. */
describe.each(testDatabases())('lost and found on %s', (kind) => {
  const t = useTestApp(kind);

  it('a housekeeper logs a phone from room 412; the desk finds it by words, room, date and status, and marks it returned', async () => {
    const hotel = await seedHotel(t.db, 'Grand', 'America/Los_Angeles');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '412');
    const other = await seedRoom(t.db, hotel.id, '101');
    const logged = await api(t.app, 'POST', `/api/hotels/${hotel.id}/lost-items`, {
      cookie: c.housekeeper.cookie,
      body: { roomId: room.roomId, description: 'Black iPhone with a cracked case', storedAt: 'Front desk safe', foundBy: c.manager.id },
    });
    expect(logged.statusCode, logged.body).toBe(200);
    const phone = logged.json();
    expect(phone).toMatchObject({ roomNumber: '412', foundBy: c.housekeeper.id, foundByName: 'Hana Keeper', status: 'kept', storedAt: 'Front desk safe', disposalDue: false });
    const umbrella = (await api(t.app, 'POST', `/api/hotels/${hotel.id}/lost-items`, { cookie: c.frontdesk.cookie, body: { place: 'Lobby', description: 'Red umbrella' } })).json();
    await api(t.app, 'POST', `/api/hotels/${hotel.id}/lost-items`, { cookie: c.frontdesk.cookie, body: { roomId: other.roomId, description: 'Phone charger' } });
    // Found on 2026-11-24 at 17:02 in Los Angeles (01:02 UTC the next day).
    await t.db.updateTable('lost_items').set({ found_at: new Date('2026-11-25T01:02:00Z') }).where('id', '=', umbrella.id).execute();

    const search = async (query: string) => {
      const res = await api(t.app, 'GET', `/api/hotels/${hotel.id}/lost-items${query}`, { cookie: c.frontdesk.cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().map((i: { description: string }) => i.description).sort();
    };
    expect(await search('?q=iphone')).toEqual(['Black iPhone with a cracked case']);
    expect(await search('?q=PHONE')).toEqual(['Black iPhone with a cracked case', 'Phone charger']);
    expect(await search('?q=phone%20black')).toEqual(['Black iPhone with a cracked case']);
    expect(await search(`?roomId=${room.roomId}`)).toEqual(['Black iPhone with a cracked case']);
    expect(await search('?from=2026-11-24&to=2026-11-24')).toEqual(['Red umbrella']);
    expect(await search('?to=2026-11-23')).toEqual([]);
    expect(await search('?q=100%25')).toEqual([]);

    const returned = await api(t.app, 'PATCH', `/api/lost-items/${phone.id}`, { cookie: c.frontdesk.cookie, body: { status: 'returned' } });
    expect(returned.json()).toMatchObject({ status: 'returned', disposalDueAt: null });
    expect(await search('?status=returned')).toEqual(['Black iPhone with a cracked case']);
    expect(await search('?status=kept')).toEqual(['Phone charger', 'Red umbrella']);

    // The lost_item.created webhook carries the item.
    const event = await nextSubscribedEvent(t.db, hotel.id, ['lost_item.created'], 0, Number.MAX_SAFE_INTEGER);
    expect(event).toMatchObject({ type: 'lost_item.created', subjectId: phone.id });
    expect(JSON.parse(await buildPayload(t.db, 'd1', event!)).data.lostItem).toMatchObject({ id: phone.id, description: 'Black iPhone with a cracked case' });
  });

  it(`shows disposal as due ${LOST_ITEM_KEEP_DAYS} days after it was found, while kept`, async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const item = (await api(t.app, 'POST', `/api/hotels/${hotel.id}/lost-items`, { cookie: c.frontdesk.cookie, body: { place: 'Gym', description: 'Water bottle' } })).json();
    await t.db.updateTable('lost_items').set({ found_at: new Date(Date.now() - (LOST_ITEM_KEEP_DAYS + 1) * 86_400_000) }).where('id', '=', item.id).execute();
    const [listed] = (await api(t.app, 'GET', `/api/hotels/${hotel.id}/lost-items`, { cookie: c.manager.cookie })).json();
    expect(listed).toMatchObject({ id: item.id, disposalDue: true });
    const disposed = (await api(t.app, 'PATCH', `/api/lost-items/${item.id}`, { cookie: c.manager.cookie, body: { status: 'disposed' } })).json();
    expect(disposed).toMatchObject({ status: 'disposed', disposalDue: false });
  });

  it('refuses bad input (400), a housekeeper searching or closing (403), another hotel and its rooms (404)', async () => {
    const hotel = await seedHotel(t.db);
    const other = await seedHotel(t.db, 'Other');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const otherDesk = await seedMember(t.app, t.db, 'frontdesk', other.id);
    const theirRoom = await seedRoom(t.db, other.id, '101');
    const url = `/api/hotels/${hotel.id}/lost-items`;
    expectInvalid(await api(t.app, 'POST', url, { cookie: c.frontdesk.cookie, body: { place: 'Lobby', description: '  ' } }), 'description');
    expectInvalid(await api(t.app, 'POST', url, { cookie: c.frontdesk.cookie, body: { description: 'Keys' } }), 'place');
    expectError(await api(t.app, 'POST', url, { cookie: c.frontdesk.cookie, body: { roomId: theirRoom.roomId, description: 'Keys' } }), 404, 'NOT_FOUND');
    expectError(await api(t.app, 'POST', url, { cookie: otherDesk.cookie, body: { place: 'Lobby', description: 'Keys' } }), 404, 'NOT_FOUND');
    expectError(await api(t.app, 'GET', url, { cookie: c.housekeeper.cookie }), 403, 'FORBIDDEN');
    expectError(await api(t.app, 'GET', url, { cookie: otherDesk.cookie }), 404, 'NOT_FOUND');
    expectInvalid(await api(t.app, 'GET', `${url}?status=lost`, { cookie: c.frontdesk.cookie }), 'status');
    const item = (await api(t.app, 'POST', url, { cookie: c.housekeeper.cookie, body: { place: 'Corridor 3', description: 'Keys' } })).json();
    expectError(await api(t.app, 'PATCH', `/api/lost-items/${item.id}`, { cookie: c.housekeeper.cookie, body: { status: 'returned' } }), 403, 'FORBIDDEN');
    expectError(await api(t.app, 'PATCH', `/api/lost-items/${item.id}`, { cookie: otherDesk.cookie, body: { status: 'returned' } }), 404, 'NOT_FOUND');
    expectError(await api(t.app, 'PATCH', `/api/lost-items/${item.id}`, { cookie: c.frontdesk.cookie, body: {} }), 400, 'BAD_REQUEST');
  });

  it('CSV in the reader language on the hotel clock', async () => {
    const hotel = await seedHotel(t.db, 'Grand', 'America/Los_Angeles');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const item = (await api(t.app, 'POST', `/api/hotels/${hotel.id}/lost-items`, { cookie: c.housekeeper.cookie, body: { place: 'Pool', description: '=Sunglasses, "Ray-Ban"' } })).json();
    await t.db.updateTable('lost_items').set({ found_at: new Date('2026-11-25T01:02:00Z'), status_at: new Date('2026-11-25T01:02:00Z') }).where('id', '=', item.id).execute();
    const res = await api(t.app, 'GET', `/api/hotels/${hotel.id}/lost-items?format=csv`, { cookie: c.frontdesk.cookie });
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Found date,Found time,Room,Place,Description,Found by,Stored at,Status,Status date,Disposal due');
    expect(lines[1]).toBe(`2026-11-24,17:02,,Pool,"'=Sunglasses, ""Ray-Ban""",Hana Keeper,,Kept,2026-11-24,2027-02-22`);
  });
});
