import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expectAccessible, skipE2E, useE2E } from './harness';
import { PHONE, shows } from './housekeeper-setup';
import { seedLargeHotel } from '../scripts/seed-large-hotel';
import { signInLarge } from './large-hotel-session';

const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;
type Hotel = Awaited<ReturnType<typeof seedLargeHotel>>;
type Locale = 'en' | 'es';
const SLOW = 180_000;

/** The texts the test reads, each in English and in Spanish. */
const TEXT = {
  nav: { en: 'Workspace views', es: 'Vistas del espacio de trabajo' },
  shift: { en: 'Shift', es: 'Turno' },
  board: { en: 'Board', es: 'Tablero' },
  reports: { en: 'Reports', es: 'Informes' },
  setup: { en: 'Setup', es: 'Configuración' },
  progress: { en: 'Shift Progress', es: 'Progreso del turno' },
  autoAssign: { en: 'Auto-assign', es: 'Asignar automáticamente' },
  handOver: { en: /^Hand over rooms of /, es: /^Traspasar las habitaciones de / },
  roomBoard: { en: 'Room board', es: 'Tablero de habitaciones' },
  report: { en: 'Daily Cleaning Report', es: 'Informe diario de limpieza' },
  roomTypes: { en: 'Room Types', es: 'Tipos de habitación' },
  counts: {
    en: ['To clean', 'In progress', 'Cleaned today', 'Awaiting inspection', 'Deferred'],
    es: ['Por limpiar', 'En curso', 'Limpiadas hoy', 'Pendientes de inspección', 'Aplazadas'],
  },
  cleaned: { en: '2 of 98', es: '2 de 98' },
} as const;

type TextIn<L extends Locale> = { [K in keyof typeof TEXT]: (typeof TEXT)[K][L] };
const textIn = <L extends Locale>(locale: L) => Object.fromEntries(Object.entries(TEXT).map(([key, words]) => [key, words[locale]])) as TextIn<L>;

/**
 * Sums the page's layout shifts (the CLS of web-vitals: shifts not caused by input) from
 * the first paint on, and sets the chosen language before the app starts.
 */
async function watchPage(context: BrowserContext, locale: Locale) {
  await context.addInitScript((chosen) => {
    localStorage.setItem('hk-locale', chosen);
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, locale);
}

const cls = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

/** Entirely inside the first screen, with no scrolling. */
async function expectInFirstScreen(page: Page, target: Locator, label: string) {
  const box = await target.boundingBox();
  const view = page.viewportSize()!;
  expect(box, label).not.toBeNull();
  expect(await page.evaluate(() => window.scrollY), `${label}: scrolled`).toBe(0);
  expect(box!.y, `${label} top`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${label} bottom`).toBeLessThanOrEqual(view.height);
  expect(box!.x + box!.width, `${label} right`).toBeLessThanOrEqual(view.width);
}

/**
 * Issue 18, point 1: the manager's and the front desk's workspace. A 240-room hotel (statuses
 * in turn, as in board.test.ts) whose 48 assigned rooms are shared by 12 housekeepers; two
 * rooms cleaned today, one started, one deferred.
 */
describe.skipIf(skipE2E)("the manager's and the front desk's workspace", () => {
  const e2e = useE2E();
  let hotel: Hotel;
  let large: Hotel;

  beforeAll(async () => {
    if (skipE2E) return;
    hotel = await seedLargeHotel(e2e.db, 240, 'Workspace Hotel');
    const id = hotel.hotel.id;
    const roomId = async (number: string) =>
      (await e2e.db.selectFrom('rooms').select('id').where('hotel_id', '=', id).where('room_number', '=', number).executeTakeFirstOrThrow()).id;
    const assigned = await e2e.db.selectFrom('room_statuses').select('room_id').where('hotel_id', '=', id).where('status', '=', 'assigned').execute();
    for (const [i, row] of assigned.entries()) {
      await e2e.db.updateTable('room_statuses').set({ assigned_to: hotel.housekeepers[i % 12]!.id }).where('room_id', '=', row.room_id).execute();
    }
    // Cleaned today by housekeeper 1 (rooms 100 and 105 are clean).
    for (const number of ['100', '105']) {
      await e2e.db.updateTable('room_statuses').set({ cleaned_by: hotel.housekeepers[0]!.id, cleaned_at: new Date() }).where('room_id', '=', await roomId(number)).execute();
    }
    // 102 started, 107 deferred (both assigned).
    await e2e.db.updateTable('room_statuses').set({ timer_state: 'running', timer_started_at: new Date() }).where('room_id', '=', await roomId('102')).execute();
    await e2e.db
      .updateTable('room_statuses')
      .set({ deferral_reason: 'dnd', deferral_retry_at: '15:30', deferred_at: new Date(), deferred_by: hotel.manager.id })
      .where('room_id', '=', await roomId('107'))
      .execute();
    large = await seedLargeHotel(e2e.db, 2000, 'Workspace Large Hotel');
  }, SLOW);

  for (const [size, options, locale] of [
    ['1280×800', DESKTOP, 'en'],
    ['390×844', PHONE, 'es'],
    ['1280×800', DESKTOP, 'es'],
    ['390×844', PHONE, 'en'],
  ] as const) {
    it(`manager, ${size}, ${locale}: the shift at a glance on the first screen, each view by URL and by the nav`, async () => {
      const text = textIn(locale);
      const { page, context } = await e2e.newPage(options);
      await signInLarge(e2e, context, hotel.manager.email);
      await watchPage(context, locale);
      await page.goto('/dashboard');
      const counts = page.getByRole('definition');
      // To clean: 48 dirty and 46 assigned not started; 2 cleaned today of the day's 98.
      await expect.poll(() => counts.allInnerTexts(), { timeout: 15_000 }).toEqual(['94', '1', text.cleaned, '0', '1']);
      const firstPerson = page.getByRole('progressbar').first();
      await shows(page.getByRole('progressbar', { name: /housekeeper 12$/ }), 2);
      for (const label of text.counts) await expectInFirstScreen(page, page.getByRole('term').filter({ hasText: label }), label);
      await expectInFirstScreen(page, counts.nth(2), 'cleaned today');
      await expectInFirstScreen(page, page.getByRole('button', { name: text.autoAssign }), 'Auto-assign');
      await expectInFirstScreen(page, page.getByRole('button', { name: text.handOver }).first(), 'Hand over');
      await expectInFirstScreen(page, firstPerson, 'progress of the first housekeeper');
      // Nothing moved once the data came in.
      await page.waitForTimeout(500);
      expect(await cls(page), 'layout shift').toBeLessThanOrEqual(0.1);
      const nav = page.getByRole('navigation', { name: text.nav });
      expect(await nav.getByRole('link', { name: text.shift }).getAttribute('aria-current')).toBe('page');
      await expectInFirstScreen(page, nav.getByRole('link', { name: text.setup }), 'the nav');
      await expectAccessible(page, `shift, ${size}, ${locale}`);

      // Each view by the nav, and by its URL.
      for (const [link, path, ready] of [
        [text.board, '/dashboard/board', page.getByRole('heading', { name: text.roomBoard })],
        [text.reports, '/dashboard/reports', page.getByRole('heading', { name: text.report })],
        [text.setup, '/dashboard/setup', page.getByRole('heading', { name: text.roomTypes })],
        [text.shift, '/dashboard', page.getByRole('heading', { name: text.progress })],
      ] as const) {
        await nav.getByRole('link', { name: link }).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe(path);
        await shows(ready);
        expect(await nav.getByRole('link', { name: link }).getAttribute('aria-current')).toBe('page');
        if (locale === 'en' && size === '1280×800' && path !== '/dashboard') await expectAccessible(page, `${path}, ${size}, ${locale}`);
      }
      await page.goto('/dashboard/reports');
      await shows(page.getByRole('heading', { name: text.report }));
      await page.goBack();
      await shows(page.getByRole('heading', { name: text.progress }));
    }, SLOW);
  }

  it('at 2,000 rooms every view stays within about five screens, the tables fit their box, and the filters narrow every list', async () => {
    const { page, context } = await e2e.newPage(DESKTOP);
    await signInLarge(e2e, context, large.manager.email);
    await watchPage(context, 'en');
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    await page.goto('/dashboard');
    await shows(page.getByRole('heading', { name: 'Shift Progress' }));
    await expect.poll(() => page.getByRole('definition').first().innerText()).not.toBe('–');
    expect(await height(), 'shift').toBeLessThanOrEqual(5 * 800);
    expect(await cls(page), 'layout shift').toBeLessThanOrEqual(0.1);

    await page.goto('/dashboard/board');
    const assigned = page.getByRole('table', { name: 'Assigned Rooms' });
    await shows(assigned.getByRole('button', { name: /^Change status, room / }).first());
    expect(await height(), 'board').toBeLessThanOrEqual(5 * 800);
    // The Assigned Rooms table fits its box: 'Change status' is not cut off.
    const box = (await assigned.locator('xpath=..').boundingBox())!;
    const table = (await assigned.boundingBox())!;
    expect(table.width).toBeLessThanOrEqual(box.width + 1);
    const change = (await assigned.getByRole('button', { name: /^Change status, room / }).first().boundingBox())!;
    expect(change.x + change.width).toBeLessThanOrEqual(box.x + box.width);
    // No cell's content spills out of its column.
    const spills = await assigned.locator('tbody tr[data-row]').first().evaluate((row) =>
      [...row.children].map((cell) => ({ cell: cell.textContent?.slice(0, 20), content: (cell as HTMLElement).scrollWidth, width: (cell as HTMLElement).clientWidth })),
    );
    expect(spills.filter((s) => s.content > s.width + 1)).toEqual([]);

    // The housekeeper filter narrows 'Assigned by housekeeper' too.
    const byHousekeeper = page.getByRole('region', { name: 'Assigned by housekeeper' });
    expect(await byHousekeeper.getByRole('listitem').filter({ has: page.getByRole('progressbar') }).count()).toBeGreaterThan(1);
    await page.getByLabel('Filter by housekeeper').selectOption({ label: 'housekeeper 3' });
    await expect.poll(() => byHousekeeper.getByRole('progressbar').count()).toBe(1);
    await shows(byHousekeeper.getByRole('progressbar', { name: 'Shift progress, housekeeper 3', exact: true }));
    // The chosen status chip is filled, not outlined.
    const chips = page.getByRole('group', { name: 'Rooms by status' });
    const dirty = chips.getByRole('button', { name: /^Dirty \d+$/ });
    const before = await dirty.evaluate((el) => getComputedStyle(el).backgroundColor);
    await dirty.click();
    expect(await dirty.getAttribute('aria-pressed')).toBe('true');
    const [after, ink] = await dirty.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(document.body).color]);
    expect(after).not.toBe(before);
    expect(after).toBe(ink);

    // The front desk's views too.
    const desk = await e2e.newPage(DESKTOP);
    await signInLarge(e2e, desk.context, large.frontdesk.email);
    for (const [path, ready] of [
      ['/dashboard', desk.page.getByRole('heading', { name: /^Out of Service Rooms/ })],
      ['/dashboard/board', desk.page.getByRole('grid', { name: 'Rooms by floor' })],
    ] as const) {
      await desk.page.goto(path);
      await shows(ready);
      expect(await desk.page.evaluate(() => document.documentElement.scrollHeight), `front desk ${path}`).toBeLessThanOrEqual(5 * 800);
    }

    for (const path of ['/dashboard/reports', '/dashboard/setup']) {
      await page.goto(path);
      await shows(page.getByRole('navigation', { name: 'Workspace views' }).getByRole('link', { name: /Reports|Setup/, exact: false }).and(page.locator('[aria-current="page"]')));
      await page.waitForLoadState('networkidle');
      expect(await height(), path).toBeLessThanOrEqual(5 * 800);
    }
  }, SLOW);

  it('the front desk: the desk answers a search at /dashboard, the board is its own view; other roles keep /dashboard', async () => {
    const { page, context } = await e2e.newPage(PHONE);
    await signInLarge(e2e, context, hotel.frontdesk.email);
    await watchPage(context, 'en');
    await page.goto('/dashboard');
    await page.getByLabel('Find a room').fill('100');
    await shows(page.locator('[data-search-result="100"]').getByText('Ready for a guest'));
    await shows(page.getByRole('heading', { name: /^Clean Rooms/ }));
    const nav = page.getByRole('navigation', { name: 'Workspace views' });
    expect(await nav.getByRole('link', { name: 'Desk' }).getAttribute('aria-current')).toBe('page');
    await expectAccessible(page, 'desk');
    await nav.getByRole('link', { name: 'Board' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/board');
    await shows(page.getByRole('grid', { name: 'Rooms by floor' }));
    await expectAccessible(page, 'desk board');
    // The manager's views are not the desk's.
    await page.goto('/dashboard/reports');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');

    const keeper = await e2e.newPage(PHONE);
    await signInLarge(e2e, keeper.context, hotel.housekeepers[0]!.email);
    await keeper.page.goto('/dashboard/board');
    await expect.poll(() => new URL(keeper.page.url()).pathname).toBe('/dashboard');
    await shows(keeper.page.getByRole('tab', { name: /My Rooms/ }));
  }, SLOW);
});
