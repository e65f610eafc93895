import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, skipE2E, useE2E } from './harness';
import { PHONE, seedHousekeepingHotel, sees, shows, signInContext, waitForWorker, type HousekeepingHotel } from './housekeeper-setup';
import { TINY_PNG_BASE64 } from '../src-server/test/procedure-policy';

const PNG = { name: 'found.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG_BASE64, 'base64') };

/**
 * Issue 29 point 8: the housekeeper logs a find from a public area on her phone (not only from
 * a room card): All Rooms, the area, the usual form; offline through the exactly-once queue.
 */
describe.skipIf(skipE2E)('a found item in a public area, from the phone (issue 29)', () => {
  const e2e = useE2E();
  let hotel: HousekeepingHotel;
  let pool: string;

  beforeAll(async () => {
    if (skipE2E) return;
    hotel = await seedHousekeepingHotel(e2e.db, 'Public Area Finds Hotel');
    pool = (await e2e.db.insertInto('areas').values({ hotel_id: hotel.hotelId, name: 'Pool' }).returning('id').executeTakeFirstOrThrow()).id;
    await e2e.db.insertInto('areas').values({ hotel_id: hotel.hotelId, name: 'Lobby' }).execute();
  });

  const finds = (description: string) =>
    e2e.db
      .selectFrom('lost_items')
      .select(['area_id', 'room_id', 'found_by', 'stored_at'])
      .select((eb) => eb('photo', 'is not', null).as('has_photo'))
      .where('hotel_id', '=', hotel.hotelId)
      .where('description', '=', description)
      .execute();

  async function allRooms(): Promise<{ page: Page; context: Awaited<ReturnType<typeof e2e.newPage>>['context'] }> {
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, hotel.housekeeper.email);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: /All Rooms/ }).click();
    await shows(page.getByRole('button', { name: 'Log found item in a public area' }));
    return { page, context };
  }

  async function logFind(page: Page, description: string) {
    await page.getByRole('button', { name: 'Log found item in a public area' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log found item' });
    await shows(dialog.getByLabel('Area').locator('option', { hasText: 'Pool' }));
    await dialog.getByLabel('What was found').fill(description);
    await dialog.getByLabel('Area').selectOption({ label: 'Pool' });
    await dialog.getByLabel('Where it is kept (optional)').fill('Front desk drawer');
    await dialog.locator('input[type=file]').setInputFiles([PNG]);
    await shows(dialog.getByRole('list', { name: 'Photos to send' }).getByRole('img'));
    return dialog;
  }

  it('at 390×844 from All Rooms: the area, the form, a photo; logged as hers in that area', async () => {
    const { page } = await allRooms();
    const dialog = await logFind(page, 'Blue towel');
    await expectAccessible(page, 'found item in a public area');
    await dialog.getByRole('button', { name: 'Log item' }).click();
    await sees(page, 'Found item logged');
    await expect
      .poll(() => finds('Blue towel'), { timeout: 10_000 })
      .toEqual([{ area_id: pool, room_id: null, found_by: hotel.housekeeper.id, stored_at: 'Front desk drawer', has_photo: true }]);
  });

  it('offline: saved on the phone, then logged once with its photo when the connection is back', async () => {
    const { page, context } = await allRooms();
    await waitForWorker(page);
    await context.setOffline(true);
    await sees(page, "You're offline - Changes will sync when connected");
    const dialog = await logFind(page, 'Goggles');
    await dialog.getByRole('button', { name: 'Log item' }).click();
    await sees(page, 'Saved offline - Will sync when connection restored');
    await shows(dialog, 0);
    expect(await finds('Goggles')).toEqual([]);
    await context.setOffline(false);
    await sees(page, 'Synced 1 update');
    await expect
      .poll(() => finds('Goggles'), { timeout: 10_000 })
      .toEqual([{ area_id: pool, room_id: null, found_by: hotel.housekeeper.id, stored_at: 'Front desk drawer', has_photo: true }]);
    // Once: a reload (which syncs anything left) logs nothing more.
    await page.reload();
    await shows(page.getByRole('tablist'));
    expect(await finds('Goggles')).toHaveLength(1);
  });
});
