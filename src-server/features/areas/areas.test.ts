import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember } from '../../test/seed-rooms';
import { expectError, expectInvalid } from '../../test/http-checks';

/** Issue 21, DESIGN §18: a hotel's public places, kept by its managers. */
describe.each(testDatabases())('areas on %s', (kind) => {
  const t = useTestApp(kind);

  it('a manager adds, renames and deletes areas; names are unique per hotel in any case (409 AREA_NAME_TAKEN)', async () => {
    const hotel = await seedHotel(t.db);
    const other = await seedHotel(t.db, 'Other');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const theirManager = await seedMember(t.app, t.db, 'manager', other.id);
    const url = `/api/hotels/${hotel.id}/areas`;
    const lobby = await api(t.app, 'POST', url, { cookie: c.manager.cookie, body: { name: '  Lobby ' } });
    expect(lobby.statusCode, lobby.body).toBe(200);
    expect(lobby.json()).toMatchObject({ hotelId: hotel.id, name: 'Lobby', uses: 0 });
    const gym = (await api(t.app, 'POST', url, { cookie: c.admin.cookie, body: { name: 'Gym' } })).json();

    const taken = expectError(await api(t.app, 'POST', url, { cookie: c.manager.cookie, body: { name: 'LOBBY' } }), 409, 'CONFLICT');
    expect(taken).toMatchObject({ reason: 'AREA_NAME_TAKEN', values: { name: 'LOBBY' } });
    expectError(await api(t.app, 'PATCH', `/api/areas/${gym.id}`, { cookie: c.manager.cookie, body: { name: 'lobby' } }), 409, 'CONFLICT');
    // Another hotel may have its own lobby.
    expect((await api(t.app, 'POST', `/api/hotels/${other.id}/areas`, { cookie: theirManager.cookie, body: { name: 'Lobby' } })).statusCode).toBe(200);

    const renamed = await api(t.app, 'PATCH', `/api/areas/${gym.id}`, { cookie: c.manager.cookie, body: { name: 'Fitness room' } });
    expect(renamed.json()).toMatchObject({ id: gym.id, name: 'Fitness room' });
    // Everyone of the hotel lists them (a housekeeper logs a find in the gym).
    const listed = await api(t.app, 'GET', url, { cookie: c.housekeeper.cookie });
    expect(listed.json().map((a: { name: string }) => a.name)).toEqual(['Fitness room', 'Lobby']);

    expect((await api(t.app, 'DELETE', `/api/areas/${gym.id}`, { cookie: c.manager.cookie })).statusCode).toBe(200);
    expect((await api(t.app, 'GET', url, { cookie: c.manager.cookie })).json().map((a: { name: string }) => a.name)).toEqual(['Lobby']);
    expect(lobby.json().id).toBeTruthy();
  });

  it('refuses to delete an area in use (409 AREA_IN_USE): its work orders, tasks and found items keep it', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const url = `/api/hotels/${hotel.id}/areas`;
    const pool = (await api(t.app, 'POST', url, { cookie: c.manager.cookie, body: { name: 'Pool' } })).json();
    const found = await api(t.app, 'POST', `/api/hotels/${hotel.id}/lost-items`, { cookie: c.housekeeper.cookie, body: { areaId: pool.id, description: 'Goggles' } });
    expect(found.json()).toMatchObject({ areaId: pool.id, areaName: 'Pool', roomId: null });
    expect((await api(t.app, 'GET', url, { cookie: c.manager.cookie })).json()[0]).toMatchObject({ id: pool.id, uses: 1 });
    const refused = expectError(await api(t.app, 'DELETE', `/api/areas/${pool.id}`, { cookie: c.manager.cookie }), 409, 'CONFLICT');
    expect(refused.reason).toBe('AREA_IN_USE');
    // A rename keeps what names it.
    await api(t.app, 'PATCH', `/api/areas/${pool.id}`, { cookie: c.manager.cookie, body: { name: 'Pool (closed)' } });
    const [item] = (await api(t.app, 'GET', `/api/hotels/${hotel.id}/lost-items?areaId=${pool.id}`, { cookie: c.frontdesk.cookie })).json();
    expect(item).toMatchObject({ description: 'Goggles', areaName: 'Pool (closed)' });
  });

  it('refuses bad input (400), the desk and housekeepers changing areas (403), another hotel (404)', async () => {
    const hotel = await seedHotel(t.db);
    const other = await seedHotel(t.db, 'Other');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const theirManager = await seedMember(t.app, t.db, 'manager', other.id);
    const url = `/api/hotels/${hotel.id}/areas`;
    expectInvalid(await api(t.app, 'POST', url, { cookie: c.manager.cookie, body: { name: '   ' } }), 'name', 'Please enter a name');
    expectInvalid(await api(t.app, 'POST', url, { cookie: c.manager.cookie, body: { name: 'x'.repeat(81) } }), 'name');
    expectError(await api(t.app, 'POST', url, { cookie: c.frontdesk.cookie, body: { name: 'Lobby' } }), 403, 'FORBIDDEN');
    expectError(await api(t.app, 'POST', url, { cookie: c.housekeeper.cookie, body: { name: 'Lobby' } }), 403, 'FORBIDDEN');
    expectError(await api(t.app, 'POST', url, { cookie: theirManager.cookie, body: { name: 'Lobby' } }), 404, 'NOT_FOUND');
    expectError(await api(t.app, 'GET', url, { cookie: theirManager.cookie }), 404, 'NOT_FOUND');
    const area = (await api(t.app, 'POST', url, { cookie: c.manager.cookie, body: { name: 'Lobby' } })).json();
    expectError(await api(t.app, 'PATCH', `/api/areas/${area.id}`, { cookie: c.frontdesk.cookie, body: { name: 'Hall' } }), 403, 'FORBIDDEN');
    expectError(await api(t.app, 'PATCH', `/api/areas/${area.id}`, { cookie: theirManager.cookie, body: { name: 'Hall' } }), 404, 'NOT_FOUND');
    expectError(await api(t.app, 'DELETE', `/api/areas/${area.id}`, { cookie: theirManager.cookie }), 404, 'NOT_FOUND');
    expectError(await api(t.app, 'DELETE', `/api/areas/${crypto.randomUUID()}`, { cookie: c.manager.cookie }), 404, 'NOT_FOUND');
  });
});
