import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { seedUser } from '../src-server/test/test-app';
import { apiCall, expectAccessible, skipE2E, useE2E } from './harness';
import { PHONE, sessionCookie, shows, signInContext, useStaffedHotel } from './housekeeper-setup';

const WIDE = { viewport: { width: 1280, height: 900 } } as const;
type Locale = 'en' | 'es';
/**
 * English at both sizes; Spanish at the phone's, where longer words are likeliest to break
 * a screen. What axe checks of names and labels does not change with the width, and a
 * fourth pass over every screen cost CI most of a minute.
 */
const RUNS = [
  ['390 px', PHONE, 'en'],
  ['1280 px', WIDE, 'en'],
  ['390 px', PHONE, 'es'],
] as const;
/** Many screens per test, each checked by axe, on a shared 2-core machine. */
const SLOW = 180_000;

/** A name in either language: the test waits on what the screen shows, whichever it is in. */
const either = (en: string, es: string) => new RegExp(`^(${en}|${es})$`);

async function visit(page: Page, url: string, ready: Locator, screen: string) {
  await page.goto(url);
  await shows(ready);
  await expectAccessible(page, screen);
}

/**
 * Issue 13: axe on every screen at a phone's 390 px and a desktop's 1280 px, in English and
 * in Spanish: the auth screens, every admin tab, settings, and the housekeeper's, front
 * desk's and manager's dashboards. Serious and critical violations fail (harness).
 */
describe.skipIf(skipE2E)('every screen is accessible at 390 and 1280 px, in English and Spanish', () => {
  const e2e = useE2E();
  const staff = useStaffedHotel(e2e, 'Axe Hotel', 'axe.test', { pin: '1234' });

  beforeAll(async () => {
    if (skipE2E) return;
    // A PIN, so settings shows 'Remove PIN' and the active notice too.
    await seedUser(e2e.db, { email: 'pending@axe.test', fullName: 'Pat Pending', role: 'housekeeper', status: 'pending' });
    await seedUser(e2e.db, { email: 'former@axe.test', fullName: 'Dora Former', role: 'housekeeper', hotelId: staff.hotel.hotelId, status: 'rejected' });
    const cookie = await sessionCookie(e2e.baseUrl, staff.admin.email);
    const token = await apiCall(e2e.baseUrl, 'POST', '/api/api-tokens', { name: 'Opera PMS', hotelId: staff.hotel.hotelId, scope: 'read' }, cookie);
    expect(token.status).toBeLessThan(300);
    // An address literal: a public host that needs no name lookup.
    const hook = await apiCall(e2e.baseUrl, 'POST', '/api/webhooks', { hotelId: staff.hotel.hotelId, url: 'https://93.184.215.14/hook', events: ['room.updated'] }, cookie);
    expect(hook.status).toBeLessThan(300);
    const type = await apiCall(e2e.baseUrl, 'POST', `/api/hotels/${staff.hotel.hotelId}/room-types`, { name: 'Suite', credits: { departure: 45, stayover: 20, touchUp: 10 }, squareFeet: 600 }, cookie);
    expect(type.status).toBeLessThan(300);
    // A manager sees rooms in every list: dirty, and a late checkout.
    await e2e.db.updateTable('room_statuses').set({ status: 'dirty', assigned_to: null }).where('room_id', 'in', [staff.hotel.rooms['201']!, staff.hotel.rooms['202']!]).execute();
    await e2e.db.insertInto('late_checkouts').values({ room_id: staff.hotel.rooms['210']!, hotel_id: staff.hotel.hotelId, checkout_time: '23:59', created_by: staff.hotel.manager.id }).execute();
  });

  async function pageFor(options: (typeof RUNS)[number][1], locale: Locale, email?: string): Promise<{ page: Page; context: BrowserContext }> {
    const opened = await e2e.newPage(options);
    // The language the user chose on this device (lib/i18n.ts).
    await opened.context.addInitScript((chosen) => localStorage.setItem('hk-locale', chosen), locale);
    if (email) await signInContext(e2e, opened.context, email);
    return opened;
  }

  for (const [size, options, locale] of RUNS) {
    it(`auth screens and the not-found page, ${size}, ${locale}`, async () => {
      const { page } = await pageFor(options, locale);
      await visit(page, '/auth', page.getByRole('link', { name: either('Create admin account', 'Crear cuenta de administrador') }), 'sign in');
      await page.getByRole('radio', { name: either('Quick PIN', 'PIN rápido') }).click();
      await shows(page.getByLabel('PIN', { exact: true }));
      await expectAccessible(page, 'PIN sign in');
      await page.getByRole('tab', { name: either('Sign Up', 'Registrarse') }).click();
      await shows(page.getByRole('tab', { name: either('Sign Up', 'Registrarse'), selected: true }));
      await expectAccessible(page, 'sign up');
      await visit(page, '/admin-signup', page.getByRole('link', { name: either('Sign In', 'Iniciar sesión') }), 'admin sign-up');
      await visit(page, '/no/such/page', page.getByText(either('Oops! Page not found', '¡Vaya! Página no encontrada')), 'not found');
    }, SLOW);

    it(`every admin tab and dialog, ${size}, ${locale}`, async () => {
      const { page } = await pageFor(options, locale, staff.admin.email);
      await visit(page, '/dashboard', page.getByRole('row', { name: /Pat Pending/ }), 'pending staff');
      const dialog = async (button: RegExp, screen: string) => {
        await page.getByRole('button', { name: button }).click();
        await shows(page.getByRole('dialog'));
        await expectAccessible(page, screen);
        await page.keyboard.press('Escape');
        await shows(page.getByRole('dialog'), 0);
      };
      await dialog(either('Approve Pat Pending', 'Aprobar a Pat Pending'), 'approve dialog');
      const tabs = page.getByRole('tablist').first().getByRole('tab');
      const tab = async (name: RegExp, ready: Locator, screen: string) => {
        await tabs.filter({ hasText: name }).click();
        await shows(ready);
        await expectAccessible(page, screen);
      };
      await tab(/^(Hotels|Hoteles)$/, page.getByRole('row', { name: /Axe Hotel/ }), 'hotels');
      await dialog(either('Add Hotel', 'Añadir hotel'), 'add hotel dialog');
      await tab(/^(Rooms|Habitaciones)$/, page.getByRole('button', { name: /Axe Hotel/ }), 'rooms');
      await page.getByRole('button', { name: /Axe Hotel/ }).click();
      await shows(page.getByRole('row', { name: /Suite/ }));
      await shows(page.getByRole('row', { name: /^201\b/ }));
      await expectAccessible(page, 'rooms of a hotel and its room types');
      await tab(/^(Approved Staff|Personal aprobado)$/, page.getByRole('row', { name: /Dora Former/ }), 'approved and deactivated staff');
      await tab(/^(Integrations|Integraciones)$/, page.getByRole('row', { name: /Opera PMS/ }), 'integrations');
      await shows(page.getByRole('row', { name: /93\.184\.215\.14/ }));
      await dialog(either('Create API token', 'Crear token de API'), 'create token dialog');
      await dialog(either('Add webhook', 'Añadir webhook'), 'create webhook dialog');
      await dialog(either('Create New User', 'Crear nuevo usuario'), 'create user dialog');
      await visit(page, '/admin/users?tab=approved', page.getByRole('row', { name: /Mia Manager/ }), 'staff management');
    }, SLOW);

    it(`settings and the three role dashboards, ${size}, ${locale}`, async () => {
      const desk = await pageFor(options, locale, staff.frontdesk.email);
      await visit(desk.page, '/settings', desk.page.getByText('✓', { exact: false }), 'settings');
      // The workspace's views (issue 18): the desk and the board; the manager's shift and board.
      await visit(desk.page, '/dashboard', desk.page.getByRole('heading', { name: either('Late Checkouts', 'Salidas tardías') }), 'front desk');
      await visit(desk.page, '/dashboard/board', desk.page.getByRole('heading', { name: either('Room board', 'Tablero de habitaciones') }), 'front desk board');

      const manager = await pageFor(options, locale, staff.hotel.manager.email);
      await visit(manager.page, '/dashboard', manager.page.getByRole('heading', { name: either('Shift Progress', 'Progreso del turno') }), 'manager shift');
      await visit(manager.page, '/dashboard/board', manager.page.getByRole('heading', { name: either('Room board', 'Tablero de habitaciones') }), 'manager');
      await shows(manager.page.getByRole('row', { name: /\b201\b/ }).first());
      await expectAccessible(manager.page, 'manager with its lists');

      const keeper = await pageFor(options, locale, staff.hotel.housekeeper.email);
      await visit(keeper.page, '/dashboard', keeper.page.getByText(either('My Assigned Rooms', 'Mis habitaciones asignadas')).first(), 'housekeeper');
      // The phone's other tabs: all rooms and late checkouts.
      const navTabs = keeper.page.getByRole('tab');
      for (let i = 1; i < (await navTabs.count()); i++) {
        await navTabs.nth(i).click();
        await expect.poll(() => navTabs.nth(i).getAttribute('aria-selected')).toBe('true');
        await expectAccessible(keeper.page, `housekeeper tab ${i + 1}`);
      }
    }, SLOW);
  }
});
