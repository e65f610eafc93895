import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiCall, expectAccessible, skipE2E, useE2E, chooseLanguage } from './harness';
import { PHONE, sees, shows } from './housekeeper-setup';
import { seedLargeHotel } from '../scripts/seed-large-hotel';
import { signInLarge as signIn, grid, tile } from './large-hotel-session';

const WIDE = { viewport: { width: 1280, height: 900 } } as const;

type Hotel = Awaited<ReturnType<typeof seedLargeHotel>>;

const tileStatuses = (page: Page) => grid(page).locator('button[data-room]').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-status')))]);

/** At least 44 × 44 px, the usual touch minimum (issue 13). */
async function expectTouchSize(target: Locator, label: string) {
  const box = await target.boundingBox();
  expect(box, label).not.toBeNull();
  expect(Math.round(box!.height), `${label} height`).toBeGreaterThanOrEqual(44);
  expect(Math.round(box!.width), `${label} width`).toBeGreaterThanOrEqual(44);
}

/**
 * Issue 13 item 1: one board for managers and the front desk. A 240-room hotel (floors of
 * 100, statuses in turn: room n%5 = 0 clean, 1 dirty, 2 assigned, 3 PMS updated, 4 out of
 * service), so room 100 is clean, 101 dirty, 102 assigned, 104 out of service.
 */
describe.skipIf(skipE2E)('the board of managers and the front desk', () => {
  const e2e = useE2E();
  let hotel: Hotel;

  beforeAll(async () => {
    if (skipE2E) return;
    hotel = await seedLargeHotel(e2e.db, 240, 'Grand Board Hotel');
    const room = async (number: string) =>
      (await e2e.db.selectFrom('rooms').select('id').where('hotel_id', '=', hotel.hotel.id).where('room_number', '=', number).executeTakeFirstOrThrow()).id;
    // 'housekeeper 3' has rooms to do; room 100 was cleaned by them today.
    await e2e.db
      .updateTable('room_statuses')
      .set({ cleaned_by: hotel.housekeepers[2]!.id, cleaned_at: new Date() })
      .where('room_id', '=', await room('100'))
      .execute();
    await e2e.db
      .insertInto('late_checkouts')
      .values({ room_id: await room('106'), hotel_id: hotel.hotel.id, checkout_time: '23:59', created_by: hotel.frontdesk.id })
      .execute();
    await e2e.db.insertInto('room_notes').values({ room_id: await room('103'), hotel_id: hotel.hotel.id, content: 'Extra towels', created_by: hotel.frontdesk.id }).execute();
  });

  it('a manager on a wide screen: counts, grid, filters that narrow the lists, search, progress per housekeeper, live changes', async () => {
    const { page, context } = await e2e.newPage(WIDE);
    const cookie = await signIn(e2e, context, hotel.manager.email);
    await page.goto('/dashboard/board');
    await shows(page.getByRole('heading', { name: 'Room board' }));
    // The spec's screen is all still there.
    await shows(page.getByRole('heading', { name: 'Manager Dashboard' }));
    await shows(page.getByRole('heading', { name: 'Dirty Rooms - Assign to Housekeepers' }));
    await shows(page.getByRole('heading', { name: 'Assigned Rooms' }));

    // Counts for every status, each a filter.
    const counts = page.getByRole('group', { name: 'Rooms by status' });
    for (const [label, n] of [['Clean', 48], ['Dirty', 48], ['Assigned', 48], ['PMS Updated', 48], ['Out of Service', 48]] as const) {
      await shows(counts.getByRole('button', { name: `${label} ${n}`, exact: true }));
    }
    await shows(tile(page, '100'));
    expect(await tile(page, '106').getAttribute('aria-label')).toBe('Room 106, Dirty, Late checkout');
    expect(await tile(page, '103').getAttribute('aria-label')).toBe('Room 103, PMS Updated, Unread notes');
    await expectAccessible(page);

    // 'Assigned Rooms' is grouped by housekeeper, a line above each group.
    const assigned = page.getByRole('table', { name: 'Assigned Rooms' });
    await shows(assigned.locator('tbody tr[data-row]'), 48);
    const assignees = await assigned.locator('tbody tr[data-row] td:nth-child(3)').allInnerTexts();
    expect(assignees).toEqual([...assignees].sort(new Intl.Collator(undefined, { sensitivity: 'base' }).compare));
    expect(await assigned.locator('tbody tr[data-group-start]').count()).toBe(new Set(assignees).size - 1);

    // Who is cleaning what and how far the shift has got, without scrolling.
    const progress = page.getByRole('progressbar', { name: 'Shift progress, housekeeper 3', exact: true });
    await shows(progress);
    expect(await progress.getAttribute('aria-valuenow')).toBe('1');
    const box = (await progress.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(900 * 1.6);

    // Status filter: the grid and the lists narrow together.
    await counts.getByRole('button', { name: 'Dirty 48' }).click();
    await expect.poll(() => tileStatuses(page)).toEqual(['dirty']);
    await sees(page, 'No assigned rooms');
    await counts.getByRole('button', { name: 'Dirty 48' }).click();
    await page.getByLabel('Filter by floor').selectOption({ label: 'Floor 3' });
    await expect.poll(() => grid(page).locator('button[data-room]').count()).toBe(40);
    await page.getByLabel('Filter by housekeeper').selectOption({ label: 'housekeeper 3' });
    await expect.poll(() => tileStatuses(page)).toEqual(['assigned']);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => grid(page).locator('[data-floor]').count()).toBe(3);

    // One search answers 'is 101 ready?', with the room's actions.
    await page.getByLabel('Find a room').fill('is 101 ready?');
    const result = page.locator('[data-search-result="101"]');
    await shows(result);
    await shows(result.getByText('Not ready yet'));
    await shows(result.getByRole('button', { name: 'Change status, room 101' }));
    // A tile opens its room the same way.
    await tile(page, '100').click();
    await shows(page.locator('[data-search-result="100"]').getByText('Ready for a guest'));
    await expectAccessible(page);

    // A change made elsewhere reaches the grid live (the same cached board, no refetch).
    const roomId = (await e2e.db.selectFrom('rooms').select('id').where('hotel_id', '=', hotel.hotel.id).where('room_number', '=', '101').executeTakeFirstOrThrow()).id;
    const changed = await apiCall(e2e.baseUrl, 'POST', '/trpc/roomStatuses.setStatus', { roomId, status: 'out_of_service', notes: 'Broken window' }, cookie);
    expect(changed.status).toBe(200);
    await expect.poll(() => tile(page, '101').getAttribute('data-status'), { timeout: 10_000 }).toBe('out_of_service');
  }, 120_000);

  it('a keyboard user: the grid is one tab stop, arrows, Home and End move between tiles and floors, Enter opens', async () => {
    const { page, context } = await e2e.newPage(WIDE);
    await signIn(e2e, context, hotel.frontdesk.email);
    await page.goto('/dashboard/board');
    await shows(tile(page, '100'));
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-room') ?? document.activeElement?.tagName);
    const press = async (key: string, room: string) => {
      await page.keyboard.press(key);
      await expect.poll(focused).toBe(room);
    };
    const columns = await grid(page).locator('[role="row"]').first().evaluate((row) => getComputedStyle(row).gridTemplateColumns.split(' ').length);
    expect(columns).toBeGreaterThan(2);
    await shows(page.getByRole('grid', { name: 'Rooms by floor' }));
    // One tab stop: in from the last filter (the search comes first, issue 18), and the next Tab leaves the grid.
    await page.getByLabel('Filter by housekeeper').focus();
    await press('Tab', '100');
    expect(await grid(page).locator('button[data-room][tabindex="0"]').count()).toBe(1);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[data-floor-grid]')))).toBe(false);
    await press('Shift+Tab', '100');
    await press('ArrowRight', '101');
    await press('ArrowDown', String(101 + columns));
    await press('ArrowLeft', String(100 + columns));
    await press('ArrowUp', '100');
    await press('ArrowUp', '100');
    await press('End', '199');
    await press('ArrowRight', '200');
    // Up from a floor's first line: the same column on the last line of the floor above.
    const lastLine = Math.floor(99 / columns) * columns;
    await press('ArrowUp', String(100 + lastLine));
    await press('Home', '100');
    await press('Control+End', '339');
    await press('Control+Home', '100');
    // Enter and Space open the tile, as a click does; Tab comes back to where the user was.
    await press('ArrowRight', '101');
    await page.keyboard.press('Enter');
    await shows(page.locator('[data-search-result="101"]'));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await shows(page.locator('[data-search-result="102"]'));
    expect(await grid(page).locator('button[data-room][tabindex="0"]').getAttribute('data-room')).toBe('102');
    await expectAccessible(page);
  }, 120_000);

  it('a manager on a phone: cards, not sideways tables, 44 px targets, actions in view', async () => {
    const { page, context } = await e2e.newPage(PHONE);
    await signIn(e2e, context, hotel.manager.email);
    await page.goto('/dashboard/board');
    await shows(page.getByRole('heading', { name: 'Room board' }));
    await shows(page.getByRole('button', { name: 'Mark PMS, room 100' }));
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    for (const [target, label] of [
      [tile(page, '100'), 'tile'],
      [page.getByRole('button', { name: /^Dirty \d+$/ }), 'status filter'],
      [page.getByLabel('Filter by floor'), 'floor filter'],
      [page.getByRole('button', { name: 'Mark PMS, room 100' }), 'Mark PMS'],
      [page.getByRole('button', { name: 'Change status, room 100' }).first(), 'Change status'],
      [page.getByRole('button', { name: 'Settings' }), 'Settings'],
      [page.getByRole('button', { name: 'Logout' }), 'Logout'],
    ] as const) {
      await expectTouchSize(target, label);
    }
    // Every action of a card lies inside the screen, none off to the side.
    for (const name of ['Mark PMS, room 100', 'Notes, room 100', 'Change status, room 100']) {
      const b = (await page.getByRole('button', { name }).last().boundingBox())!;
      expect(b.x + b.width, name).toBeLessThanOrEqual(390);
    }
    await page.getByLabel('Find a room').fill('305');
    await sees(page, 'No room matches “305”');
    await expectAccessible(page);
  }, 120_000);

  it('the front desk finds a room in one search, on a phone and in Spanish on a wide screen', async () => {
    const phone = await e2e.newPage(PHONE);
    await signIn(e2e, phone.context, hotel.frontdesk.email);
    await phone.page.goto('/dashboard');
    await phone.page.getByLabel('Find a room').fill('is 100 ready?');
    const result = phone.page.locator('[data-search-result="100"]');
    await shows(result.getByText('Ready for a guest'));
    await expectTouchSize(result.getByRole('button', { name: 'Change status, room 100' }), 'Change status');
    // The spec's front desk sections stay.
    await shows(phone.page.getByRole('heading', { name: /^Clean Rooms/ }));
    await expectAccessible(phone.page);
    // Add Late Checkout with empty fields says what is missing, next to each field.
    await phone.page.getByRole('button', { name: 'Add Late Checkout' }).click();
    const dialog = phone.page.getByRole('dialog', { name: 'Add Late Checkout' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await shows(dialog.getByText('Please enter a room number'));
    await shows(dialog.getByText('Please choose a checkout time'));
    expect(await dialog.getByLabel('Room Number').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(phone.page);

    const { page, context } = await e2e.newPage(WIDE);
    await signIn(e2e, context, hotel.frontdesk.email);
    await page.goto('/dashboard/board');
    await shows(page.getByRole('heading', { name: 'Room board' }));
    await chooseLanguage(page, 'Español');
    await shows(page.getByRole('heading', { name: 'Tablero de habitaciones' }));
    await page.getByLabel('Buscar una habitación').fill('104');
    await shows(page.locator('[data-search-result="104"]').getByText('Aún no está lista'));
    await expectAccessible(page);
  }, 120_000);
});
