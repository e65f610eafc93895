import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember, seedRoom } from '../../test/seed-rooms';
import { expectError, expectInvalid } from '../../test/http-checks';

/**
 * Issue 29: a found item logged from a phone, in a room or a public area, goes through the
 * offline queue; its clientActionId makes a resend log nothing twice (DESIGN §6).
 */
describe.each(testDatabases())('lost and found from the offline queue on %s', (kind) => {
  const t = useTestApp(kind);

  it('a resend with the same clientActionId answers the same item; other content under it is refused; nothing is stored twice', async () => {
    const hotel = await seedHotel(t.db);
    const c = { ...(await seedCrew(t.app, t.db, hotel.id)), maintenance: await seedMember(t.app, t.db, 'maintenance', hotel.id) };
    const pool = (await api(t.app, 'POST', `/api/hotels/${hotel.id}/areas`, { cookie: c.manager.cookie, body: { name: 'Pool' } })).json();
    const url = `/api/hotels/${hotel.id}/lost-items`;
    const clientActionId = randomUUID();
    const body = { areaId: pool.id, description: 'Sunglasses', foundAt: new Date(Date.now() - 60_000).toISOString(), clientActionId };
    const first = await api(t.app, 'POST', url, { cookie: c.housekeeper.cookie, body });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ areaId: pool.id, areaName: 'Pool', roomId: null, foundBy: c.housekeeper.id });
    const again = await api(t.app, 'POST', url, { cookie: c.housekeeper.cookie, body });
    expect(again.json().id).toBe(first.json().id);
    expect(expectError(await api(t.app, 'POST', url, { cookie: c.housekeeper.cookie, body: { ...body, description: 'Hat' } }), 409, 'CONFLICT').reason).toBe('CHANGE_SENT_DIFFERENTLY');
    // The id is the device's and the user's: another user's same id is another find.
    const theirs = await api(t.app, 'POST', url, { cookie: c.maintenance.cookie, body });
    expect(theirs.json().id).not.toBe(first.json().id);
    const rows = await t.db.selectFrom('lost_items').select(['found_by']).where('hotel_id', '=', hotel.id).where('description', '=', 'Sunglasses').execute();
    expect(rows.map((r) => r.found_by).sort()).toEqual([c.housekeeper.id, c.maintenance.id].sort());
    expectInvalid(await api(t.app, 'POST', url, { cookie: c.housekeeper.cookie, body: { ...body, clientActionId: 'not-a-uuid' } }), 'clientActionId');
  });

  it('a room or an area: neither (nor a place in words) and both are 400, another hotel’s area 404, nothing stored', async () => {
    const hotel = await seedHotel(t.db);
    const c = { ...(await seedCrew(t.app, t.db, hotel.id)), maintenance: await seedMember(t.app, t.db, 'maintenance', hotel.id) };
    const other = await seedHotel(t.db, 'Other');
    const theirManager = await seedMember(t.app, t.db, 'manager', other.id);
    const room = await seedRoom(t.db, hotel.id, '101');
    const lobby = (await api(t.app, 'POST', `/api/hotels/${hotel.id}/areas`, { cookie: c.manager.cookie, body: { name: 'Lobby' } })).json();
    const spa = (await api(t.app, 'POST', `/api/hotels/${other.id}/areas`, { cookie: theirManager.cookie, body: { name: 'Spa' } })).json();
    const url = `/api/hotels/${hotel.id}/lost-items`;
    const send = (extra: object) => api(t.app, 'POST', url, { cookie: c.maintenance.cookie, body: { description: 'Keys', clientActionId: randomUUID(), ...extra } });
    expectInvalid(await send({}), 'place');
    expectInvalid(await send({ roomId: room.roomId, areaId: lobby.id }), 'areaId');
    expect(expectError(await send({ areaId: spa.id }), 404, 'NOT_FOUND').reason).toBe('AREA_NOT_FOUND');
    expect(await t.db.selectFrom('lost_items').select('id').where('hotel_id', '=', hotel.id).execute()).toEqual([]);
    // Maintenance logs from an area as anyone of the hotel does.
    expect((await send({ areaId: lobby.id })).json()).toMatchObject({ areaName: 'Lobby', foundBy: c.maintenance.id });
  });
});
