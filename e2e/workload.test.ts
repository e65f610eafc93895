import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, skipE2E, uniqueEmail, useE2E } from './harness';
import { PASSWORD, sees, shows, signInContext } from './housekeeper-setup';
import { seedHotel, seedUser } from '../src-server/test/test-app';

const WIDE = { viewport: { width: 1280, height: 900 } } as const;

/** Issue 12 (DESIGN §13): a manager assigns a whole shift in three clicks and hands over someone's rooms. */
describe.skipIf(skipE2E)('workload: auto-assign and hand over', () => {
  const e2e = useE2E();
  let hotelId: string;
  let managerEmail: string;
  const people: Record<string, string> = {};

  beforeAll(async () => {
    if (skipE2E) return;
    const hotel = await seedHotel(e2e.db, 'Workload Hotel');
    hotelId = hotel.id;
    for (const floor of [1, 2, 3]) {
      for (let n = 1; n <= 4; n++) {
        const room = await e2e.db
          .insertInto('rooms')
          .values({ hotel_id: hotel.id, room_number: String(floor * 100 + n), floor })
          .returning('id')
          .executeTakeFirstOrThrow();
        await e2e.db.insertInto('room_statuses').values({ room_id: room.id, hotel_id: hotel.id, status: 'dirty' }).execute();
      }
    }
    for (const fullName of ['Hana Keeper', 'Ola Other', 'Tia Third']) {
      const user = await seedUser(e2e.db, { email: uniqueEmail('hk'), password: PASSWORD, fullName, role: 'housekeeper', hotelId: hotel.id });
      people[fullName] = user.id;
    }
    managerEmail = uniqueEmail('manager');
    await seedUser(e2e.db, { email: managerEmail, password: PASSWORD, fullName: 'Mia Manager', role: 'manager', hotelId: hotel.id });
  });

  const assignedTo = async (name: string) =>
    (await e2e.db.selectFrom('room_statuses').select('room_id').where('hotel_id', '=', hotelId).where('assigned_to', '=', people[name]!).where('status', '=', 'assigned').execute()).length;

  it('plans and applies the shift in three clicks, shows progress live, and hands over in one more', async () => {
    const { page, context } = await e2e.newPage(WIDE);
    await signInContext(e2e, context, managerEmail);
    await page.goto('/dashboard');
    await shows(page.getByRole('heading', { name: 'Shift Progress' }));
    await sees(page, 'No rooms assigned yet');

    // 1. Auto-assign (everyone is on shift), 2. Plan, 3. Apply plan.
    await page.getByRole('button', { name: 'Auto-assign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Auto-assign' });
    await dialog.getByRole('button', { name: 'Plan' }).click();
    // Equal rooms, one floor each.
    await shows(dialog.getByText(/4 rooms · 120 credits · floors \d$/), 3);
    await expectAccessible(page);
    // Before applying, the manager moves room 101 to Tia (not a click of the three: a choice).
    await dialog.getByRole('button', { name: '101', exact: true }).click();
    await dialog.getByLabel('Move selected rooms to').selectOption({ label: 'Tia Third' });
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await shows(dialog.getByRole('region', { name: 'Tia Third' }).getByRole('button', { name: '101', exact: true }));
    await dialog.getByRole('button', { name: 'Apply plan' }).click();
    await sees(page, 'Assigned 12 rooms');
    const tia = await e2e.db.selectFrom('room_statuses as s').innerJoin('rooms as r', 'r.id', 's.room_id').select('s.assigned_to').where('r.hotel_id', '=', hotelId).where('r.room_number', '=', '101').executeTakeFirstOrThrow();
    expect(tia.assigned_to).toBe(people['Tia Third']);
    const counts = Object.fromEntries(await Promise.all(Object.keys(people).map(async (name) => [name, await assignedTo(name)] as const)));
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(12);

    // The shift board fills from the live update, no reload: one bar of rooms and one of credits each.
    for (const name of Object.keys(people)) {
      const rooms = page.getByRole('progressbar', { name: `Rooms, ${name}` });
      await expect.poll(() => rooms.getAttribute('aria-valuetext'), { timeout: 10_000 }).toBe(`0 of ${counts[name]} done, 0 in progress, 0 deferred`);
      await expect.poll(() => page.getByRole('progressbar', { name: `Credits, ${name}` }).getAttribute('aria-valuemax')).toBe(String(counts[name]! * 30));
    }
    await expectAccessible(page);

    // Tia goes home: her rooms, not started, go to the other two.
    await page.getByRole('button', { name: 'Hand over rooms of Tia Third' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hand over' }).click();
    await sees(page, `Moved ${counts['Tia Third']} rooms`);
    expect(await assignedTo('Tia Third')).toBe(0);
    expect((await assignedTo('Hana Keeper')) + (await assignedTo('Ola Other'))).toBe(12);
    expect(Math.abs((await assignedTo('Hana Keeper')) - (await assignedTo('Ola Other')))).toBeLessThanOrEqual(1);
    await expect
      .poll(() => page.getByRole('progressbar', { name: 'Rooms, Hana Keeper' }).getAttribute('aria-valuemax'), { timeout: 10_000 })
      .toBe('6');
    await shows(page.getByRole('progressbar', { name: 'Rooms, Tia Third' }), 0);

    // The same screen in Spanish.
    await page.getByRole('button', { name: 'Switch language' }).click();
    await shows(page.getByRole('heading', { name: 'Progreso del turno' }));
    await shows(page.getByRole('button', { name: 'Asignar automáticamente' }));
  });

  it('lets the manager add a room type and give it to rooms by number', async () => {
    const { page, context } = await e2e.newPage(WIDE);
    await signInContext(e2e, context, managerEmail);
    await page.goto('/dashboard/setup');
    await page.getByRole('button', { name: 'Add Room Type' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Room Type' });
    await dialog.getByLabel('Name').fill('Queen');
    await dialog.getByLabel('Departure credits').fill('40');
    await dialog.getByLabel('Square feet').fill('350');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await sees(page, 'Room type added');
    await page.getByLabel('Room range').fill('101-104');
    await page.getByLabel('Room type', { exact: true }).selectOption({ label: 'Queen' });
    await page.getByRole('button', { name: 'Set room type' }).click();
    await sees(page, 'Room type set for 4 rooms');
    const typed = await e2e.db.selectFrom('rooms').select('room_type_id').where('hotel_id', '=', hotelId).where('room_type_id', 'is not', null).execute();
    expect(typed).toHaveLength(4);
    await expectAccessible(page);
  });
});
