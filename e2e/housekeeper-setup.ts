import type { BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import type { Db } from '../src-server/db/connection';
import { seedHotel, seedUser } from '../src-server/test/test-app';
import { apiCall, skipE2E, uniqueEmail, type E2E } from './harness';

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

/** A desktop's screen, beside PHONE: the two sizes the screen-wide tests run at. */
export const DESKTOP = { viewport: { width: 1280, height: 900 } } as const;
export const SIZES = [
  ['390 px', PHONE],
  ['1280 px', DESKTOP],
] as const;

/**
 * The housekeeping hotel with the other roles' people: an admin and a front desk user at
 * `admin@<mail>` and `desk@<mail>` (the screen-wide tests: every role's screens).
 */
export async function seedStaffedHotel(db: Db, name: string, mail: string, frontdesk: { pin?: string } = {}) {
  const hotel = await seedHousekeepingHotel(db, name);
  const admin = await seedUser(db, { email: `admin@${mail}`, password: PASSWORD, fullName: 'Alex Admin', role: 'admin' });
  const desk = await seedUser(db, { email: `desk@${mail}`, password: PASSWORD, fullName: 'Fay Desk', role: 'frontdesk', hotelId: hotel.hotelId, ...frontdesk });
  return { hotel, admin, frontdesk: desk };
}

export type StaffedHotel = Awaited<ReturnType<typeof seedStaffedHotel>>;

/** Seeds the staffed hotel before the tests of a describe block: the answer's fields are there once they run. */
export function useStaffedHotel(e2e: E2E, name: string, mail: string, frontdesk: { pin?: string } = {}): StaffedHotel {
  const staff = {} as StaffedHotel;
  beforeAll(async () => {
    if (skipE2E) return;
    Object.assign(staff, await seedStaffedHotel(e2e.db, name, mail, frontdesk));
  });
  return staff;
}

/** A new page in this language (set before the app starts), signed in as `email` when given. */
export async function pageIn(e2e: E2E, options: (typeof SIZES)[number][1], locale: string, email?: string): Promise<Page> {
  const { page, context } = await e2e.newPage(options);
  await context.addInitScript((chosen) => localStorage.setItem('hk-locale', chosen), locale);
  if (email) await signInContext(e2e, context, email);
  return page;
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

/**
 * Opens a card's More, the one menu of its secondary actions (Report a problem, Occupancy
 * check, deferring, Out of Service, Log found item; issue 29), if not open yet: the menu.
 */
export async function openMore(card: Locator): Promise<Locator> {
  const menu = card.page().getByRole('menu');
  if ((await menu.count()) === 0) await card.getByRole('button', { name: /^More\W/ }).click();
  await expect.poll(() => menu.getByRole('menuitem', { name: 'Out of Service' }).count(), { timeout: 10_000 }).toBe(1);
  return menu;
}

/** An item of a card's More menu (opened first). */
export async function moreItem(card: Locator, name: string | RegExp): Promise<Locator> {
  return (await openMore(card)).getByRole('menuitem', { name });
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
