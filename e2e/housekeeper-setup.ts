import type { BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Db } from '../src-server/db/connection';
import { seedHotel, seedUser } from '../src-server/test/test-app';
import { apiCall, uniqueEmail, type E2E } from './harness';

export const PASSWORD = 'housekeeper-password';

/** A phone (spec §9: the mobile version is used below 768 px). */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

export interface HousekeepingHotel {
  hotelId: string;
  housekeeper: { id: string; email: string };
  manager: { id: string; email: string };
  /** room number → room id */
  rooms: Record<string, string>;
}

/**
 * A hotel with two floors and a room with no floor; rooms 101–104 assigned to the
 * housekeeper and 105 out of service in their hands. The admin screens are not part of
 * these tests, so everything goes straight into the database.
 */
export async function seedHousekeepingHotel(db: Db, name: string): Promise<HousekeepingHotel> {
  const hotel = await seedHotel(db, name);
  const rooms: Record<string, string> = {};
  const layout: [string, number | null][] = [
    ...['101', '102', '103', '104', '105', '106'].map((n) => [n, 1] as [string, number]),
    ...['201', '202', '210'].map((n) => [n, 2] as [string, number]),
    ['Annex', null],
    ['99', 0],
  ];
  for (const [number, floor] of layout) {
    const room = await db
      .insertInto('rooms')
      .values({ hotel_id: hotel.id, room_number: number, floor })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('room_statuses').values({ room_id: room.id, hotel_id: hotel.id, status: 'clean' }).execute();
    rooms[number] = room.id;
  }
  const housekeeper = await seedUser(db, {
    email: uniqueEmail('housekeeper'),
    password: PASSWORD,
    fullName: 'Hana Keeper',
    role: 'housekeeper',
    hotelId: hotel.id,
  });
  const manager = await seedUser(db, {
    email: uniqueEmail('manager'),
    password: PASSWORD,
    fullName: 'Mia Manager',
    role: 'manager',
    hotelId: hotel.id,
  });
  const assign = (numbers: string[], status: 'assigned' | 'out_of_service') =>
    db
      .updateTable('room_statuses')
      .set({ status, assigned_to: housekeeper.id, assigned_at: new Date(), assigned_by: manager.id })
      .where(
        'room_id',
        'in',
        numbers.map((n) => rooms[n]!),
      )
      .execute();
  await assign(['101', '102', '103', '104'], 'assigned');
  await assign(['105'], 'out_of_service');
  return { hotelId: hotel.id, housekeeper, manager, rooms };
}

/** A session cookie from the real sign-in path. */
export async function sessionCookie(baseUrl: string, email: string): Promise<string> {
  const login = await apiCall(baseUrl, 'POST', '/api/auth/login', { email, password: PASSWORD });
  expect(login.status).toBe(200);
  return login.cookie!;
}

/** Signs the browser context in without the sign-in screen (it has its own tests). */
export async function signInContext(e2e: E2E, context: BrowserContext, email: string) {
  const [name, value] = (await sessionCookie(e2e.baseUrl, email)).split('=') as [string, string];
  await context.addCookies([{ name, value, url: e2e.baseUrl }]);
}

/** Waits until the service worker controls the page, so the app shell is cached. */
export async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
}

/** The worker's registration id, for the DevTools protocol's ServiceWorker domain. */
export async function workerRegistrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** A room's card on the housekeeper's screen. */
export function roomCard(page: Page, number: string) {
  return page.getByRole('article', { name: `Room ${number}` });
}

/** Opens a card's More (Do not disturb, other reasons, Out of Service; issue 18), if not open yet. */
export async function openMore(card: Locator) {
  const more = card.getByRole('button', { name: /^More\W/ });
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  await expect.poll(() => card.getByRole('button', { name: /Out of Service/ }).count(), { timeout: 10_000 }).toBe(1);
}

/** Waits for a text (toast, banner) to be on screen. */
export async function sees(page: Page, text: string | RegExp) {
  await expect.poll(() => page.getByText(text).count(), { timeout: 10_000 }).toBeGreaterThan(0);
}

/** Waits for an element to be on screen (the first paint waits for the lists, live updates and toasts). */
export async function shows(locator: Locator, count = 1) {
  await expect.poll(() => locator.count(), { timeout: 10_000 }).toBe(count);
}

/** Opens a view of the manager's or the front desk's workspace by its nav link (issue 18). */
export async function openView(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: /^(Workspace views|Vistas del espacio de trabajo)$/ });
  await nav.getByRole('link', { name, exact: true }).click();
  await expect.poll(() => nav.getByRole('link', { name, exact: true }).getAttribute('aria-current'), { timeout: 10_000 }).toBe('page');
}
