import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, expectAccessible, skipE2E, uniqueEmail, useE2E } from './harness';
import { PASSWORD, PHONE, seedHousekeepingHotel, sessionCookie, shows, signInContext, type HousekeepingHotel } from './housekeeper-setup';
import { seedUser } from '../src-server/test/test-app';

/**
 * Issue 29, point 8: on maintenance's phone 'Take it' is one tap, an order that moves to In
 * progress stays in view (the list follows it to its tab), and the filters are folded away.
 */
describe.skipIf(skipE2E)("maintenance's phone", () => {
  const e2e = useE2E();
  let hotel: HousekeepingHotel;
  let fixer: { id: string; email: string };
  let orderId: string;
  beforeAll(async () => {
    if (skipE2E) return;
    hotel = await seedHousekeepingHotel(e2e.db, 'Maintenance Phone Hotel');
    fixer = await seedUser(e2e.db, { email: uniqueEmail('maintenance'), password: PASSWORD, fullName: 'Mo Fixer', role: 'maintenance', hotelId: hotel.hotelId });
    const cookie = await sessionCookie(e2e.baseUrl, hotel.housekeeper.email);
    const made = await apiCall(e2e.baseUrl, 'POST', '/api/work-orders', { roomId: hotel.rooms['103'], category: 'electrical', title: 'Lamp out' }, cookie);
    orderId = made.json.id as string;
    // A recurring task the manager scheduled, and the order it made (as the periodic pass makes it).
    const task = await e2e.db
      .insertInto('recurring_tasks')
      .values({ hotel_id: hotel.hotelId, room_id: hotel.rooms['104']!, title: 'Descale the kettle', kind: 'work_order', category: 'appliance', every_days: 30, next_due: '2026-12-30', created_by: hotel.manager.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const at = new Date();
    await e2e.db
      .insertInto('work_orders')
      .values({ hotel_id: hotel.hotelId, room_id: hotel.rooms['104']!, category: 'appliance', title: 'Descale the kettle', priority: 'normal', status: 'open', out_of_order: false, recurring_task_id: task.id, recurring_due: '2026-11-30', created_by: null, created_at: at, updated_at: at })
      .execute();
  });

  it('at 390×844: Take it assigns and starts the order in one tap, and the list follows it to In progress', async () => {
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, fixer.email);
    await page.goto('/dashboard');
    const card = page.locator('[data-work-order]', { hasText: 'Lamp out' });
    await shows(card);
    // The filters are folded: the list comes first.
    await shows(page.getByText('Filters', { exact: true }));
    expect(await page.getByLabel('Category', { exact: true }).isVisible()).toBe(false);
    await expectAccessible(page, 'maintenance dashboard');
    // A recurring task's order says who scheduled it, where a report says who reported it.
    await shows(page.locator('[data-work-order]', { hasText: 'Descale the kettle' }).getByText(/^Recurring task scheduled by Mia Manager, due /));

    await card.getByRole('button', { name: 'Take it: Room 103' }).click();
    await expect
      .poll(async () => e2e.db.selectFrom('work_orders').select(['assignee_id', 'status']).where('id', '=', orderId).executeTakeFirstOrThrow())
      .toEqual({ assignee_id: fixer.id, status: 'in_progress' });
    await expect.poll(() => page.getByRole('tab', { name: 'In progress' }).getAttribute('aria-selected')).toBe('true');
    await shows(card);
    // Hers now: no Take it on it.
    await shows(card.getByRole('button', { name: /^Take it/ }), 0);
  });

  it('at 390×844 maintenance logs a found item in a public area, not only from a room', async () => {
    const pool = await e2e.db.insertInto('areas').values({ hotel_id: hotel.hotelId, name: 'Pool' }).returning('id').executeTakeFirstOrThrow();
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, fixer.email);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Log found item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log found item' });
    await dialog.getByLabel('What was found').fill('Sunglasses');
    await dialog.getByLabel('Area').selectOption({ label: 'Pool' });
    await dialog.getByRole('button', { name: 'Log item' }).click();
    await expect
      .poll(() => e2e.db.selectFrom('lost_items').select(['area_id', 'room_id', 'found_by']).where('description', '=', 'Sunglasses').execute())
      .toEqual([{ area_id: pool.id, room_id: null, found_by: fixer.id }]);
  });
});
