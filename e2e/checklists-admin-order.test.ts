import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seedUser } from '../src-server/test/test-app';
import { expectAccessible, skipE2E, useE2E } from './harness';
import { PASSWORD, PHONE, shows, signInContext } from './housekeeper-setup';

const SIZES = [
  ['wide', { viewport: { width: 1280, height: 800 } }],
  ['phone', PHONE],
] as const;

const ITEMS = JSON.stringify([{ id: 'bed', text: 'Bed made', weight: 5, photoRequired: false, critical: false }]);

/** The names in the panel's rows, top to bottom. */
const rowNames = (panel: Locator) => panel.locator('tbody tr td:first-child').allTextContents();
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

/**
 * Issue 31 point 1 for admins: from the admin panel's Hotels tab an admin opens a hotel's
 * checklists (the manager's Setup panel for that hotel) and reorders them with Move up; the
 * focus stays on the moved row's buttons, a status says where it went, and a reload keeps the
 * order (it is the server's, and decides which checklist a room gets).
 */
describe.skipIf(skipE2E)('an admin reorders a hotel checklists (issue 31)', () => {
  const e2e = useE2E();

  for (const [size, options] of SIZES) {
    it(`opens a hotel's checklists from the Hotels tab, moves two, and a reload keeps the order (${size})`, async () => {
      const name = `Order Hotel ${size}`;
      const hotel = await e2e.db.insertInto('hotels').values({ name, address: null, timezone: 'UTC' }).returning('id').executeTakeFirstOrThrow();
      for (const [position, list] of ['Departure', 'Stayover', 'Suite deep clean'].entries()) {
        await e2e.db.insertInto('checklists').values({ hotel_id: hotel.id, name: list, items: ITEMS, position }).execute();
      }
      const admin = await seedUser(e2e.db, { email: `admin-order-${size}@e2e.test`, password: PASSWORD, fullName: 'Ada Admin', role: 'admin' });
      const { page, context } = await e2e.newPage(options);
      await signInContext(e2e, context, admin.email);

      await page.goto('/dashboard?tab=hotels');
      const open = page.getByRole('link', { name: `Checklists of ${name}`, exact: true });
      // The admin panel loads lazily: its first paint is waited for longer than `shows` does.
      await expect.poll(() => open.count(), { timeout: 60_000 }).toBe(1);
      await open.click();
      await page.waitForURL(`**/admin/hotels/${hotel.id}/checklists`);
      await shows(page.getByRole('heading', { level: 1, name: `Checklists of ${name}` }));
      const panel = page.getByRole('region', { name: 'Checklists' });
      await expect.poll(() => rowNames(panel), { timeout: 30_000 }).toEqual(['Departure', 'Stayover', 'Suite deep clean']);
      expect(await panel.getByRole('button', { name: 'Move up Departure', exact: true }).isDisabled()).toBe(true);
      expect(await panel.getByRole('button', { name: 'Move down Suite deep clean', exact: true }).isDisabled()).toBe(true);

      // Moved up: the focus stays on the moved row's button, and a status says where it went.
      await panel.getByRole('button', { name: 'Move up Suite deep clean', exact: true }).click();
      await expect.poll(() => rowNames(panel)).toEqual(['Departure', 'Suite deep clean', 'Stayover']);
      await expect.poll(() => focused(page)).toBe('Move up Suite deep clean');
      await shows(panel.getByRole('status').filter({ hasText: 'Suite deep clean moved to place 2 of 3' }));
      // Once more from the keyboard: at the top its Move up is disabled, so Move down takes the focus.
      await page.keyboard.press('Enter');
      await expect.poll(() => rowNames(panel)).toEqual(['Suite deep clean', 'Departure', 'Stayover']);
      await expect.poll(() => focused(page)).toBe('Move down Suite deep clean');
      await shows(panel.getByRole('status').filter({ hasText: 'Suite deep clean moved to place 1 of 3' }));
      // And a second list: Stayover above Departure.
      await panel.getByRole('button', { name: 'Move up Stayover', exact: true }).click();
      await expect.poll(() => rowNames(panel)).toEqual(['Suite deep clean', 'Stayover', 'Departure']);
      await expect.poll(() => focused(page)).toBe('Move up Stayover');
      await expectAccessible(page, `admin checklists, ${size}`);

      const stored = await e2e.db.selectFrom('checklists').select(['name', 'position']).where('hotel_id', '=', hotel.id).orderBy('position').execute();
      expect(stored).toEqual([
        { name: 'Suite deep clean', position: 0 },
        { name: 'Stayover', position: 1 },
        { name: 'Departure', position: 2 },
      ]);

      await page.reload();
      await expect.poll(() => rowNames(page.getByRole('region', { name: 'Checklists' })), { timeout: 30_000 }).toEqual(['Suite deep clean', 'Stayover', 'Departure']);

      // Back returns to the Hotels tab.
      await page.getByRole('link', { name: 'Back to hotels' }).click();
      await expect.poll(() => page.getByRole('tab', { name: 'Hotels' }).getAttribute('aria-selected'), { timeout: 30_000 }).toBe('true');
    }, 180_000);
  }
});
