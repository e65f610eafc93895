import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember, seedRoom } from '../../test/seed-rooms';
import { expectError, expectInvalid } from '../../test/http-checks';

/** DESIGN §12: a dirty room's cleaning type corrected on its own, by whoever marks rooms dirty. */
describe.each(testDatabases())('changing a cleaning type on %s', (kind) => {
  const t = useTestApp(kind);
  const change = (cookie: string, roomId: string, cleaningType: unknown) =>
    api(t.app, 'POST', `/api/rooms/${roomId}/cleaning-type`, { cookie, body: { cleaningType } });

  async function typedRoom(hotelId: string, number: string, seed: Parameters<typeof seedRoom>[3]) {
    const room = await seedRoom(t.db, hotelId, number, seed);
    const type = await t.db
      .insertInto('room_types')
      .values({ hotel_id: hotelId, name: `Suite ${number}`, credits_departure: 40, credits_stayover: 20, credits_touch_up: 8, square_feet: 500 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('rooms').set({ room_type_id: type.id }).where('id', '=', room.roomId).execute();
    return room;
  }

  it('the front desk turns a departure into a stayover: re-priced, recorded, logged; the rest of the room stays', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const room = await typedRoom(hotel.id, '101', { status: 'dirty', cleaning_type: 'departure', notes: 'Extra towels', marked_dirty_by: c.manager.id });
    const res = await change(c.frontdesk.cookie, room.roomId, 'stayover');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'dirty', cleaningType: 'stayover', credits: 20, notes: 'Extra towels', markedDirtyBy: c.manager.id });

    const changes = (await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}/changes?since=0`, { cookie: c.manager.cookie })).json();
    expect(changes.rooms).toEqual([expect.objectContaining({ roomId: room.roomId, cleaningType: 'stayover', credits: 20 })]);
    const events = await t.db.selectFrom('room_status_events').select(['action', 'cleaning_type', 'actor_id', 'to_status']).where('room_id', '=', room.roomId).execute();
    expect(events).toEqual([{ action: 'cleaning_type', cleaning_type: 'stayover', actor_id: c.frontdesk.id, to_status: 'dirty' }]);

    // The same type again is no change: no new log entry.
    await change(c.manager.cookie, room.roomId, 'stayover');
    const again = (await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}/changes?since=0`, { cookie: c.manager.cookie })).json();
    expect(again.seq).toBe(changes.seq);
  });

  it('an assigned room keeps its housekeeper; a room already cleaned is refused (409)', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const assigned = await seedRoom(t.db, hotel.id, '201', { status: 'assigned', assigned_to: c.housekeeper.id, cleaning_type: 'departure' });
    const res = await change(c.admin.cookie, assigned.roomId, 'touch_up');
    expect(res.json()).toMatchObject({ status: 'assigned', assignedTo: c.housekeeper.id, cleaningType: 'touch_up', credits: 5 });
    const clean = await seedRoom(t.db, hotel.id, '202', { status: 'clean' });
    expectError(await change(c.manager.cookie, clean.roomId, 'stayover'), 409, 'CONFLICT');
  });

  it('housekeepers are refused (403), another hotel is 404, an unknown type is 400', async () => {
    const hotel = await seedHotel(t.db);
    const other = await seedHotel(t.db, 'Other');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '301', { status: 'dirty', cleaning_type: 'departure' });
    expectError(await change(c.housekeeper.cookie, room.roomId, 'stayover'), 403, 'FORBIDDEN');
    const otherDesk = await seedMember(t.app, t.db, 'frontdesk', other.id);
    expectError(await change(otherDesk.cookie, room.roomId, 'stayover'), 404, 'NOT_FOUND');
    expectInvalid(await change(c.manager.cookie, room.roomId, 'deep'), 'cleaningType');
    const row = await t.db.selectFrom('room_statuses').select('cleaning_type').where('room_id', '=', room.roomId).executeTakeFirstOrThrow();
    expect(row.cleaning_type).toBe('departure');
  });
});
