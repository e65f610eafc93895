import { beforeAll, describe, it } from 'vitest';
import { apiCall, skipE2E, uniqueEmail, useE2E } from './harness';
import { PASSWORD, PHONE, seedHousekeepingHotel, sessionCookie, shows, signInContext, type HousekeepingHotel } from './housekeeper-setup';
import { seedUser } from '../src-server/test/test-app';

/**
 * Issue 29, point 7: a new report reached nobody until someone reloaded. The work-order
 * lists of maintenance and of the manager, open on their phones, show it as it is made.
 */
describe.skipIf(skipE2E)('work orders arrive live', () => {
  const e2e = useE2E();
  let hotel: HousekeepingHotel;
  let maintenanceEmail: string;
  beforeAll(async () => {
    if (skipE2E) return;
    hotel = await seedHousekeepingHotel(e2e.db, 'Live Work Order Hotel');
    maintenanceEmail = uniqueEmail('maintenance');
    await seedUser(e2e.db, { email: maintenanceEmail, password: PASSWORD, fullName: 'Mo Fixer', role: 'maintenance', hotelId: hotel.hotelId });
  });

  it('at 390×844 a housekeeper reports a problem and the open lists of maintenance and the manager show it without a reload', async () => {
    const fixer = await e2e.newPage(PHONE);
    await signInContext(e2e, fixer.context, maintenanceEmail);
    await fixer.page.goto('/dashboard');
    const manager = await e2e.newPage(PHONE);
    await signInContext(e2e, manager.context, hotel.manager.email);
    await manager.page.goto('/dashboard/work-orders');
    for (const page of [fixer.page, manager.page]) await shows(page.locator('[data-work-order]'), 0);
    // Both screens are open and settled before the report is made.
    for (const page of [fixer.page, manager.page]) await page.waitForLoadState('networkidle');

    const cookie = await sessionCookie(e2e.baseUrl, hotel.housekeeper.email);
    const made = await apiCall(e2e.baseUrl, 'POST', '/api/work-orders', { roomId: hotel.rooms['102'], category: 'electrical', title: 'Lamp flickers' }, cookie);
    if (made.status !== 200 && made.status !== 201) throw new Error(`report refused: ${made.status} ${JSON.stringify(made.json)}`);
    for (const page of [fixer.page, manager.page]) await shows(page.locator('[data-work-order]', { hasText: 'Lamp flickers' }));
  });
});
