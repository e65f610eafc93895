import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectAccessible, skipE2E, useE2E, chooseLanguage } from './harness';
import { PHONE, openMore, roomCard, sees, shows } from './housekeeper-setup';
import { seedLargeHotel } from '../scripts/seed-large-hotel';
import { signInLarge as signIn } from './large-hotel-session';

const WIDE = { viewport: { width: 1280, height: 800 } } as const;
const PHONE_HEIGHT = PHONE.viewport.height;

type Hotel = Awaited<ReturnType<typeof seedLargeHotel>>;

/** The number in a status chip of the board ('Dirty 48'). */
async function chip(page: Page, label: string): Promise<number> {
  const text = await page.getByRole('group', { name: /Rooms by status|Habitaciones por estado/ }).locator('button', { hasText: label }).first().innerText();
  return Number(text.match(/(\d+)\s*$/)![1]);
}

/** A section heading's count: 'Dirty Rooms (46)'. */
async function sectionCount(section: Locator): Promise<number> {
  return Number((await section.getByRole('heading').first().innerText()).match(/\((\d+)\)/)![1]);
}

/**
 * Issue 18, points 3 and 4: the front desk's answers and the housekeeper's compact phone card.
 * A 240-room hotel (statuses in turn: room n%5 = 0 clean, 1 dirty, 2 assigned, 3 PMS updated,
 * 4 out of service), so 305 is clean, 306 dirty, 307 assigned. Housekeeper 1 also has 101–106.
 */
describe.skipIf(skipE2E)("the front desk's answers and the housekeeper's phone (issue 18)", () => {
  const e2e = useE2E();
  let hotel: Hotel;
  const roomId = async (number: string) =>
    (await e2e.db.selectFrom('rooms').select('id').where('hotel_id', '=', hotel.hotel.id).where('room_number', '=', number).executeTakeFirstOrThrow()).id;
  const statusRow = async (number: string) =>
    e2e.db.selectFrom('room_statuses').selectAll().where('room_id', '=', await roomId(number)).executeTakeFirstOrThrow();

  beforeAll(async () => {
    if (skipE2E) return;
    hotel = await seedLargeHotel(e2e.db, 240, 'Desk and Phone Hotel');
    const [hana, ben] = hotel.housekeepers as [Hotel['housekeepers'][number], Hotel['housekeepers'][number]];
    for (const number of ['101', '102', '103', '104', '106']) {
      await e2e.db.updateTable('room_statuses').set({ status: 'assigned', assigned_to: hana.id, assigned_at: new Date() }).where('room_id', '=', await roomId(number)).execute();
    }
    // 110 cleaned by Hana herself, 115 by Ben: the cards say who.
    await e2e.db.updateTable('room_statuses').set({ status: 'clean', assigned_to: hana.id, cleaned_by: hana.id, cleaned_at: new Date() }).where('room_id', '=', await roomId('110')).execute();
    await e2e.db.updateTable('room_statuses').set({ status: 'clean', assigned_to: ben.id, cleaned_by: ben.id, cleaned_at: new Date() }).where('room_id', '=', await roomId('115')).execute();
    await e2e.db
      .insertInto('room_notes')
      .values({ room_id: await roomId('102'), hotel_id: hotel.hotel.id, content: 'extra towels and a crib', created_by: hotel.frontdesk.id })
      .execute();
    // 306's checkout time has passed (00:00 today, in the hotel's zone); 307's is still to come.
    await e2e.db
      .insertInto('late_checkouts')
      .values([
        { room_id: await roomId('306'), hotel_id: hotel.hotel.id, checkout_time: '00:00', created_by: hotel.frontdesk.id },
        { room_id: await roomId('307'), hotel_id: hotel.hotel.id, checkout_time: '23:59', created_by: hotel.frontdesk.id },
      ])
      .execute();
  });

  it("on a phone: 'is 305 ready? rush it' in one search, in the first screen; Notes and status from the answer", async () => {
    const { page, context } = await e2e.newPage(PHONE);
    await signIn(e2e, context, hotel.frontdesk.email);
    await page.goto('/dashboard');
    await page.getByLabel('Find a room').fill('is 305 ready?');
    const answer = page.locator('[data-search-result="305"]');
    await shows(answer.getByText('Ready for a guest'));
    await shows(answer.getByText('Clean', { exact: true }));
    // The answer is in the first screen: nothing scrolled, its bottom above the fold.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = (await answer.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE_HEIGHT);
    await expectAccessible(page);

    // Rush from the answer.
    const rush = answer.getByRole('button', { name: 'Rush, room 305' });
    expect(await rush.getAttribute('aria-pressed')).toBe('false');
    await rush.click();
    await expect.poll(() => rush.getAttribute('aria-pressed')).toBe('true');
    expect((await statusRow('305')).priority).toBe(true);

    // Notes from the answer.
    await answer.getByRole('button', { name: /^Notes, room 305/ }).click();
    const notes = page.getByRole('dialog', { name: 'Room 305 Notes' });
    await shows(notes);
    await page.keyboard.press('Escape');
    await shows(notes, 0);

    // The status change from the answer: PMS updated.
    await answer.getByRole('button', { name: 'Change status, room 305' }).click();
    await page.getByRole('menuitem', { name: 'PMS Updated' }).click();
    await expect.poll(async () => (await statusRow('305')).status).toBe('pms_updated');
    await shows(answer.getByText('PMS Updated', { exact: true }));
  }, 120_000);

  it('on a wide screen: overdue marked in words; Resolve then Undo restores the room and the late checkout; counts agree; in Spanish too', async () => {
    const { page, context } = await e2e.newPage(WIDE);
    await signIn(e2e, context, hotel.frontdesk.email);
    await page.goto('/dashboard');
    const late = (number: string) => page.locator(`[data-late-checkout="${number}"]`);
    await shows(late('306').getByText('Overdue'));
    await shows(late('307'));
    await shows(late('307').getByText('Overdue'), 0);

    // Counts: every section of the Desk view is the Board view's chips less the rooms a late
    // checkout holds, and says so (the workspace keeps the chips on the Board, issue 18).
    const boardView = await context.newPage();
    await boardView.goto('/dashboard/board');
    const dirtySection = page.getByRole('region', { name: /^Dirty Rooms/ });
    const [dirty, assigned] = [await chip(boardView, 'Dirty'), await chip(boardView, 'Assigned')];
    const held = Number((await dirtySection.locator('[data-breakdown]').innerText()).match(/(\d+) held by a late checkout/)![1]);
    expect(held).toBe(2);
    await shows(dirtySection.locator('[data-breakdown]').getByText(`Dirty ${dirty} · Assigned ${assigned} · 2 held by a late checkout (listed above)`));
    expect(await sectionCount(dirtySection)).toBe(dirty + assigned - held);
    const cleanSection = page.getByRole('region', { name: /^Clean Rooms/ });
    expect(await sectionCount(cleanSection)).toBe((await chip(boardView, 'Clean')) + (await chip(boardView, 'Inspected')));
    await expectAccessible(page);

    // Resolve 307 (assigned to a housekeeper): the room is dirty; Undo puts both back.
    const before = await statusRow('307');
    await late('307').getByRole('button', { name: 'Resolve, room 307' }).click();
    await sees(page, 'Late checkout resolved and room marked as dirty');
    await expect.poll(async () => (await statusRow('307')).status).toBe('dirty');
    await shows(late('307'), 0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await sees(page, 'Change undone');
    await shows(late('307'));
    const after = await statusRow('307');
    expect({ status: after.status, assigned_to: after.assigned_to }).toEqual({ status: before.status, assigned_to: before.assigned_to });
    const reopened = await e2e.db.selectFrom('late_checkouts').select('resolved_at').where('room_id', '=', await roomId('307')).execute();
    expect(reopened).toEqual([{ resolved_at: null }]);
    // The counts still agree after the round trip.
    await expect
      .poll(async () => (await sectionCount(dirtySection)) - ((await chip(boardView, 'Dirty')) + (await chip(boardView, 'Assigned')) - 2))
      .toBe(0);

    // Spanish: the same marks and counts, in Spanish words.
    await chooseLanguage(page, 'Español');
    await shows(page.getByRole('region', { name: /^Habitaciones sucias/ }));
    await shows(late('306').getByText('Vencida'));
    await shows(page.locator('[data-breakdown]').getByText(/2 retenidas por una salida tardía/));
    await page.getByLabel('Buscar una habitación').fill('305');
    await shows(page.locator('[data-search-result="305"]').getByRole('button', { name: 'Urgente, habitación 305' }));
    await expectAccessible(page);
  }, 120_000);

  it('the housekeeper phone: three rooms a screen, the unread note on its card, All Rooms search, who cleaned a room; in Spanish too', async () => {
    const { page, context } = await e2e.newPage(PHONE);
    await signIn(e2e, context, hotel.housekeepers[0]!.email);
    await page.goto('/dashboard');
    await shows(page.getByRole('heading', { name: 'My Assigned Rooms' }));
    const cards = page.getByRole('list', { name: 'My Assigned Rooms' }).getByRole('article');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    // At least three cards on one screen: three in a row span less than the screen above the tab bar.
    const boxes = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!));
    const nav = (await page.getByRole('tablist', { name: 'Sections' }).boundingBox())!;
    expect(boxes[2]!.y + boxes[2]!.height - boxes[0]!.y).toBeLessThanOrEqual(nav.y);
    // The front desk's note is on the card, not behind 'Notes 1'.
    await shows(roomCard(page, '102').getByText('extra towels and a crib'));
    // Every action still reachable by role and name: the rest behind More.
    const more = await openMore(roomCard(page, '101'));
    await shows(more.getByRole('menuitem', { name: 'Do not disturb' }));
    await shows(more.getByRole('menuitem', { name: 'Other reason' }));
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // All Rooms: a search by room number, read as the board reads it; clean rooms say who cleaned them.
    await page.getByRole('tab', { name: /All Rooms/ }).click();
    const search = page.getByRole('searchbox', { name: 'Find a room' });
    await search.fill('is 115 ready?');
    const all = page.getByRole('list', { name: 'All Rooms' }).getByRole('article');
    await expect.poll(() => all.count()).toBe(1);
    await shows(roomCard(page, '115').getByText('Cleaned by housekeeper 2'));
    await search.fill('110');
    await shows(roomCard(page, '110').getByText('Cleaned by you'));
    await shows(roomCard(page, '110').getByText(/Assigned to/), 0);
    await search.fill('9999');
    await shows(page.getByText('No room matches “9999”'));
    await expectAccessible(page);

    await chooseLanguage(page, 'Español');
    await page.getByRole('searchbox', { name: 'Buscar una habitación' }).fill('habitación 110');
    const card = (number: string) => page.getByRole('article', { name: `Habitación ${number}` });
    await shows(card('110').getByText('Limpiada por usted'));
    await page.getByRole('tab', { name: /^Mis habitaciones/ }).click();
    await shows(card('102').getByText(/Nota nueva de frontdesk 1/));
    await expectAccessible(page);
  }, 120_000);
});
