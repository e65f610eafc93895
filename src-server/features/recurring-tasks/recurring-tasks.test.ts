import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember, seedRoom } from '../../test/seed-rooms';
import { expectError, expectInvalid } from '../../test/http-checks';
import { createLocalBus } from '../../realtime/event-bus';
import { nextDueAfter, runRecurringTasksPass } from './recurring-pass';

/** 05:00 UTC on 1 December: still 30 November in Los Angeles. */
const NOW = new Date('2026-12-01T05:00:00Z');
const TODAY = '2026-11-30';

/** Issue 21, DESIGN §18: preventive tasks every N days, made once by the app's periodic pass. */
describe.each(testDatabases())('recurring tasks on %s', (kind) => {
  const t = useTestApp(kind);
  const bus = createLocalBus();

  async function setup() {
    const hotel = await seedHotel(t.db, 'Harbour Hotel', 'America/Los_Angeles');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const gym = (await api(t.app, 'POST', `/api/hotels/${hotel.id}/areas`, { cookie: c.manager.cookie, body: { name: 'Gym' } })).json();
    const add = async (body: Record<string, unknown>) => {
      const res = await api(t.app, 'POST', `/api/hotels/${hotel.id}/recurring-tasks`, { cookie: c.manager.cookie, body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    return { hotel, c, gym, add };
  }
  const ordersOf = (taskId: string) =>
    t.db.selectFrom('work_orders').select(['title', 'category', 'priority', 'area_id', 'room_id', 'status', 'recurring_due']).where('recurring_task_id', '=', taskId).execute();
  const roomState = (roomId: string) =>
    t.db.selectFrom('room_statuses').select(['status', 'cleaning_type', 'notes']).where('room_id', '=', roomId).executeTakeFirstOrThrow();
  const nextDue = async (taskId: string) => {
    const row = await t.db.selectFrom('recurring_tasks').select((eb) => eb.cast<string>('next_due', 'text').as('next_due')).where('id', '=', taskId).executeTakeFirstOrThrow();
    return row.next_due;
  };

  it('makes each due task once, however many passes run at once, and moves next_due on by its period', async () => {
    const { hotel, c, gym, add } = await setup();
    const room = await seedRoom(t.db, hotel.id, '412', { status: 'clean' });
    const filters = await add({ areaId: gym.id, title: 'Clean the air filters', kind: 'work_order', category: 'appliance', priority: 'urgent', everyDays: 7, nextDue: TODAY });
    const deepClean = await add({ roomId: room.roomId, title: 'Deep clean', kind: 'cleaning', cleaningType: 'departure', everyDays: 30, nextDue: '2026-11-29' });
    const gymClean = await add({ areaId: gym.id, title: 'Wipe the machines', kind: 'cleaning', everyDays: 1, nextDue: TODAY });
    // Tomorrow in Los Angeles, though already today in UTC: not yet.
    const tomorrow = await add({ roomId: room.roomId, title: 'Turn the mattress', kind: 'work_order', category: 'furniture', everyDays: 90, nextDue: '2026-12-01' });
    expect(deepClean).toMatchObject({ roomNumber: '412', cleaningType: 'departure', kind: 'cleaning', nextDue: '2026-11-29' });

    // Two app instances' passes at the same minute.
    const [first, second] = await Promise.all([runRecurringTasksPass(t.db, bus, NOW), runRecurringTasksPass(t.db, bus, NOW)]);
    expect([...first, ...second].sort()).toEqual([filters.id, deepClean.id, gymClean.id].sort());
    expect(await runRecurringTasksPass(t.db, bus, NOW)).toEqual([]);

    expect(await ordersOf(filters.id)).toEqual([
      { title: 'Clean the air filters', category: 'appliance', priority: 'urgent', area_id: gym.id, room_id: null, status: 'open', recurring_due: expect.anything() },
    ]);
    // An area's cleaning is a work order of the area ('other'), for the manager to hand out.
    expect(await ordersOf(gymClean.id)).toMatchObject([{ title: 'Wipe the machines', category: 'other', area_id: gym.id }]);
    // A room's cleaning makes the room dirty with its cleaning type and the task as the note; no work order.
    expect(await ordersOf(deepClean.id)).toEqual([]);
    expect(await roomState(room.roomId)).toMatchObject({ status: 'dirty', cleaning_type: 'departure', notes: 'Deep clean' });
    expect(await ordersOf(tomorrow.id)).toEqual([]);
    // The list says who scheduled a recurring task's order (issue 29); a report names no scheduler.
    const orders = (await api(t.app, 'GET', `/api/work-orders/hotel/${hotel.id}`, { cookie: c.manager.cookie })).json();
    const filtersOrder = orders.find((o: { title: string }) => o.title === 'Clean the air filters');
    expect(filtersOrder).toMatchObject({ createdBy: null, scheduledByName: c.manager.fullName });

    expect(await nextDue(filters.id)).toBe('2026-12-07');
    expect(await nextDue(deepClean.id)).toBe('2026-12-29');
    expect(await nextDue(gymClean.id)).toBe('2026-12-01');
    const listed = (await api(t.app, 'GET', `/api/hotels/${hotel.id}/recurring-tasks`, { cookie: c.manager.cookie })).json();
    expect(listed.map((r: { title: string; nextDue: string }) => [r.title, r.nextDue])).toEqual([
      ['Turn the mattress', '2026-12-01'],
      ['Wipe the machines', '2026-12-01'],
      ['Clean the air filters', '2026-12-07'],
      ['Deep clean', '2026-12-29'],
    ]);

    // The next day (in Los Angeles) the daily one and tomorrow's come due, once each.
    const nextDay = new Date('2026-12-02T05:00:00Z');
    expect((await runRecurringTasksPass(t.db, bus, nextDay)).sort()).toEqual([gymClean.id, tomorrow.id].sort());
    expect(await runRecurringTasksPass(t.db, bus, nextDay)).toEqual([]);
    expect(await ordersOf(gymClean.id)).toHaveLength(2);
  });

  it("a room's cleaning waits for the room to be clean, and a long pause makes one occurrence, not a backlog", async () => {
    const { hotel, add } = await setup();
    const room = await seedRoom(t.db, hotel.id, '101', { status: 'out_of_service', notes: 'Broken window' });
    const task = await add({ roomId: room.roomId, title: 'Deep clean', kind: 'cleaning', everyDays: 7, nextDue: '2026-08-01' });
    expect(await runRecurringTasksPass(t.db, bus, NOW)).toEqual([]);
    expect(await roomState(room.roomId)).toMatchObject({ status: 'out_of_service', notes: 'Broken window' });
    expect(await nextDue(task.id)).toBe('2026-08-01');

    await t.db.updateTable('room_statuses').set({ status: 'clean', notes: null }).where('room_id', '=', room.roomId).execute();
    expect(await runRecurringTasksPass(t.db, bus, NOW)).toEqual([task.id]);
    expect(await roomState(room.roomId)).toMatchObject({ status: 'dirty', cleaning_type: 'touch_up', notes: 'Deep clean' });
    // 2026-08-01 + 18 weeks is 2026-12-05, the first day of the series after 30 November.
    expect(await nextDue(task.id)).toBe('2026-12-05');
    expect(nextDueAfter('2026-11-30', 7, '2026-11-30')).toBe('2026-12-07');
  });

  it('refuses bad input (400), the desk and housekeepers (403), another hotel, its rooms and areas (404); deleting keeps what was made', async () => {
    const { hotel, c, gym, add } = await setup();
    const other = await seedHotel(t.db, 'Other');
    const theirManager = await seedMember(t.app, t.db, 'manager', other.id);
    const theirRoom = await seedRoom(t.db, other.id, '101');
    const theirArea = (await api(t.app, 'POST', `/api/hotels/${other.id}/areas`, { cookie: theirManager.cookie, body: { name: 'Spa' } })).json();
    const room = await seedRoom(t.db, hotel.id, '412');
    const url = `/api/hotels/${hotel.id}/recurring-tasks`;
    const valid = { areaId: gym.id, title: 'Filters', kind: 'work_order', everyDays: 7, nextDue: TODAY };
    const post = (cookie: string, body: Record<string, unknown>) => api(t.app, 'POST', url, { cookie, body });
    expectInvalid(await post(c.manager.cookie, { ...valid, roomId: room.roomId }), 'roomId', 'Choose a room or an area');
    expectInvalid(await post(c.manager.cookie, { ...valid, areaId: undefined }), 'roomId');
    expectInvalid(await post(c.manager.cookie, { ...valid, everyDays: 0 }), 'everyDays');
    expectInvalid(await post(c.manager.cookie, { ...valid, everyDays: 1.5 }), 'everyDays');
    expectInvalid(await post(c.manager.cookie, { ...valid, nextDue: '2026-02-30' }), 'nextDue');
    expectInvalid(await post(c.manager.cookie, { ...valid, kind: 'party' }), 'kind');
    expectInvalid(await post(c.manager.cookie, { ...valid, title: ' ' }), 'title');
    expectError(await post(c.frontdesk.cookie, valid), 403, 'FORBIDDEN');
    expectError(await post(c.housekeeper.cookie, valid), 403, 'FORBIDDEN');
    expectError(await api(t.app, 'GET', url, { cookie: c.housekeeper.cookie }), 403, 'FORBIDDEN');
    expectError(await post(theirManager.cookie, valid), 404, 'NOT_FOUND');
    expectError(await api(t.app, 'GET', url, { cookie: theirManager.cookie }), 404, 'NOT_FOUND');
    expectError(await post(c.manager.cookie, { ...valid, areaId: undefined, roomId: theirRoom.roomId }), 404, 'NOT_FOUND');
    expect(expectError(await post(c.manager.cookie, { ...valid, areaId: theirArea.id }), 404, 'NOT_FOUND').reason).toBe('AREA_NOT_FOUND');

    const task = await add(valid);
    expect(await runRecurringTasksPass(t.db, bus, NOW)).toEqual([task.id]);
    expectError(await api(t.app, 'DELETE', `/api/recurring-tasks/${task.id}`, { cookie: theirManager.cookie }), 404, 'NOT_FOUND');
    expectError(await api(t.app, 'DELETE', `/api/recurring-tasks/${task.id}`, { cookie: c.frontdesk.cookie }), 403, 'FORBIDDEN');
    expect((await api(t.app, 'DELETE', `/api/recurring-tasks/${task.id}`, { cookie: c.manager.cookie })).statusCode).toBe(200);
    expect((await api(t.app, 'GET', url, { cookie: c.manager.cookie })).json()).toEqual([]);
    expect(await t.db.selectFrom('work_orders').select('title').where('hotel_id', '=', hotel.id).execute()).toEqual([{ title: 'Filters' }]);
    // The area still named by that work order cannot go.
    expectError(await api(t.app, 'DELETE', `/api/areas/${gym.id}`, { cookie: c.manager.cookie }), 409, 'CONFLICT');
  });
});
