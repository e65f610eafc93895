import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember, seedRooms } from '../../test/seed-rooms';
import type { AutoAssignResult } from '../../../src-shared/workload.schemas';

describe.each(testDatabases())('auto-assign with the shift roster (issue 18) on %s', (kind) => {
  const t = useTestApp(kind);
  const plan = (cookie: string, body: object) => api(t.app, 'POST', '/api/room-statuses/auto-assign', { cookie, body });

  async function setup() {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const rosa = await seedMember(t.app, t.db, 'housekeeper', hotel.id, { fullName: 'Rosa Ruiz' });
    const tia = await seedMember(t.app, t.db, 'housekeeper', hotel.id, { fullName: 'Tia Proposed' });
    return { hotel, c, hana: c.housekeeper, rosa, tia };
  }
  const onShift = (cookie: string, hotelId: string, ids: string[]) => api(t.app, 'PUT', `/api/hotels/${hotelId}/shift`, { cookie, body: { housekeeperIds: ids } });

  it('plans for today’s shift only, with each person’s rooms, floors and credits before → after; Rosa keeps to her floors', async () => {
    const s = await setup();
    await seedRooms(t.db, s.hotel.id, ['601'], { status: 'assigned', assigned_to: s.rosa.id, floor: 6 });
    await seedRooms(t.db, s.hotel.id, ['701'], { status: 'assigned', assigned_to: s.rosa.id, floor: 7 });
    await seedRooms(t.db, s.hotel.id, ['201', '202', '301'], { status: 'dirty', floor: 2 });
    await seedRooms(t.db, s.hotel.id, ['602', '702'], { status: 'dirty', floor: 6 });
    expect((await plan(s.c.manager.cookie, { hotelId: s.hotel.id, apply: false })).json()).toMatchObject({ reason: 'NOBODY_ON_SHIFT' });
    // Tia signed in (proposed) but the manager put only Hana and Rosa on shift.
    await onShift(s.c.manager.cookie, s.hotel.id, [s.rosa.id, s.hana.id]);
    const res = await plan(s.c.manager.cookie, { hotelId: s.hotel.id, apply: false });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AutoAssignResult>();
    expect(body.people).toEqual([
      {
        housekeeperId: s.hana.id,
        fullName: 'Hana Keeper',
        before: { rooms: 0, credits: 0, floors: [] },
        after: { rooms: 3, credits: 90, floors: [2] },
        nothingBecause: null,
      },
      {
        housekeeperId: s.rosa.id,
        fullName: 'Rosa Ruiz',
        before: { rooms: 2, credits: 60, floors: [6, 7] },
        after: { rooms: 4, credits: 120, floors: [6, 7] },
        nothingBecause: null,
      },
    ]);
  });

  it('says why someone gets nothing: their capacity, the square-foot cap, or no rooms left', async () => {
    const s = await setup();
    await onShift(s.c.manager.cookie, s.hotel.id, [s.hana.id, s.rosa.id, s.tia.id]);
    await seedRooms(t.db, s.hotel.id, ['101'], { status: 'dirty' });
    const one = (await plan(s.c.manager.cookie, { hotelId: s.hotel.id, apply: false })).json<AutoAssignResult>();
    expect(one.people.filter((p) => p.nothingBecause === 'no-rooms-left')).toHaveLength(2);
    expect(one.people.filter((p) => p.nothingBecause === null && p.after.rooms === 1)).toHaveLength(1);
    await seedRooms(t.db, s.hotel.id, ['102', '103', '104'], { status: 'dirty' });
    const capped = (
      await plan(s.c.manager.cookie, { hotelId: s.hotel.id, apply: false, capacity: { [s.hana.id]: 10, [s.rosa.id]: 30, [s.tia.id]: 30 } })
    ).json<AutoAssignResult>();
    expect(capped.people.map((p) => [p.fullName, p.after.rooms, p.nothingBecause])).toEqual([
      ['Hana Keeper', 0, 'capacity'],
      ['Rosa Ruiz', 1, null],
      ['Tia Proposed', 1, null],
    ]);
    expect(capped.unassigned).toHaveLength(2);
    const suite = await t.db
      .insertInto('room_types')
      .values({ hotel_id: s.hotel.id, name: 'Suite', credits_departure: 30, credits_stayover: 15, credits_touch_up: 5, square_feet: 600 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('rooms').set({ room_type_id: suite.id }).where('hotel_id', '=', s.hotel.id).execute();
    await api(t.app, 'PATCH', `/api/hotels/${s.hotel.id}`, { cookie: s.c.admin.cookie, body: { maxSquareFeetPerShift: 500 } });
    const feet = (await plan(s.c.manager.cookie, { hotelId: s.hotel.id, apply: false })).json<AutoAssignResult>();
    expect(feet.people.map((p) => p.nothingBecause)).toEqual(['square-feet-cap', 'square-feet-cap', 'square-feet-cap']);
  });
});
