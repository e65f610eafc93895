import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { expectAccessible, skipE2E, uniqueEmail, useE2E, chooseLanguage } from './harness';
import { PASSWORD, PHONE, shows, signInContext, openView } from './housekeeper-setup';
import { seedHotel, seedUser } from '../src-server/test/test-app';

const WIDE = { viewport: { width: 1280, height: 800 } } as const;
const ZONE = 'America/Los_Angeles';

/** Issue 18, point 6: the attendant report and its CSVs, for an office, on a phone and a desk, in English and Spanish. */
describe.skipIf(skipE2E)('reports an office can open', () => {
  const e2e = useE2E();
  let manager: { email: string };
  let ana: { id: string };
  const today = formatInTimeZone(new Date(), ZONE, 'yyyy-MM-dd');
  // Ten minutes ago on the hotel's clock: what the history's Time column must say. Never before the
  // hotel's midnight: just after it, ten minutes ago was yesterday and the report of today is empty.
  const cleanedAt = new Date(Math.max(Date.now() - 10 * 60_000, fromZonedTime(`${today}T00:00:00`, ZONE).getTime()));

  beforeAll(async () => {
    if (skipE2E) return;
    const hotel = await seedHotel(e2e.db, 'Pacific Inn', ZONE);
    manager = await seedUser(e2e.db, { email: uniqueEmail('manager'), password: PASSWORD, fullName: 'Mia Manager', role: 'manager', hotelId: hotel.id });
    ana = await seedUser(e2e.db, { email: uniqueEmail('ana'), password: PASSWORD, fullName: 'Ana Núñez', role: 'housekeeper', hotelId: hotel.id });
    const queen = await e2e.db
      .insertInto('room_types')
      .values({ hotel_id: hotel.id, name: 'Queen', credits_departure: 35, credits_stayover: 20, credits_touch_up: 8, square_feet: 320 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const room = await e2e.db
      .insertInto('rooms')
      .values({ hotel_id: hotel.id, room_number: '305', floor: 3, room_type_id: queen.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await e2e.db.insertInto('room_statuses').values({ room_id: room.id, hotel_id: hotel.id, status: 'clean' }).execute();
    await e2e.db
      .insertInto('room_status_events')
      .values({
        room_id: room.id,
        room_number: '305',
        hotel_id: hotel.id,
        from_status: 'assigned',
        to_status: 'clean',
        actor_id: ana.id,
        assigned_to: ana.id,
        notes: null,
        at: cleanedAt,
        cleaning_type: 'departure',
        worked_seconds: 1800,
      })
      .execute();
  });

  async function managerPage(options: Parameters<typeof e2e.newPage>[0]) {
    const { page, context } = await e2e.newPage(options);
    await signInContext(e2e, context, manager.email);
    await page.goto('/dashboard');
    await shows(page.getByRole('heading', { name: 'Manager Dashboard' }));
    // The reports are the workspace's Reports view (issue 18).
    await openView(page, 'Reports');
    return page;
  }

  async function download(page: Page, link: string) {
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: link }).click()]);
    const path = await file.path();
    return { name: file.suggestedFilename(), text: fs.readFileSync(path!, 'utf8'), bytes: fs.readFileSync(path!) };
  }

  it('on a phone the report fits 390 px, its caption names the hotel’s types, and the Spanish download is Spanish', async () => {
    const page = await managerPage(PHONE);
    const table = page.getByRole('table', { name: 'Attendant Report' });
    await shows(table.getByRole('row', { name: /Ana Núñez/ }));
    await table.scrollIntoViewIfNeeded();
    const fits = await table.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { right: box.right, width: el.scrollWidth, room: el.parentElement!.clientWidth };
    });
    expect(fits.right).toBeLessThanOrEqual(390);
    expect(fits.width).toBeLessThanOrEqual(fits.room);
    // Each figure is a labelled line of the person's card, under the name.
    const credits = table.locator('td[data-label="Credits"]');
    expect(await credits.innerText()).toBe('35');
    const name = table.getByRole('cell', { name: 'Ana Núñez' });
    expect((await credits.boundingBox())!.y).toBeGreaterThan((await name.boundingBox())!.y);
    expect(await credits.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"Credits"');
    await shows(page.getByText('Credits per housekeeper (Queen: departure 35, stayover 20, touch-up 8)', { exact: true }));
    await expectAccessible(page, 'report on a phone');

    await chooseLanguage(page, 'Español');
    const informe = page.getByRole('table', { name: 'Informe de camareras' });
    await shows(informe.getByRole('row', { name: /Ana Núñez/ }));
    await shows(page.getByText('Créditos por camarera (Queen: salida 35, estancia 20, repaso 8)', { exact: true }));
    await expectAccessible(page, 'report on a phone, in Spanish');
    const csv = await download(page, 'Descargar informe (CSV)');
    expect(csv.name).toBe(`camareras-${today}.csv`);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Camarera,Habitaciones limpiadas,Créditos,Minutos trabajados,Minutos por habitación,Aplazamientos,Inspecciones superadas,Inspecciones no superadas,Coberturas,Créditos de cobertura,ID de la camarera',
    );
    expect(lines[1]).toBe(`Ana Núñez,1,35,30,30,0,0,0,0,0,${ana.id}`);
  });

  it('at 1280 px the history CSV reads in English, on the hotel’s clock', async () => {
    const page = await managerPage(WIDE);
    await shows(page.getByRole('table', { name: 'Attendant Report' }).getByRole('row', { name: /Ana Núñez/ }));
    const csv = await download(page, 'Download history (CSV)');
    expect(csv.name).toBe(`history-${today}.csv`);
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Room,Date,Time,From status,To status,By,Cleaning type,Notes');
    expect(lines[1]).toBe(`305,${today},${formatInTimeZone(cleanedAt, ZONE, 'HH:mm')},Assigned,Clean,Ana Núñez,Departure,`);
    await expectAccessible(page, 'report at 1280');
  });
});
