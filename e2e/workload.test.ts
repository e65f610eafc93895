import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, skipE2E, uniqueEmail, useE2E, chooseLanguage } from './harness';
import { PASSWORD, PHONE, sees, sessionCookie, shows, signInContext } from './housekeeper-setup';
import { seedHotel, seedUser } from '../src-server/test/test-app';

const WIDE = { viewport: { width: 1280, height: 900 } } as const;

/**
 * Issue 12 (DESIGN §13): a manager assigns a whole shift in three clicks and hands over
 * someone's rooms. Issue 18: the shift roster decides who is offered, the preview reads each
 * person's load before → after, and the hand over names who got what, with Undo.
 */
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

    // Nobody is on shift yet: Auto-assign has no one to offer.
    await page.getByRole('button', { name: 'Auto-assign' }).click();
    await sees(page, 'Nobody is on shift today. Set the shift first.');
    await page.getByRole('dialog', { name: 'Auto-assign' }).getByRole('button', { name: 'Close' }).click();
    // The manager sets today's shift.
    await page.getByRole('button', { name: 'Shift (0 on shift)' }).click();
    const shift = page.getByRole('dialog', { name: 'Who is on shift today?' });
    await shift.getByRole('button', { name: 'Everyone' }).click();
    await expectAccessible(page);
    await shift.getByRole('button', { name: 'Save shift' }).click();
    await sees(page, 'Shift saved: 3 on shift');
    await shows(page.getByRole('button', { name: 'Shift (3 on shift)' }));
    const onShift = await e2e.db.selectFrom('shift_roster').select('user_id').where('hotel_id', '=', hotelId).where('state', '=', 'on').execute();
    expect(onShift.map((r) => r.user_id).sort()).toEqual(Object.values(people).sort());

    // 1. Auto-assign (the people on shift are ticked), 2. Plan, 3. Apply plan.
    await page.getByRole('button', { name: 'Auto-assign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Auto-assign' });
    await dialog.getByRole('button', { name: 'Plan' }).click();
    // Equal rooms, one floor each: each person's load before → after.
    await shows(dialog.getByText(/^Rooms 0 → 4 · credits 0 → 120 · floors – → \d$/), 3);
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

    // Tia goes home with one room started: the manager is asked, moves it too, and the toast names who got what.
    const tiaRooms = await e2e.db.selectFrom('room_statuses').select('room_id').where('assigned_to', '=', people['Tia Third']!).orderBy('room_id').execute();
    await e2e.db.updateTable('room_statuses').set({ timer_state: 'running', timer_started_at: new Date() }).where('room_id', '=', tiaRooms[0]!.room_id).execute();
    // The board learns of the timer from its own data: reload.
    await page.reload();
    await page.getByRole('button', { name: 'Hand over rooms of Tia Third' }).click();
    const handOver = page.getByRole('dialog', { name: 'Hand over the rooms of Tia Third' });
    await shows(handOver.getByRole('group', { name: 'Started rooms' }));
    await handOver.getByRole('radio', { name: /^Move them too/ }).check();
    await expectAccessible(page);
    await handOver.getByRole('button', { name: 'Hand over' }).click();
    const toast = page.getByText(new RegExp(`^Moved ${counts['Tia Third']} rooms: \\d to Hana Keeper, \\d to Ola Other$`));
    await shows(toast);
    expect(await assignedTo('Tia Third')).toBe(0);
    await shows(page.getByRole('button', { name: 'Shift (2 on shift)' }));
    const moved = await e2e.db.selectFrom('room_statuses').select(['timer_state', 'assigned_to']).where('room_id', '=', tiaRooms[0]!.room_id).executeTakeFirstOrThrow();
    expect(moved.timer_state).toBeNull();

    // Undo puts every room back, her clock running, and her on shift.
    await page.getByRole('button', { name: 'Undo' }).click();
    await sees(page, 'Change undone');
    expect(await assignedTo('Tia Third')).toBe(counts['Tia Third']);
    const back = await e2e.db.selectFrom('room_statuses').select('timer_state').where('room_id', '=', tiaRooms[0]!.room_id).executeTakeFirstOrThrow();
    expect(back.timer_state).toBe('running');
    await shows(page.getByRole('button', { name: 'Shift (3 on shift)' }));
    await e2e.db.updateTable('room_statuses').set({ timer_state: null, timer_started_at: null }).where('room_id', '=', tiaRooms[0]!.room_id).execute();
    await page.reload();

    // For good this time: her rooms, none started now, go to the other two.
    await page.getByRole('button', { name: 'Hand over rooms of Tia Third' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hand over' }).click();
    await sees(page, new RegExp(`^Moved ${counts['Tia Third']} rooms: `));
    expect(await assignedTo('Tia Third')).toBe(0);
    expect((await assignedTo('Hana Keeper')) + (await assignedTo('Ola Other'))).toBe(12);
    expect(Math.abs((await assignedTo('Hana Keeper')) - (await assignedTo('Ola Other')))).toBeLessThanOrEqual(1);
    await expect
      .poll(() => page.getByRole('progressbar', { name: 'Rooms, Hana Keeper' }).getAttribute('aria-valuemax'), { timeout: 10_000 })
      .toBe('6');
    await shows(page.getByRole('progressbar', { name: 'Rooms, Tia Third' }), 0);

    // The same screen in Spanish.
    await chooseLanguage(page, 'Español');
    await shows(page.getByRole('heading', { name: 'Progreso del turno' }));
    await shows(page.getByRole('button', { name: 'Asignar automáticamente' }));
    await shows(page.getByRole('button', { name: 'Turno (2 de turno)' }));
  });

  it('on a phone, in Spanish: sets the shift, previews before → after, hands over with Undo', async () => {
    const hotel = await seedHotel(e2e.db, 'Hotel Teléfono');
    for (const floor of [1, 2]) {
      for (let n = 1; n <= 3; n++) {
        const room = await e2e.db.insertInto('rooms').values({ hotel_id: hotel.id, room_number: String(floor * 100 + n), floor }).returning('id').executeTakeFirstOrThrow();
        await e2e.db.insertInto('room_statuses').values({ room_id: room.id, hotel_id: hotel.id, status: 'dirty' }).execute();
      }
    }
    const ids: string[] = [];
    for (const fullName of ['Ana Alba', 'Rosa Ruiz']) {
      ids.push((await seedUser(e2e.db, { email: uniqueEmail('hk'), password: PASSWORD, fullName, role: 'housekeeper', hotelId: hotel.id })).id);
    }
    const ivo = uniqueEmail('hk');
    await seedUser(e2e.db, { email: ivo, password: PASSWORD, fullName: 'Ivo Idle', role: 'housekeeper', hotelId: hotel.id });
    const manager = uniqueEmail('manager');
    await seedUser(e2e.db, { email: manager, password: PASSWORD, fullName: 'Marta Gerente', role: 'manager', hotelId: hotel.id });
    const { page, context } = await e2e.newPage(PHONE);
    await context.addInitScript(() => localStorage.setItem('hk-locale', 'es'));
    await signInContext(e2e, context, manager);
    await page.goto('/dashboard');

    const shiftButton = page.getByRole('button', { name: 'Turno (0 de turno)' });
    await shiftButton.click();
    const shift = page.getByRole('dialog', { name: '¿Quién está de turno hoy?' });
    // Each person's checkbox row is a 44 px target on a phone.
    const row = await shift.getByText('Ana Alba').locator('..').boundingBox();
    expect(row!.height).toBeGreaterThanOrEqual(44);
    await shift.getByText('Ana Alba').click();
    await shift.getByText('Rosa Ruiz').click();
    await shift.getByRole('button', { name: 'Guardar turno' }).click();
    await sees(page, 'Turno guardado: 2 de turno');

    await page.getByRole('button', { name: 'Asignar automáticamente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Asignar automáticamente' });
    await dialog.getByRole('button', { name: 'Planificar' }).click();
    await shows(dialog.getByText(/^Habitaciones 0 → 3 · créditos 0 → 90 · plantas – → \d$/), 2);
    await expectAccessible(page);
    const box = await dialog.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Aplicar plan' }).click();
    await sees(page, '6 habitaciones asignadas');

    await page.getByRole('button', { name: 'Traspasar las habitaciones de Ana Alba' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Traspasar' }).click();
    await sees(page, /^3 habitaciones traspasadas: 3 a Rosa Ruiz$/);
    const anaRooms = () => e2e.db.selectFrom('room_statuses').select('room_id').where('assigned_to', '=', ids[0]!).execute();
    expect(await anaRooms()).toHaveLength(0);
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await sees(page, 'Cambio deshecho');
    expect(await anaRooms()).toHaveLength(3);
    await shows(page.getByRole('button', { name: 'Turno (2 de turno)' }));

    // Ivo signs in on his phone: proposed for the shift, and the manager's screen says so live.
    await sessionCookie(e2e.baseUrl, ivo);
    await sees(page, 'Iniciaron sesión hoy, aún sin turno: Ivo Idle');
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

  it('lets an admin set and remove the workload cap on the rooms tab', async () => {
    const admin = await seedUser(e2e.db, { email: uniqueEmail('admin'), password: PASSWORD, fullName: 'Ada Admin', role: 'admin' });
    const { page, context } = await e2e.newPage(WIDE);
    await signInContext(e2e, context, admin.email);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Rooms' }).click();
    await page.getByRole('button', { name: /^Workload Hotel/ }).click();
    const cap = page.getByLabel('Max square feet per shift');
    const stored = async () => (await e2e.db.selectFrom('hotels').select('max_square_feet_per_shift').where('id', '=', hotelId).executeTakeFirstOrThrow()).max_square_feet_per_shift;
    await cap.fill('2500');
    await page.getByRole('button', { name: 'Save cap' }).click();
    await sees(page, 'Workload cap saved');
    expect(await stored()).toBe(2500);
    expect(await cap.inputValue()).toBe('2500');
    await cap.fill('');
    await page.getByRole('button', { name: 'Save cap' }).click();
    await expect.poll(stored).toBeNull();
    expect(await cap.inputValue()).toBe('');
  });
});
