import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, useTestApp } from '../../test/test-app';
import { expectError, expectInvalid, send } from '../../test/http-checks';
import { seedCrew, seedRooms } from '../../test/seed-rooms';
import { hotelDate } from '../../../src-shared/hotel-time';
import { DEFAULT_CLEANING_RULES } from '../../../src-shared/cleaning-rules.schemas';
import { createLocalBus } from '../../realtime/event-bus';
import { runDayPlanPass } from './day-plan-pass';

/**
 * DESIGN §17, the cadence rules and the day's plan through the real HTTP surface: previewed
 * without a change, applied in one transaction (history and change log written once), and
 * idempotent, with an occupancy change re-planning only its rooms when the hotel auto-applies.
 */
describe.each(testDatabases())('cleaning rules and the day plan on %s', (kind) => {
  const t = useTestApp(kind);

  async function world() {
    const hotel = await seedHotel(t.db, 'Harbour Hotel');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const [out, stay, vacant, oos, dirty, stayTwo] = await seedRooms(t.db, hotel.id, ['101', '102', '103', '104', '105', '106']);
    await t.db.updateTable('room_statuses').set({ status: 'out_of_service' }).where('room_id', '=', oos!.roomId).execute();
    await t.db.updateTable('room_statuses').set({ status: 'dirty', cleaning_type: 'departure' }).where('room_id', '=', dirty!.roomId).execute();
    const today = hotelDate(hotel.timezone);
    const occupancy = (rooms: unknown[], cookie = c.manager.cookie, date = today) =>
      send(t.app, 'PUT', `/api/hotels/${hotel.id}/occupancy?date=${date}`, { cookie, body: { rooms } });
    const plan = (apply: boolean, cookie = c.manager.cookie, date = today) =>
      send(t.app, 'POST', `/api/hotels/${hotel.id}/day-plan?date=${date}`, { cookie, body: { apply } });
    const rules = (body: unknown, cookie = c.manager.cookie) => send(t.app, 'PUT', `/api/hotels/${hotel.id}/cleaning-rules`, { cookie, body });
    const day = [
      { roomNumber: '101', occupied: true, stay: 'due_out' },
      { roomNumber: '102', occupied: true, stay: 'stayover', nightsSoFar: 2 },
      { roomNumber: '103', occupied: false, stay: 'vacant' },
      { roomNumber: '104', occupied: true, stay: 'due_out' },
      { roomNumber: '105', occupied: true, stay: 'stayover', nightsSoFar: 1 },
      { roomNumber: '106', occupied: true, stay: 'stayover', nightsSoFar: 1 },
    ];
    return { hotel, c, today, occupancy, plan, rules, day, rooms: { out: out!, stay: stay!, vacant: vacant!, oos: oos!, dirty: dirty!, stayTwo: stayTwo! } };
  }
  const statusRow = (roomId: string) => t.db.selectFrom('room_statuses').select(['status', 'cleaning_type', 'marked_dirty_by']).where('room_id', '=', roomId).executeTakeFirstOrThrow();
  const count = async (table: 'room_status_events' | 'hotel_changes') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  it('keeps each hotel’s cadence: the defaults, a whole PUT, bounds refused; managers and admins only', async () => {
    const w = await world();
    const get = (cookie: string) => send(t.app, 'GET', `/api/hotels/${w.hotel.id}/cleaning-rules`, { cookie });
    expect((await get(w.c.manager.cookie)).json()).toEqual(DEFAULT_CLEANING_RULES);
    const next = { stayoverEveryNights: 2, linenEveryNights: 3, optOutMaxNights: 4, touchUpAfterDays: 5, dayStart: '07:30', autoApply: true };
    const put = await w.rules(next, w.c.admin.cookie);
    expect(put.statusCode, put.body).toBe(200);
    // The fields it left out (the arrival window, issue 32) take their defaults.
    expect((await get(w.c.manager.cookie)).json()).toEqual({ ...DEFAULT_CLEANING_RULES, ...next });
    // A field left out takes its default: PUT is the whole of it.
    expect((await w.rules({ stayoverEveryNights: 3 })).json()).toEqual({ ...DEFAULT_CLEANING_RULES, stayoverEveryNights: 3 });
    expectInvalid(await w.rules({ stayoverEveryNights: 0 }), 'stayoverEveryNights');
    expectInvalid(await w.rules({ dayStart: '25:00' }), 'dayStart');
    expectInvalid(await w.rules({ touchUpAfterDays: 1.5 }), 'touchUpAfterDays');
    expectError(await get(w.c.frontdesk.cookie), 403, 'FORBIDDEN');
    expectError(await w.rules(next, w.c.housekeeper.cookie), 403, 'FORBIDDEN');
    const other = await seedHotel(t.db, 'Other Hotel');
    expectError(await send(t.app, 'GET', `/api/hotels/${other.id}/cleaning-rules`, { cookie: w.c.manager.cookie }), 404, 'NOT_FOUND');
    expect((await get(w.c.manager.cookie)).json().stayoverEveryNights).toBe(3);
  });

  it('previews departures and stayovers by the cadence, leaves vacant clean, out-of-service and dirty rooms, and changes nothing', async () => {
    const w = await world();
    await w.rules({ stayoverEveryNights: 2 });
    await w.occupancy(w.day);
    const events = await count('room_status_events');
    const res = await w.plan(false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      date: w.today,
      applied: false,
      rooms: [
        { roomId: w.rooms.out.roomId, roomNumber: '101', from: 'clean', to: 'dirty', cleaningType: 'departure', why: 'departure' },
        { roomId: w.rooms.stay.roomId, roomNumber: '102', from: 'clean', to: 'dirty', cleaningType: 'stayover', why: 'stayover' },
      ],
    });
    expect((await statusRow(w.rooms.out.roomId)).status).toBe('clean');
    expect(await count('room_status_events')).toBe(events);
    expectError(await w.plan(false, w.c.frontdesk.cookie), 403, 'FORBIDDEN');
    expectInvalid(await send(t.app, 'POST', `/api/hotels/${w.hotel.id}/day-plan?date=nope`, { cookie: w.c.manager.cookie, body: { apply: false } }), 'date');
  });

  it('applies the plan in one transaction: history once per room under the manager, one change-log entry, and planning again touches nothing', async () => {
    const w = await world();
    await w.occupancy(w.day);
    const seq = Number((await send(t.app, 'GET', `/api/room-statuses/hotel/${w.hotel.id}`, { cookie: w.c.manager.cookie })).headers['x-change-seq']);
    const [events, changes] = [await count('room_status_events'), await count('hotel_changes')];
    const res = await w.plan(true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().applied).toBe(true);
    expect(res.json().rooms.map((r: { roomNumber: string; cleaningType: string }) => `${r.roomNumber}:${r.cleaningType}`)).toEqual(['101:departure', '102:stayover', '106:stayover']);
    expect(await statusRow(w.rooms.out.roomId)).toEqual({ status: 'dirty', cleaning_type: 'departure', marked_dirty_by: w.c.manager.id });
    expect(await statusRow(w.rooms.stay.roomId)).toMatchObject({ status: 'dirty', cleaning_type: 'stayover' });
    expect((await statusRow(w.rooms.oos.roomId)).status).toBe('out_of_service');
    expect((await statusRow(w.rooms.vacant.roomId)).status).toBe('clean');
    expect(await count('room_status_events')).toBe(events + 3);
    expect(await count('hotel_changes')).toBe(changes + 1);
    const history = await t.db.selectFrom('room_status_events').select(['room_number', 'cleaning_type', 'actor_id']).where('room_id', '=', w.rooms.stay.roomId).execute();
    expect(history).toEqual([{ room_number: '102', cleaning_type: 'stayover', actor_id: w.c.manager.id }]);
    const live = (await send(t.app, 'GET', `/api/room-statuses/hotel/${w.hotel.id}/changes?since=${seq}`, { cookie: w.c.manager.cookie })).json();
    expect(live.rooms.map((r: { roomNumber: string; cleaningType: string }) => `${r.roomNumber}:${r.cleaningType}`).sort()).toEqual(['101:departure', '102:stayover', '106:stayover']);

    // Cleaned since: planning the day again leaves it clean (it was planned already).
    await t.db.updateTable('room_statuses').set({ status: 'clean' }).where('room_id', '=', w.rooms.stay.roomId).execute();
    const again = await w.plan(true);
    expect(again.json().rooms).toEqual([]);
    expect(await count('room_status_events')).toBe(events + 3);
    expect(await count('hotel_changes')).toBe(changes + 1);
    expect((await statusRow(w.rooms.stay.roomId)).status).toBe('clean');
  });

  it('with auto-apply on, an occupancy change re-plans only its rooms, once', async () => {
    const w = await world();
    await w.rules({ autoApply: true });
    const first = await w.occupancy(w.day, w.c.frontdesk.cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().plan.rooms.map((r: { roomNumber: string }) => r.roomNumber)).toEqual(['101', '102', '106']);
    const events = await count('room_status_events');
    // The same day again: nothing new, nothing planned.
    expect((await w.occupancy(w.day)).json().plan).toBeNull();
    // Room 102 was cleaned; then the guest of 106 leaves early and 102 stays on: only 106 is new, and it is already dirty.
    await t.db.updateTable('room_statuses').set({ status: 'clean' }).where('room_id', 'in', [w.rooms.stay.roomId, w.rooms.stayTwo.roomId]).execute();
    const changed = w.day.map((r) => (r.roomNumber === '106' ? { ...r, stay: 'due_out' } : r));
    const late = await w.occupancy(changed);
    expect(late.json().plan.rooms).toEqual([{ roomId: w.rooms.stayTwo.roomId, roomNumber: '106', from: 'clean', to: 'dirty', cleaningType: 'departure', why: 'departure' }]);
    expect((await statusRow(w.rooms.stay.roomId)).status).toBe('clean');
    expect(await count('room_status_events')).toBe(events + 1);
    // Another day's occupancy is stored, not applied now.
    expect((await w.occupancy(w.day, w.c.manager.cookie, '2030-01-01')).json().plan).toBeNull();
  });
});

describe.each(testDatabases())('the day plan at the hotel’s day start on %s', (kind) => {
  const t = useTestApp(kind);

  it('applies each auto-applying hotel’s plan once, at its own day start, under no one’s name', async () => {
    const auto = await seedHotel(t.db, 'Auto Hotel', 'America/New_York');
    const manual = await seedHotel(t.db, 'Manual Hotel', 'America/New_York');
    const [a] = await seedRooms(t.db, auto.id, ['101']);
    const [m] = await seedRooms(t.db, manual.id, ['101']);
    await t.db.insertInto('cleaning_rules').values([{ hotel_id: auto.id, auto_apply: true, day_start: '06:30' }, { hotel_id: manual.id }]).execute();
    const day = '2026-11-26';
    await t.db
      .insertInto('room_occupancy')
      .values([a!, m!].map((r) => ({ hotel_id: r.hotelId, room_id: r.roomId, day, occupied: true, stay: 'due_out' as const, source: 'api' as const })))
      .execute();
    const bus = createLocalBus();
    // 06:29 in New York is 11:29 UTC: not yet.
    expect(await runDayPlanPass(t.db, bus, new Date('2026-11-26T11:29:00Z'))).toEqual([]);
    expect(await runDayPlanPass(t.db, bus, new Date('2026-11-26T11:31:00Z'))).toEqual([auto.id]);
    const row = await t.db.selectFrom('room_statuses').select(['status', 'cleaning_type', 'marked_dirty_by']).where('room_id', '=', a!.roomId).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'dirty', cleaning_type: 'departure', marked_dirty_by: null });
    const history = await t.db.selectFrom('room_status_events').select(['actor_id', 'to_status']).where('room_id', '=', a!.roomId).execute();
    expect(history).toEqual([{ actor_id: null, to_status: 'dirty' }]);
    expect((await t.db.selectFrom('room_statuses').select('status').where('room_id', '=', m!.roomId).executeTakeFirstOrThrow()).status).toBe('clean');
    // Cleaned, and the pass comes round again the same day (or two instances race): nothing more.
    await t.db.updateTable('room_statuses').set({ status: 'clean' }).where('room_id', '=', a!.roomId).execute();
    expect(await Promise.all([runDayPlanPass(t.db, bus, new Date('2026-11-26T12:00:00Z')), runDayPlanPass(t.db, bus, new Date('2026-11-26T12:00:00Z'))])).toEqual([[], []]);
    expect((await t.db.selectFrom('room_statuses').select('status').where('room_id', '=', a!.roomId).executeTakeFirstOrThrow()).status).toBe('clean');
    expect(await t.db.selectFrom('room_status_events').select('id').where('room_id', '=', a!.roomId).execute()).toHaveLength(1);
  });
});
