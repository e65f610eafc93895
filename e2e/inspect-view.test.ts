import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, skipE2E, useE2E } from './harness';
import { PHONE, pageIn, shows, signInContext, useStaffedHotel } from './housekeeper-setup';

/** Entirely inside the first screen, with no scrolling. */
async function inFirstScreen(page: Page, name: RegExp) {
  const box = await page.getByRole('heading', { name }).boundingBox();
  expect(box, String(name)).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

/**
 * Issue 29, point 9: rooms awaiting inspection sat 1,970 px down the manager's Shift view.
 * The Inspect view has its own URL and lists them first.
 */
describe.skipIf(skipE2E)('the Inspect view', () => {
  const e2e = useE2E();
  const staff = useStaffedHotel(e2e, 'Inspect Hotel', 'inspect.e2e.test');
  beforeAll(async () => {
    if (skipE2E) return;
    await e2e.db.updateTable('hotels').set({ inspection_required: true }).where('id', '=', staff.hotel.hotelId).execute();
    // 201 and 202 cleaned by the housekeeper wait for an inspector; the hotel's other clean rooms are dirty.
    await e2e.db.updateTable('room_statuses').set({ status: 'dirty' }).where('hotel_id', '=', staff.hotel.hotelId).where('status', '=', 'clean').execute();
    await e2e.db
      .updateTable('room_statuses')
      .set({ status: 'clean', cleaned_by: staff.hotel.housekeeper.id, cleaned_at: new Date(), assigned_to: staff.hotel.housekeeper.id })
      .where('room_id', 'in', [staff.hotel.rooms['201']!, staff.hotel.rooms['202']!])
      .execute();
  });

  for (const [size, options] of [
    ['390×844', PHONE],
    ['1280×800', { viewport: { width: 1280, height: 800 } }],
  ] as const) {
    it(`at ${size} a manager opens Inspect by its URL and sees the rooms awaiting inspection first`, async () => {
      const { page, context } = await e2e.newPage(options);
      await signInContext(e2e, context, staff.hotel.manager.email);
      await page.goto('/dashboard/inspect');
      const nav = page.getByRole('navigation', { name: 'Workspace views' });
      await shows(nav.getByRole('link', { name: 'Inspect', exact: true }).and(page.locator('[aria-current="page"]')));
      await shows(page.getByRole('button', { name: 'Pass inspection, room 201' }));
      await inFirstScreen(page, /^Awaiting inspection \(2\)$/);
      await expectAccessible(page, `inspect, ${size}`);
      // A reload keeps the view.
      await page.reload();
      await shows(page.getByRole('heading', { name: /^Awaiting inspection \(2\)$/ }));
      expect(new URL(page.url()).pathname).toBe('/dashboard/inspect');
    });
  }

  it('a pass takes the room off the list; the front desk has no Inspect view', async () => {
    const page = await pageIn(e2e, PHONE, 'en', staff.hotel.manager.email);
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Workspace views' }).getByRole('link', { name: 'Inspect', exact: true }).click();
    await page.getByRole('button', { name: 'Pass inspection, room 202' }).click();
    await shows(page.getByRole('heading', { name: /^Awaiting inspection \(1\)$/ }));
    expect(await page.getByRole('button', { name: 'Pass inspection, room 202' }).count()).toBe(0);

    const desk = await pageIn(e2e, PHONE, 'en', staff.frontdesk.email);
    await desk.goto('/dashboard/inspect');
    await expect.poll(() => new URL(desk.url()).pathname).toBe('/dashboard');
    expect(await desk.getByRole('link', { name: 'Inspect', exact: true }).count()).toBe(0);
  });
});
