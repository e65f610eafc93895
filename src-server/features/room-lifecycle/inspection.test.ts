import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember, seedRoom } from '../../test/seed-rooms';
import { expectError } from '../../test/http-checks';

/** DESIGN §12: inspection, per hotel and off by default. */
describe.each(testDatabases())('inspection on %s', (kind) => {
  const t = useTestApp(kind);

  async function setup(inspect = true) {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    if (inspect) {
      const res = await api(t.app, 'PATCH', `/api/hotels/${hotel.id}`, { cookie: c.admin.cookie, body: { inspectionRequired: true } });
      expect(res.json()).toMatchObject({ inspectionRequired: true });
    }
    return { hotel, c };
  }
  const cleanedBy = async (c: Awaited<ReturnType<typeof setup>>['c'], roomId: string) => {
    const res = await api(t.app, 'POST', '/api/room-statuses', { cookie: c.housekeeper.cookie, body: { roomId, status: 'clean' } });
    expect(res.json()).toMatchObject({ status: 'clean', inspectionRequired: true });
  };
  const inspect = (cookie: string, roomId: string, body: unknown) => api(t.app, 'POST', `/api/rooms/${roomId}/inspection`, { cookie, body });

  it('is off by default; the manager turns it on for their hotel and every board row says so', async () => {
    const { hotel, c } = await setup(false);
    const room = await seedRoom(t.db, hotel.id, '101', { status: 'clean' });
    expect((await api(t.app, 'GET', `/api/hotels/${hotel.id}`, { cookie: c.manager.cookie })).json()).toMatchObject({ inspectionRequired: false });
    expectError(await inspect(c.manager.cookie, room.roomId, { result: 'pass' }), 409, 'CONFLICT');
    const on = await api(t.app, 'PATCH', `/api/hotels/${hotel.id}/inspection`, { cookie: c.manager.cookie, body: { inspectionRequired: true } });
    expect(on.json()).toMatchObject({ inspectionRequired: true });
    expectError(await api(t.app, 'PATCH', `/api/hotels/${hotel.id}/inspection`, { cookie: c.frontdesk.cookie, body: { inspectionRequired: false } }), 403, 'FORBIDDEN');
    const changes = (await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}/changes?since=0`, { cookie: c.manager.cookie })).json();
    expect(changes.rooms).toEqual([expect.objectContaining({ roomId: room.roomId, inspectionRequired: true })]);
  });

  it('pass: inspected, then PMS from inspected only (single and bulk)', async () => {
    const { hotel, c } = await setup();
    const room = await seedRoom(t.db, hotel.id, '201', { status: 'assigned', assigned_to: c.housekeeper.id });
    await cleanedBy(c, room.roomId);
    // With inspection on, PMS is never set straight from clean.
    expectError(await api(t.app, 'POST', '/api/room-statuses', { cookie: c.frontdesk.cookie, body: { roomId: room.roomId, status: 'pms_updated' } }), 403, 'FORBIDDEN');
    expectError(await api(t.app, 'POST', '/api/room-statuses', { cookie: c.manager.cookie, body: { roomId: room.roomId, status: 'pms_updated' } }), 403, 'FORBIDDEN');
    expectError(await api(t.app, 'POST', '/api/room-statuses/bulk-pms', { cookie: c.frontdesk.cookie, body: { hotelId: hotel.id, roomNumbers: '201' } }), 404, 'NOT_FOUND');
    expectError(await inspect(c.frontdesk.cookie, room.roomId, { result: 'pass' }), 403, 'FORBIDDEN');
    expectError(await inspect(c.housekeeper.cookie, room.roomId, { result: 'pass' }), 403, 'FORBIDDEN');

    const passed = await inspect(c.manager.cookie, room.roomId, { result: 'pass' });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json()).toMatchObject({ status: 'inspected', inspectedBy: c.manager.id });
    expect(passed.json().inspectedAt).toEqual(expect.any(String));
    expectError(await inspect(c.manager.cookie, room.roomId, { result: 'pass' }), 409, 'CONFLICT');
    expectError(await api(t.app, 'PATCH', `/api/room-statuses/${room.statusId}`, { cookie: c.manager.cookie, body: { status: 'inspected' } }), 400, 'BAD_REQUEST');

    const bulk = await api(t.app, 'POST', '/api/room-statuses/bulk-pms', { cookie: c.frontdesk.cookie, body: { hotelId: hotel.id, roomNumbers: '201' } });
    expect(bulk.json()).toEqual({ count: 1, roomNumbers: ['201'] });
    const events = await t.db.selectFrom('room_status_events').select(['from_status', 'to_status', 'action', 'assigned_to']).where('room_id', '=', room.roomId).orderBy('id').execute();
    expect(events).toEqual([
      { from_status: 'assigned', to_status: 'clean', action: null, assigned_to: c.housekeeper.id },
      { from_status: 'clean', to_status: 'inspected', action: 'inspection_passed', assigned_to: c.housekeeper.id },
      { from_status: 'inspected', to_status: 'pms_updated', action: null, assigned_to: c.housekeeper.id },
    ]);
  });

  it('fail: back to the housekeeper who cleaned it, with the reason as a note; a reason is required', async () => {
    const { hotel, c } = await setup();
    const room = await seedRoom(t.db, hotel.id, '301', { status: 'assigned', assigned_to: c.housekeeper.id });
    await cleanedBy(c, room.roomId);
    expectError(await inspect(c.manager.cookie, room.roomId, { result: 'fail' }), 400, 'BAD_REQUEST');
    const failed = await inspect(c.manager.cookie, room.roomId, { result: 'fail', reason: 'Mirror smudged' });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toMatchObject({ status: 'assigned', assignedTo: c.housekeeper.id, assignedToName: 'Hana Keeper' });
    const notes = (await api(t.app, 'GET', `/api/room-notes/room/${room.roomId}`, { cookie: c.housekeeper.cookie })).json();
    expect(notes).toEqual([expect.objectContaining({ content: 'Mirror smudged', createdBy: c.manager.id })]);
    const mine = (await api(t.app, 'GET', `/api/room-statuses/assigned/${c.housekeeper.id}`, { cookie: c.housekeeper.cookie })).json();
    expect(mine.map((r: { roomNumber: string }) => r.roomNumber)).toEqual(['301']);
  });

  it('a failed room says so on her list with the reason until she cleans it again; a pass says nothing (issue 29)', async () => {
    const { hotel, c } = await setup();
    const room = await seedRoom(t.db, hotel.id, '302', { status: 'assigned', assigned_to: c.housekeeper.id });
    await cleanedBy(c, room.roomId);
    const failed = await inspect(c.manager.cookie, room.roomId, { result: 'fail', reason: 'Mirror smudged' });
    expect(failed.json().failedInspection).toEqual({ reason: 'Mirror smudged', at: expect.any(String) });
    const mine = (await api(t.app, 'GET', `/api/room-statuses/assigned/${c.housekeeper.id}`, { cookie: c.housekeeper.cookie })).json();
    expect(mine).toEqual([expect.objectContaining({ roomNumber: '302', failedInspection: { reason: 'Mirror smudged', at: expect.any(String) } })]);
    const clean = await api(t.app, 'POST', '/api/room-statuses', { cookie: c.housekeeper.cookie, body: { roomId: room.roomId, status: 'clean' } });
    expect(clean.json()).toMatchObject({ status: 'clean', failedInspection: null });
    const row = await t.db.selectFrom('room_statuses').select(['failed_inspection_reason', 'failed_inspection_at']).where('room_id', '=', room.roomId).executeTakeFirstOrThrow();
    expect(row).toEqual({ failed_inspection_reason: null, failed_inspection_at: null });
    const passed = await inspect(c.manager.cookie, room.roomId, { result: 'pass' });
    expect(passed.json()).toMatchObject({ status: 'inspected', failedInspection: null });
  });

  it('fail on a room no housekeeper cleaned puts it back to dirty; another hotel is 404', async () => {
    const { hotel, c } = await setup();
    const room = await seedRoom(t.db, hotel.id, '401', { status: 'clean', cleaned_by: c.manager.id, cleaning_type: 'stayover' });
    expect((await inspect(c.admin.cookie, room.roomId, { result: 'fail', reason: 'Dust' })).json()).toMatchObject({ status: 'dirty', assignedTo: null, cleaningType: 'stayover' });
    const elsewhere = await seedHotel(t.db, 'Elsewhere');
    const theirs = await seedRoom(t.db, elsewhere.id, '401', { status: 'clean' });
    expectError(await inspect(c.manager.cookie, theirs.roomId, { result: 'pass' }), 404, 'NOT_FOUND');
    const otherManager = await seedMember(t.app, t.db, 'manager', elsewhere.id);
    expectError(await api(t.app, 'PATCH', `/api/hotels/${hotel.id}/inspection`, { cookie: otherManager.cookie, body: { inspectionRequired: false } }), 404, 'NOT_FOUND');
  });
});
