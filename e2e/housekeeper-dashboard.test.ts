import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedUser } from '../src-server/test/test-app';
import { expectAccessible, skipE2E, uniqueEmail, useE2E, chooseLanguage } from './harness';
import {
  PASSWORD,
  PHONE,
  roomCard,
  sees,
  seedHousekeepingHotel,
  shows,
  signInContext,
  type HousekeepingHotel,
  moreItem,
} from './housekeeper-setup';

/** The room numbers of the cards on screen, top to bottom. */
async function cardOrder(page: Page) {
  const names = await page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((c) => c.querySelector('h3')?.textContent ?? ''));
  return names.map((name) => name.replace('Room ', ''));
}

/** axe once toasts have finished fading (a half-transparent toast reads as low contrast). */
async function accessible(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every((el) => getComputedStyle(el).opacity === '1'),
  );
  await expectAccessible(page);
}

describe.skipIf(skipE2E)("the housekeeper's dashboard", () => {
  const e2e = useE2E();
  let hotel: HousekeepingHotel;

  beforeAll(async () => {
    if (skipE2E) return;
    hotel = await seedHousekeepingHotel(e2e.db, 'Harbour View');
    // A late checkout on one of the housekeeper's rooms: it stays listed but not counted (spec §4).
    await e2e.db
      .insertInto('late_checkouts')
      .values({ room_id: hotel.rooms['104']!, hotel_id: hotel.hotelId, checkout_time: '23:59' })
      .execute();
  });

  it('on a phone: counts, My Rooms with the out-of-service section, All Rooms by floor, late checkouts', async () => {
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, hotel.housekeeper.email);
    await page.goto('/dashboard');
    await shows(page.getByRole('heading', { name: 'My Assigned Rooms' }));

    // 101–103 to clean (104 waits for its late checkout); 11 rooms in the hotel.
    await shows(page.getByRole('tab', { name: /^My Rooms\s*3$/, selected: true }));
    await shows(page.getByRole('tab', { name: /^All Rooms\s*9\+$/ }));
    await shows(page.getByRole('tab', { name: /^Late Checkouts\s*1$/ }));
    expect(await page.locator('dl').innerText()).toMatch(/Rooms to Clean\s*3\s*Late Checkouts\s*1/);
    expect(await cardOrder(page)).toEqual(['101', '102', '103', '104', '105']);
    await shows(roomCard(page, '104').getByText('Late checkout'));
    const outOfService = page.getByRole('region', { name: 'Out of Service' });
    await shows(outOfService.getByRole('article', { name: 'Room 105' }));
    expect(await (await moreItem(roomCard(page, '105'), 'Out of Service')).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    expect(
      await roomCard(page, '105')
        .getByRole('button', { name: /Mark Clean/ })
        .isDisabled(),
    ).toBe(true);
    expect(
      await roomCard(page, '101')
        .getByRole('button', { name: /Mark Clean/ })
        .isEnabled(),
    ).toBe(true);
    await accessible(page);

    // All Rooms: by floor, then room number; a room with no floor last. Others' rooms cannot be marked clean.
    await page.getByRole('tab', { name: /All Rooms/ }).click();
    await shows(page.getByRole('heading', { name: 'All Rooms' }));
    expect(await cardOrder(page)).toEqual(['99', '101', '102', '103', '104', '105', '106', '201', '202', '210', 'Annex']);
    expect(
      await roomCard(page, '106')
        .getByRole('button', { name: /Mark Clean/ })
        .isDisabled(),
    ).toBe(true);
    expect(await (await moreItem(roomCard(page, '106'), 'Out of Service')).isEnabled()).toBe(true);
    await page.keyboard.press('Escape');
    await shows(roomCard(page, 'Annex').getByText('No floor'));
    await accessible(page);

    // Arrow keys move between the tabs.
    await page.getByRole('tab', { name: /All Rooms/ }).press('ArrowRight');
    await shows(page.getByRole('tab', { name: /Late Checkouts/, selected: true }));
    await shows(page.getByRole('heading', { name: 'Active Late Checkouts' }));
    await shows(page.getByRole('list', { name: 'Late checkouts' }).getByText('Room 104'));
    // One time format, in the app's language (issue 13).
    await shows(page.getByText(/^Checkout at 11:59\sPM$/));

    // Mark Clean online: the toast, and the room leaves the list to clean.
    await page.getByRole('tab', { name: /My Rooms/ }).click();
    await roomCard(page, '101')
      .getByRole('button', { name: /Mark Clean/ })
      .click();
    await sees(page, 'Room marked as clean');
    await shows(roomCard(page, '101'), 0);
    await shows(page.getByRole('tab', { name: /^My Rooms\s*2$/ }));

    // Out of Service on another room of the hotel.
    await page.getByRole('tab', { name: /All Rooms/ }).click();
    await (await moreItem(roomCard(page, '106'), 'Out of Service')).click();
    // It asks why first, and says so next to the field when no reason is given (issue 13).
    const oos = page.getByRole('dialog', { name: 'Take room 106 out of service?' });
    await oos.getByRole('button', { name: 'Take out of service' }).click();
    await shows(oos.getByText('Please give a reason'));
    await accessible(page);
    await oos.getByLabel('Reason').fill('Broken window');
    await oos.getByRole('button', { name: 'Take out of service' }).click();
    await sees(page, 'Room marked out of service');
    await shows(roomCard(page, '106').getByText('Out of Service', { exact: true }));

    // Notes open in the shared dialog (loaded on first use).
    await roomCard(page, '102')
      .getByRole('button', { name: /^Notes, room 102/ })
      .click();
    const notes = page.getByRole('dialog', { name: 'Room 102 Notes' });
    await shows(notes);
    await notes.getByRole('button', { name: 'Close', exact: true }).click();
    await shows(page.getByRole('dialog'), 0);
  });

  it('opens the tab a link asks for, and reads well in the dark theme and in Spanish', async () => {
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, hotel.housekeeper.email);
    await page.addInitScript(() => localStorage.setItem('hk-theme', 'dark'));
    await page.goto('/dashboard?tab=late-checkouts');
    await shows(page.getByRole('heading', { name: 'Active Late Checkouts' }));
    await accessible(page);
    await page.goto('/dashboard?tab=my-rooms');
    await shows(page.getByRole('heading', { name: 'My Assigned Rooms' }));
    await accessible(page);
    await chooseLanguage(page, 'Español');
    await shows(page.getByRole('heading', { name: 'Mis habitaciones asignadas' }));
    await shows(page.getByRole('tab', { name: /Todas las habitaciones/ }));
  });

  it('on a wide screen: counts, late checkouts and the My Rooms grid, actions only on assigned rooms', async () => {
    const { page, context } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    await signInContext(e2e, context, hotel.housekeeper.email);
    await page.goto('/dashboard');
    await shows(page.getByRole('heading', { name: 'My Rooms' }));
    // The heading is drawn at once; the counts follow their lists.
    await expect.poll(() => page.locator('dl').innerText(), { timeout: 10_000 }).toMatch(/My Assigned Rooms\s*\d+\s*Late Checkouts\s*1/);
    await shows(page.getByRole('heading', { name: 'Active Late Checkouts' }));
    await shows(page.getByRole('tab'), 0);
    await shows(roomCard(page, '102').getByRole('button', { name: /Mark Clean/ }));
    await shows(roomCard(page, '105').getByRole('button', { name: /Mark Clean/ }), 0);
    await shows(roomCard(page, '105').getByRole('button', { name: /^Notes/ }));
    await accessible(page);
  });

  it('a housekeeper with no hotel is told to contact the administrator', async () => {
    const lost = await seedUser(e2e.db, {
      email: uniqueEmail('no-hotel'),
      password: PASSWORD,
      role: 'housekeeper',
      fullName: 'Nora Nohotel',
    });
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, lost.email);
    await page.goto('/dashboard');
    await shows(page.getByRole('heading', { name: 'Account Setup Required' }));
    await shows(page.getByText('Your account is not assigned to a hotel. Please contact your administrator.'));
    await accessible(page);
  });

  it("rooms that fail to load give 'Error Loading Dashboard' with Try Again", async () => {
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, hotel.housekeeper.email);
    const myRooms = /\/trpc\/[^?]*roomStatuses\.assignedTo/;
    await page.route(myRooms, (route) => route.abort('internetdisconnected'));
    await page.goto('/dashboard');
    await shows(page.getByRole('heading', { name: 'Error Loading Dashboard' }));
    await shows(page.getByText('Failed to load rooms. Please check your connection and try again.'));
    await accessible(page);
    await page.unroute(myRooms);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await shows(page.getByRole('heading', { name: 'My Assigned Rooms' }));
  });

  it("a screen that breaks shows 'Something went wrong' with Reload Page", async () => {
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, hotel.housekeeper.email);
    // A malformed room list from the server makes the screen throw while rendering.
    const myRooms = /\/trpc\/[^?]*roomStatuses\.assignedTo/;
    await page.route(myRooms, async (route) => {
      const response = await route.fetch();
      const procedures = new URL(route.request().url()).pathname.replace('/trpc/', '').split(',');
      const body = (await response.json()) as unknown[];
      body[procedures.indexOf('roomStatuses.assignedTo')] = { result: { data: [null] } };
      await route.fulfill({ response, json: body });
    });
    await page.goto('/dashboard');
    await shows(page.getByRole('heading', { name: 'Something went wrong' }));
    await accessible(page);
    await page.unroute(myRooms);
    await page.getByRole('button', { name: 'Reload Page' }).click();
    await shows(page.getByRole('heading', { name: 'My Assigned Rooms' }));
  });
});
