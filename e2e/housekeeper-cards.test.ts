import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGUAGES } from '../src-shared/languages';
import { seedUser } from '../src-server/test/test-app';
import { expectAccessible, skipE2E, uniqueEmail, useE2E } from './harness';
import { moreItem, PASSWORD, PHONE, pageIn, roomCard, sees, seedHousekeepingHotel, shows, signInContext, type HousekeepingHotel } from './housekeeper-setup';
import { textIn } from './locale-texts';
import { TINY_PNG_BASE64 } from '../src-server/test/procedure-policy';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The cards of My Rooms whose whole card, Mark Clean included, is in the first screen: above
 * the bottom navigation, without scrolling.
 */
async function wholeCardsOnFirstScreen(page: Page, locale: string): Promise<string[]> {
  const markClean = new RegExp(`^${escape(textIn(locale, 'Mark Clean'))}`);
  const navTop = await page.getByRole('tablist').evaluate((nav) => nav.getBoundingClientRect().top);
  const whole: string[] = [];
  for (const number of ['101', '102', '103', '104']) {
    const card = page.locator('article').filter({ has: page.getByRole('heading', { name: new RegExp(`${number}`) }) });
    const box = await card.boundingBox();
    const button = await card.getByRole('button', { name: markClean }).boundingBox();
    if (box && button && box.y >= 0 && box.y + box.height <= navTop && button.y + button.height <= navTop) whole.push(number);
  }
  return whole;
}

/**
 * Issue 29.1: the attendant's first screen on a 390×844 phone shows at least three whole cards,
 * each with its Mark Clean, in every language, with the 'Stay Updated' banner shown or put off.
 */
describe.skipIf(skipE2E)("the attendant's cards on a phone (issue 29)", () => {
  const e2e = useE2E();
  let hotel: HousekeepingHotel;

  let colleague: { id: string; email: string };

  beforeAll(async () => {
    if (skipE2E) return;
    hotel = await seedHousekeepingHotel(e2e.db, 'Three Cards Hotel');
    colleague = await seedUser(e2e.db, { email: uniqueEmail('colleague'), password: PASSWORD, fullName: 'Cora Colleague', role: 'housekeeper', hotelId: hotel.hotelId });
    await e2e.db
      .updateTable('room_statuses')
      .set({ status: 'assigned', assigned_to: colleague.id, assigned_at: new Date(), assigned_by: hotel.manager.id })
      .where('room_id', '=', hotel.rooms['201']!)
      .execute();
  });

  const statusOf = async (number: string) =>
    (await e2e.db.selectFrom('room_statuses').select('status').where('room_id', '=', hotel.rooms[number]!).executeTakeFirstOrThrow()).status;
  const ordersOf = (number: string) => e2e.db.selectFrom('work_orders').select(['category', 'out_of_order']).where('room_id', '=', hotel.rooms[number]!).execute();

  async function phone() {
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, hotel.housekeeper.email);
    await page.goto('/dashboard');
    await shows(roomCard(page, '102'));
    return page;
  }

  it("'Report a problem' has no default: Send asks what is wrong, and the room stays in service unless she says it cannot be sold", async () => {
    const page = await phone();
    await (await moreItem(roomCard(page, '102'), 'Report a problem')).click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem, room 102' });
    await shows(dialog);
    expect(await dialog.getByRole('group', { name: 'What is wrong?' }).getByRole('radio', { checked: true }).count()).toBe(0);
    expect(await dialog.getByRole('radio', { name: 'Can be sold' }).getAttribute('aria-checked')).toBe('true');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await shows(dialog.getByRole('alert').getByText('Choose what is wrong'));
    await expectAccessible(page, 'report with no category');
    expect(await ordersOf('102')).toEqual([]);
    await dialog.getByRole('radio', { name: 'Plumbing' }).check();
    await shows(dialog.getByRole('alert'), 0);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await sees(page, 'Problem reported');
    await expect.poll(() => ordersOf('102'), { timeout: 10_000 }).toEqual([{ category: 'plumbing', out_of_order: false }]);
    expect(await statusOf('102')).toBe('assigned');
    await shows(roomCard(page, '102'));
  });

  it("Out of Service on a colleague's room from All Rooms goes through (not 'reassigned')", async () => {
    const page = await phone();
    await page.getByRole('tab', { name: /All Rooms/ }).click();
    await shows(roomCard(page, '201').getByText('Cora Colleague'));
    await (await moreItem(roomCard(page, '201'), 'Out of Service')).click();
    const confirm = page.getByRole('dialog', { name: 'Take room 201 out of service?' });
    await confirm.getByLabel('Reason').fill('Broken window');
    await confirm.getByRole('button', { name: 'Take out of service' }).click();
    await sees(page, 'Room marked out of service');
    await expect.poll(() => statusOf('201'), { timeout: 10_000 }).toBe('out_of_service');
  });

  it('three whole cards with Mark Clean in the first screen, banner shown or not, in all ten languages', { timeout: 240_000 }, async () => {
    for (const locale of LANGUAGES) {
      const page = await pageIn(e2e, PHONE, locale, hotel.housekeeper.email);
      // The browser has not been asked about notifications yet: 'Stay Updated' shows (spec §4).
      await page.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'default' }));
      await page.goto('/dashboard');
      await expect.poll(() => page.locator('article').count(), { timeout: 10_000 }).toBeGreaterThan(3);
      const banner = page.getByRole('region', { name: textIn(locale, 'Stay Updated') });
      await shows(banner);
      expect((await wholeCardsOnFirstScreen(page, locale)).length, `${locale} with the banner`).toBeGreaterThanOrEqual(3);
      await banner.getByRole('button', { name: textIn(locale, 'Maybe Later') }).click();
      await shows(banner, 0);
      expect((await wholeCardsOnFirstScreen(page, locale)).length, `${locale} without the banner`).toBeGreaterThanOrEqual(3);
      await page.close();
    }
  });

  it('the photo picker is a 44 px button in her language that opens the camera first, with thumbnails and Remove', async () => {
    const page = await pageIn(e2e, PHONE, 'vi', hotel.housekeeper.email);
    await page.goto('/dashboard');
    await shows(page.getByRole('article').first());
    const card = page.locator('article').filter({ has: page.getByRole('heading', { name: /103/ }) });
    await card.getByRole('button', { name: /^Thêm\W/ }).click();
    await page.getByRole('menuitem', { name: textIn('vi', 'Report a problem') }).click();
    const dialog = page.getByRole('dialog');
    const picker = dialog.locator('label', { hasText: textIn('vi', 'Take or choose a photo') });
    const box = (await picker.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    // The browser's own English 'Choose Files / No file chosen' is not drawn: its input is hidden behind the button.
    const input = dialog.locator('input[type=file]');
    expect((await input.boundingBox())!.height).toBeLessThanOrEqual(1);
    expect(await input.getAttribute('capture')).toBe('environment');
    expect(await input.getAttribute('accept')).toBe('image/*');
    await input.setInputFiles({ name: 'tap.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG_BASE64, 'base64') });
    const thumbnail = dialog.getByRole('img', { name: textIn('vi', 'Photo {0}').replace('{0}', '1') });
    await shows(thumbnail);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectAccessible(page, 'photo picker with a photo');
    await dialog.getByRole('button', { name: `${textIn('vi', 'Remove')} ${textIn('vi', 'Photo {0}').replace('{0}', '1')}` }).click();
    await shows(thumbnail, 0);
  });

  it('Undo is 44 px high and stays 10 s, the toast closes with a 44 px button; her late checkouts come first', { timeout: 60_000 }, async () => {
    const page = await phone();
    // A tap, as on a phone: no pointer left hovering over the toast (a hover holds it).
    await roomCard(page, '101').getByRole('button', { name: /Mark Clean/ }).tap();
    const undo = page.getByRole('button', { name: 'Undo' });
    await shows(undo);
    const shownAt = Date.now();
    expect((await undo.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const close = (await page.locator('[data-sonner-toast] [data-close-button]').first().boundingBox())!;
    expect([close.width >= 44, close.height >= 44]).toEqual([true, true]);
    await page.waitForTimeout(Math.max(0, 9_500 - (Date.now() - shownAt)));
    expect(await undo.count()).toBe(1);

    await e2e.db
      .insertInto('late_checkouts')
      .values([
        { room_id: hotel.rooms['99']!, hotel_id: hotel.hotelId, checkout_time: '12:00' },
        { room_id: hotel.rooms['104']!, hotel_id: hotel.hotelId, checkout_time: '23:00' },
      ])
      .execute();
    await page.reload();
    await page.getByRole('tab', { name: /Late Checkouts/ }).click();
    const list = page.getByRole('list', { name: 'Late checkouts' });
    await expect.poll(() => list.getByRole('listitem').allInnerTexts(), { timeout: 10_000 }).toEqual([expect.stringMatching(/^Room 104\s+Your room/), expect.stringMatching(/^Room 99\s/)]);
  });

  it('her phone remembers her email and says no PIN tip twice; Logout offline says it waits; Not me forgets her', { timeout: 60_000 }, async () => {
    const { page, context } = await e2e.newPage(PHONE);
    const signIn = async () => {
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/dashboard');
      await shows(page.getByRole('heading', { name: 'My Assigned Rooms' }));
    };
    await page.goto('/auth');
    await page.getByLabel('Email').fill(hotel.housekeeper.email);
    await signIn();
    await sees(page, /Tip: set a 4-digit PIN/);
    await page.getByRole('note').filter({ hasText: 'Tip: set a 4-digit PIN' }).getByRole('button', { name: 'Close' }).click();
    await shows(page.getByText(/Tip: set a 4-digit PIN/), 0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth');
    expect(await page.getByLabel('Email').inputValue()).toBe(hotel.housekeeper.email);
    await signIn();
    await page.waitForTimeout(1000);
    expect(await page.getByText(/Tip: set a 4-digit PIN/).count()).toBe(0);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Logout' }).click();
    await shows(page.getByRole('status').filter({ hasText: 'Will sign out after syncing, once back online' }));
    await context.setOffline(false);
    await page.waitForURL('**/auth');
    await page.getByRole('button', { name: `Not ${hotel.housekeeper.email}? Use another account` }).click();
    expect(await page.getByLabel('Email').inputValue()).toBe('');
    await page.reload();
    expect(await page.getByLabel('Email').inputValue()).toBe('');
  });
});
