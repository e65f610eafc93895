import { beforeAll, describe, expect, it } from 'vitest';
import { skipE2E, uniqueEmail, useE2E } from './harness';
import { PASSWORD, PHONE, shows, signInContext, useStaffedHotel } from './housekeeper-setup';
import { seedUser } from '../src-server/test/test-app';
import { hotelDate } from '../src-shared/hotel-time';

/**
 * Issue 29, point 13: only the desk could see discrepancies, guest requests and lost and
 * found; 'Send to' offered people who had gone home as readily as those on shift.
 */
describe.skipIf(skipE2E)("the desk's lists for a manager, and Send to", () => {
  const e2e = useE2E();
  const staff = useStaffedHotel(e2e, 'Manager Desk Hotel', 'manager-desk.e2e.test');
  beforeAll(async () => {
    if (skipE2E) return;
    // Olga is on today's shift; Hana (the hotel's housekeeper) is not.
    const olga = await seedUser(e2e.db, { email: uniqueEmail('olga'), password: PASSWORD, fullName: 'Olga Onshift', role: 'housekeeper', hotelId: staff.hotel.hotelId });
    await e2e.db.insertInto('shift_roster').values({ hotel_id: staff.hotel.hotelId, shift_date: hotelDate('UTC'), user_id: olga.id, state: 'on' }).execute();
  });

  for (const [size, options] of [
    ['390×844', PHONE],
    ['1280×800', { viewport: { width: 1280, height: 800 } }],
  ] as const) {
    it(`at ${size} a manager opens the Desk view: guest requests, discrepancies, lost and found`, async () => {
      const { page, context } = await e2e.newPage(options);
      await signInContext(e2e, context, staff.hotel.manager.email);
      await page.goto('/dashboard');
      const nav = page.getByRole('navigation', { name: 'Workspace views' });
      await nav.getByRole('link', { name: 'Desk', exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/desk');
      await shows(page.getByRole('heading', { name: 'Guest requests' }));
      await shows(page.getByRole('heading', { name: /^Discrepancies \(\d+\)$/ }));
      await shows(page.getByRole('heading', { name: 'Lost and found' }));
    });
  }

  it('Send to lists those on shift first, under their own heading', async () => {
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, staff.frontdesk.email);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'New request' }).click();
    const sendTo = page.getByRole('dialog', { name: 'New guest request' }).getByLabel('Send to');
    await expect
      .poll(() => sendTo.evaluate((select: HTMLSelectElement) => [...select.querySelectorAll('optgroup')].map((g) => `${g.label}: ${[...g.children].map((o) => o.textContent).join(', ')}`)))
      .toEqual(['On shift: Olga Onshift', 'Off shift: Hana Keeper']);
  });
});
