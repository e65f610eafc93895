import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedLateCheckout, seedRoom } from '../../test/seed-rooms';
import { expectInvalid } from '../../test/http-checks';

/** DESIGN §12: a dirty room says what the cleaning is, whichever way it was marked dirty. */
describe.each(testDatabases())('cleaning type on %s', (kind) => {
  const t = useTestApp(kind);

  async function setup() {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    return { hotel, c };
  }
  const boardRow = async (cookie: string, hotelId: string, roomNumber: string) =>
    ((await api(t.app, 'GET', `/api/room-statuses/hotel/${hotelId}`, { cookie })).json() as { roomNumber: string; cleaningType: string | null }[]).find(
      (r) => r.roomNumber === roomNumber,
    );
  const historyType = async (roomId: string) =>
    (await t.db.selectFrom('room_status_events').select('cleaning_type').where('room_id', '=', roomId).orderBy('id').execute()).map((e) => e.cleaning_type);

  it('POST /api/room-statuses and PATCH /api/room-statuses/{id} take it; departure when not given', async () => {
    const { hotel, c } = await setup();
    const a = await seedRoom(t.db, hotel.id, '101');
    const b = await seedRoom(t.db, hotel.id, '102');
    const posted = await api(t.app, 'POST', '/api/room-statuses', { cookie: c.frontdesk.cookie, body: { roomId: a.roomId, status: 'dirty', cleaningType: 'stayover' } });
    expect(posted.json()).toMatchObject({ status: 'dirty', cleaningType: 'stayover', credits: 15 });
    const patched = await api(t.app, 'PATCH', `/api/room-statuses/${b.statusId}`, { cookie: c.manager.cookie, body: { status: 'dirty' } });
    expect(patched.json()).toMatchObject({ status: 'dirty', cleaningType: 'departure' });
    await api(t.app, 'PATCH', `/api/room-statuses/${b.statusId}`, { cookie: c.manager.cookie, body: { status: 'clean' } });
    await api(t.app, 'PATCH', `/api/room-statuses/${b.statusId}`, { cookie: c.manager.cookie, body: { status: 'dirty', cleaningType: 'touch_up' } });
    expect(await boardRow(c.housekeeper.cookie, hotel.id, '102')).toMatchObject({ cleaningType: 'touch_up' });
    expect(await historyType(b.roomId)).toEqual(['departure', 'departure', 'touch_up']);
    expectInvalid(
      await api(t.app, 'POST', '/api/room-statuses', { cookie: c.manager.cookie, body: { roomId: a.roomId, status: 'dirty', cleaningType: 'deep' } }),
      'cleaningType',
    );
  });

  it('bulk dirty marks every matching room with the type', async () => {
    const { hotel, c } = await setup();
    for (const n of ['201', '202', '203']) await seedRoom(t.db, hotel.id, n);
    const res = await api(t.app, 'POST', '/api/room-statuses/bulk-dirty', {
      cookie: c.frontdesk.cookie,
      body: { hotelId: hotel.id, roomNumbers: '201-202', cleaningType: 'stayover' },
    });
    expect(res.json()).toMatchObject({ count: 2 });
    expect(await boardRow(c.manager.cookie, hotel.id, '201')).toMatchObject({ cleaningType: 'stayover' });
    expect(await boardRow(c.manager.cookie, hotel.id, '202')).toMatchObject({ cleaningType: 'stayover' });
    expect(await boardRow(c.manager.cookie, hotel.id, '203')).toMatchObject({ cleaningType: null });
  });

  it('resolving a late checkout makes the room a departure, recorded under whoever resolved it', async () => {
    const { hotel, c } = await setup();
    const room = await seedRoom(t.db, hotel.id, '301', { status: 'pms_updated', cleaning_type: 'stayover' });
    const lateId = await seedLateCheckout(t.db, room, '12:00', c.frontdesk.id);
    expect((await api(t.app, 'PATCH', `/api/late-checkouts/${lateId}`, { cookie: c.frontdesk.cookie, body: { resolvedAt: new Date().toISOString() } })).statusCode).toBe(200);
    expect(await boardRow(c.manager.cookie, hotel.id, '301')).toMatchObject({ status: 'dirty', cleaningType: 'departure' });
    const [event] = await t.db.selectFrom('room_status_events').select(['actor_id', 'to_status']).where('room_id', '=', room.roomId).execute();
    expect(event).toEqual({ actor_id: c.frontdesk.id, to_status: 'dirty' });
  });

  it('every board row carries the lifecycle fields', async () => {
    const { hotel, c } = await setup();
    await seedRoom(t.db, hotel.id, '401');
    expect(await boardRow(c.manager.cookie, hotel.id, '401')).toEqual(
      expect.objectContaining({ cleaningType: null, priority: false, deferral: null, timer: null, inspectionRequired: false, inspectedAt: null }),
    );
  });
});
