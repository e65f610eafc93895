import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { skipE2E, uniqueEmail, useE2E } from './harness';
import { PASSWORD, PHONE, sees, shows, signInContext } from './housekeeper-setup';
import { seedHotel, seedUser } from '../src-server/test/test-app';

/** Every layout shift from now on, input or not (the CLS of a click's consequences). */
async function watchShifts(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shifted = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
const resetShifts = (page: Page) => page.evaluate(() => void ((window as unknown as { __shift: number }).__shift = 0));

/**
 * Issue 29, point 11: on a phone 'Apply plan' sat below the fold of a 718 px dialog, nobody
 * on shift was a dead end, applying moved the page (CLS 0.14), and 'Shift (0 on shift)'
 * showed disabled for a moment after sign-in.
 */
describe.skipIf(skipE2E)('auto-assign on a phone', () => {
  const e2e = useE2E();
  let managerEmail: string;

  beforeAll(async () => {
    if (skipE2E) return;
    const hotel = await seedHotel(e2e.db, 'Auto Assign Phone Hotel');
    for (const floor of [1, 2, 3]) {
      for (let n = 1; n <= 6; n++) {
        const room = await e2e.db.insertInto('rooms').values({ hotel_id: hotel.id, room_number: String(floor * 100 + n), floor }).returning('id').executeTakeFirstOrThrow();
        await e2e.db.insertInto('room_statuses').values({ room_id: room.id, hotel_id: hotel.id, status: 'dirty' }).execute();
      }
    }
    for (const fullName of ['Hana Keeper', 'Ola Other', 'Tia Third', 'Uma Fourth', 'Vic Fifth']) {
      await seedUser(e2e.db, { email: uniqueEmail('hk'), password: PASSWORD, fullName, role: 'housekeeper', hotelId: hotel.id });
    }
    managerEmail = uniqueEmail('manager');
    await seedUser(e2e.db, { email: managerEmail, password: PASSWORD, fullName: 'Mia Manager', role: 'manager', hotelId: hotel.id });
  });

  it('with nobody on shift the dialog leads to the shift; Apply plan is on screen; applying moves nothing', async () => {
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, managerEmail);
    await watchShifts(context);
    await page.goto('/dashboard');
    await shows(page.getByRole('heading', { name: 'Shift Progress' }));

    await page.getByRole('button', { name: 'Auto-assign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Auto-assign' });
    await sees(page, 'Nobody is on shift today. Set the shift first.');
    await dialog.getByRole('button', { name: 'Set the shift' }).click();
    const shift = page.getByRole('dialog', { name: 'Who is on shift today?' });
    await shift.getByRole('button', { name: 'Everyone' }).click();
    await shift.getByRole('button', { name: 'Save shift' }).click();
    await shows(page.getByRole('button', { name: 'Shift (5 on shift)' }));

    await page.getByRole('button', { name: 'Auto-assign' }).click();
    await dialog.getByRole('button', { name: 'Plan' }).click();
    const apply = dialog.getByRole('button', { name: 'Apply plan' });
    await shows(apply);
    // In the first screen of the dialog, with nothing scrolled.
    const box = (await apply.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(await dialog.evaluate((el) => el.scrollTop)).toBe(0);
    expect(await dialog.evaluate((el) => el.scrollHeight > el.clientHeight), 'the plan is longer than the screen').toBe(true);

    await resetShifts(page);
    await apply.click();
    await sees(page, 'Assigned 18 rooms');
    await expect.poll(() => page.getByRole('button', { name: /^Hand over rooms of / }).count(), { timeout: 10_000 }).toBe(5);
    await page.waitForTimeout(1_000);
    expect(await shifted(page), 'layout shift after Apply plan').toBeLessThanOrEqual(0.01);
  });

  it("after sign-in 'Shift (n on shift)' shows only once the roster is known", async () => {
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, managerEmail);
    // Every state the button is ever drawn in, from the first paint on.
    await context.addInitScript(() => {
      const seen = new Set<string>();
      (window as unknown as { __seen: Set<string> }).__seen = seen;
      new MutationObserver(() => {
        for (const button of document.querySelectorAll('button')) {
          if (/^Shift \(/.test(button.textContent ?? '')) seen.add(`${button.textContent}${button.disabled ? ' disabled' : ''}`);
        }
      }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await page.goto('/dashboard');
    await shows(page.getByRole('button', { name: 'Shift (5 on shift)' }));
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => [...(window as unknown as { __seen: Set<string> }).__seen])).toEqual(['Shift (5 on shift)']);
  });
});
