import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedUser } from '../src-server/test/test-app';
import type { VendorStandIn } from '../src-server/features/pms/pms-stand-in';
import { startApaleoStandIn } from '../src-server/features/pms/apaleo/apaleo.stand-in';
import { startMewsStandIn } from '../src-server/features/pms/mews/mews.stand-in';
import { apiCall, chooseLanguage, expectAccessible, skipE2E, useE2E } from './harness';
import { PASSWORD, PHONE, sees, seedHousekeepingHotel, sessionCookie, shows, signInContext, type HousekeepingHotel } from './housekeeper-setup';

const WIDE = { viewport: { width: 1280, height: 900 } } as const;
const ROOMS = ['101', '102', '103', '104', '105', '106', '201', '202', '210', 'Annex', '99'];

/**
 * Issue 20 point 3 in Chromium: the admin connects a hotel to its PMS (Apaleo's local
 * stand-in), tests the connection and reads the integration log; a push the PMS refuses
 * marks the room 'PMS sync failed' on the manager's board (row and tile) until a later push
 * goes through. At 1280 and 390 px, in Spanish once.
 */
describe.skipIf(skipE2E)('the PMS connection and PMS sync failed on the board', () => {
  // The app may call the stand-in on this machine, as it would a PMS on the hotel's network.
  const e2e = useE2E({ env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
  let standIn: VendorStandIn;
  let hotel: HousekeepingHotel;
  let admin: { email: string };

  beforeAll(async () => {
    if (skipE2E) return;
    standIn = await startApaleoStandIn(ROOMS);
    hotel = await seedHousekeepingHotel(e2e.db, 'Lakeside Hotel');
    admin = await seedUser(e2e.db, { email: `admin-${Date.now().toString(36)}@e2e.test`, password: PASSWORD, fullName: 'Ada Admin', role: 'admin' });
  });
  afterAll(async () => {
    await standIn?.close();
  });

  async function openPms(page: Page, tab: string, region: string) {
    await page.getByRole('tab', { name: tab }).click();
    const section = page.getByRole('region', { name: region });
    await section.getByRole('combobox', { name: 'Hotel' }).selectOption({ label: 'Lakeside Hotel' });
    return section;
  }

  it('at 1280 px: the admin connects and tests against the stand-in, sees the log; a refused push marks the room for the manager until one goes through', async () => {
    const { page, context } = await e2e.newPage(WIDE);
    await signInContext(e2e, context, admin.email);
    await page.goto('/dashboard');
    const section = await openPms(page, 'Integrations', 'PMS connection');
    const form = section.getByRole('form', { name: 'PMS connection' });
    await form.getByRole('combobox', { name: 'PMS' }).selectOption({ label: 'Apaleo' });
    await form.getByLabel('API address').fill(standIn.url);
    await form.getByLabel('Property ID').fill(standIn.propertyId);
    await form.getByLabel('Client ID').fill(standIn.credentials.clientId!);
    await form.getByLabel('Client secret').fill(standIn.credentials.clientSecret!);
    await form.getByRole('button', { name: 'Save connection' }).click();
    await sees(page, 'PMS connection saved');
    await shows(section.getByText(`Connected to Apaleo, property ${standIn.propertyId}.`));
    // Stored encrypted: the secret is nowhere in the row.
    const stored = await e2e.db.selectFrom('pms_connections').select('credentials').where('hotel_id', '=', hotel.hotelId).executeTakeFirstOrThrow();
    expect(stored.credentials).not.toContain(standIn.credentials.clientSecret!);
    await expectAccessible(page, 'PMS connection');

    await section.getByRole('button', { name: 'Test connection' }).click();
    await sees(page, /^Connected: Read \d+ rooms; wrote room \d+'s condition \w+ back unchanged$/);
    await shows(section.getByRole('list', { name: 'Occupancy reads and webhooks' }).getByText(/Connection test/));
    await expectAccessible(page, 'PMS integration log');

    // The PMS refuses the next push of a room's condition for good (a 4xx is not retried).
    standIn.failNext(standIn.pushPath, { status: 400, body: { message: 'Unit 106 is blocked by the front office' } });
    const manager = await e2e.newPage(WIDE);
    await signInContext(e2e, manager.context, hotel.manager.email);
    await manager.page.goto('/dashboard/board');
    const cookie = await sessionCookie(e2e.baseUrl, hotel.manager.email);
    const dirty = await apiCall(e2e.baseUrl, 'POST', '/api/room-statuses', { roomId: hotel.rooms['106'], status: 'dirty' }, cookie);
    expect(dirty.status).toBe(200);
    const dirtyTable = manager.page.getByRole('table', { name: 'Dirty Rooms - Assign to Housekeepers' });
    const row = dirtyTable.getByRole('row').filter({ has: manager.page.getByRole('button', { name: 'Change status, room 106' }) });
    await expect.poll(() => row.getByText('PMS sync failed').count(), { timeout: 15_000 }).toBe(1);
    await shows(manager.page.locator('button[data-room="106"][aria-label*="PMS sync failed"]'));
    await expectAccessible(manager.page, 'board with a PMS sync failure');
    await page.reload();
    const reopened = await openPms(page, 'Integrations', 'PMS connection');
    await shows(reopened.getByRole('status').getByText(/Room 106: .*blocked by the front office/));

    // A later push the PMS takes: the mark goes, live.
    const clean = await apiCall(e2e.baseUrl, 'POST', '/api/room-statuses', { roomId: hotel.rooms['106'], status: 'clean' }, cookie);
    expect(clean.status).toBe(200);
    await expect.poll(() => manager.page.locator('[data-pms-sync-failed]').count(), { timeout: 15_000 }).toBe(0);
    expect(standIn.conditionOf('106')).toBe('Clean');
  }, 120_000);

  it('at 1280×800: the sync status, then the rooms that differ in Mews, one sent from ours in a click', async () => {
    const mews = await startMewsStandIn(ROOMS);
    try {
      await seedHousekeepingHotel(e2e.db, 'Harbour Hotel');
      const { page, context } = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
      await signInContext(e2e, context, admin.email);
      const cookie = await sessionCookie(e2e.baseUrl, admin.email);
      const harbour = await e2e.db.selectFrom('hotels').select('id').where('name', '=', 'Harbour Hotel').executeTakeFirstOrThrow();
      const saved = await apiCall(e2e.baseUrl, 'PUT', `/api/hotels/${harbour.id}/pms`, { vendor: 'mews', baseUrl: mews.url, propertyId: mews.propertyId, credentials: mews.credentials, enabled: true }, cookie);
      expect(saved.status).toBe(200);
      await page.goto('/dashboard');
      await page.getByRole('tab', { name: 'Integrations' }).click();
      const section = page.getByRole('region', { name: 'PMS connection' });
      await section.getByRole('combobox', { name: 'Hotel' }).selectOption({ label: 'Harbour Hotel' });
      // The full address to paste into Mews, secret included.
      const escaped = e2e.baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await shows(section.getByText(new RegExp(`^${escaped}/api/pms/mews/[0-9a-f-]+/webhook\\?token=mews-hook$`)));
      const status = section.getByRole('group', { name: 'Sync status' });
      await shows(status.getByText('Last occupancy read'));
      await expect.poll(() => status.getByText('Never').count(), { timeout: 15_000 }).toBe(1);
      await expectAccessible(page, 'PMS sync status');

      await section.getByRole('button', { name: 'Compare now' }).click();
      const differences = section.getByRole('table', { name: 'Rooms that differ in the PMS' });
      await shows(differences.getByRole('button', { name: 'Send ours to Mews, room 101' }));
      expect(await differences.getByRole('row').count()).toBe(ROOMS.length + 1);
      await expectAccessible(page, 'PMS differences');
      const row101 = differences.getByRole('row').filter({ has: page.getByRole('button', { name: 'Send ours to Mews, room 101' }) });
      // Ours as the app holds it ('Here'), in Mews's terms: what Mews holds after the click.
      const ours = (await row101.getByRole('cell').nth(1).innerText()).trim();
      await differences.getByRole('button', { name: 'Send ours to Mews, room 101' }).click();
      await sees(page, 'Room 101 now matches Mews');
      await expect.poll(() => differences.getByRole('button', { name: 'Send ours to Mews, room 101' }).count(), { timeout: 15_000 }).toBe(0);
      expect(mews.conditionOf('101')).toBe(ours);
    } finally {
      await mews.close();
    }
  }, 120_000);

  it('at 390 px in Spanish: the connection, its test and its log', async () => {
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, admin.email);
    await page.goto('/dashboard');
    await chooseLanguage(page, 'Español');
    const section = await openPms(page, 'Integraciones', 'Conexión con el PMS');
    await shows(section.getByRole('form', { name: 'Conexión con el PMS' }).getByRole('button', { name: 'Guardar conexión' }));
    await section.getByRole('button', { name: 'Probar conexión' }).click();
    // What the test found, in her language: the server sent a reason and its values, not English.
    await sees(page, /^Conectado: Se leyeron \d+ habitaciones; la condición \w+ de la habitación \d+ se volvió a escribir sin cambios$/);
    await shows(section.getByRole('heading', { name: 'Registro de integración' }));
    await expectAccessible(page, 'PMS connection, phone, Spanish');
  }, 120_000);
});
