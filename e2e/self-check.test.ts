import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, skipE2E, useE2E } from './harness';
import { PHONE, roomCard, seedHousekeepingHotel, sees, shows, signInContext, waitForWorker, type HousekeepingHotel } from './housekeeper-setup';
import { ITEMS, seedInspections } from './inspection-seed';

/**
 * Issue 31 point 3 (DESIGN §20): with the hotel's self-check on, Mark Clean on her phone first
 * asks her to tick the room's checklist items she did; the inspector sees what she ticked.
 * Offline too: her ticks are queued just before the clean and sent first, once.
 */
describe.skipIf(skipE2E)('self-check before Mark Clean (issue 31)', () => {
  const e2e = useE2E();
  let hotel: HousekeepingHotel;
  let supervisor: { email: string };

  beforeAll(async () => {
    if (skipE2E) return;
    hotel = await seedHousekeepingHotel(e2e.db, 'Self Check Hotel');
    supervisor = await seedInspections(e2e.db, hotel.hotelId, { selfCheck: true });
    // Only the rooms she cleans here wait for the inspector.
    await e2e.db.updateTable('room_statuses').set({ status: 'dirty' }).where('hotel_id', '=', hotel.hotelId).where('status', '=', 'clean').execute();
  });

  const statusOf = (number: string) =>
    e2e.db.selectFrom('room_statuses').select(['status', 'self_checked']).where('room_id', '=', hotel.rooms[number]!).executeTakeFirstOrThrow();

  async function phone() {
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, hotel.housekeeper.email);
    await page.goto('/dashboard');
    // The first paint on a busy test machine can take longer than shows' 10 s.
    await expect.poll(() => page.getByRole('heading', { name: 'My Assigned Rooms' }).count(), { timeout: 30_000 }).toBe(1);
    return { page, context };
  }

  /** Mark Clean on the card, then her ticks in the self-check dialog, then its Mark Clean. */
  async function selfCheck(page: Page, number: string, ticks: string[], check?: () => Promise<void>) {
    await roomCard(page, number).getByRole('button', { name: /^Mark Clean/ }).click();
    const dialog = page.getByRole('dialog', { name: `Self-check, room ${number}` });
    await shows(dialog.getByRole('checkbox'), ITEMS.length);
    for (const id of ticks) await dialog.getByRole('checkbox', { name: ITEMS.find((i) => i.id === id)!.text, exact: true }).check();
    await check?.();
    await dialog.getByRole('button', { name: 'Mark Clean', exact: true }).click();
    await shows(dialog, 0);
  }

  /** The inspector's dialog for the room: which items say the attendant ticked them. */
  async function tickedForInspector(number: string): Promise<string[]> {
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, supervisor.email);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: `Inspect room ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Inspect room ${number}` });
    await shows(dialog.locator('[data-checklist-item]'), ITEMS.length);
    await expect.poll(() => dialog.getByText('Ticked by the attendant').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const ids: string[] = [];
    for (const item of ITEMS) if ((await dialog.locator(`[data-checklist-item="${item.id}"]`).getByText('Ticked by the attendant').count()) > 0) ids.push(item.id);
    await page.close();
    return ids;
  }

  it('online: she ticks two items, the room is clean, the inspector sees her two ticks; Cancel leaves the room as it was', async () => {
    const { page } = await phone();
    // Cancel: nothing changes.
    await roomCard(page, '103').getByRole('button', { name: /^Mark Clean/ }).click();
    const asked = page.getByRole('dialog', { name: 'Self-check, room 103' });
    await shows(asked);
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await shows(asked, 0);
    expect(await statusOf('103')).toEqual({ status: 'assigned', self_checked: null });

    await selfCheck(page, '101', ['item-1', 'item-9'], () => expectAccessible(page, 'self-check dialog, 390'));
    await sees(page, 'Room marked as clean');
    await expect.poll(() => statusOf('101')).toEqual({ status: 'clean', self_checked: ['item-1', 'item-9'] });
    expect(await tickedForInspector('101')).toEqual(['item-1', 'item-9']);
  });

  it('offline: her ticks and the clean are saved on the phone, then sent once, ticks first, when it is back online', async () => {
    const { page, context } = await phone();
    await waitForWorker(page);
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await sees(page, "You're offline - Changes will sync when connected");
    await selfCheck(page, '102', ['item-3']);
    await sees(page, 'Saved offline');
    expect(await statusOf('102')).toEqual({ status: 'assigned', self_checked: null });
    const actions = () => e2e.db.selectFrom('client_actions').select('client_action_id').where('user_id', '=', hotel.housekeeper.id).execute();
    const before = (await actions()).length;
    await context.setOffline(false);
    await sees(page, 'Synced 2 updates');
    await expect.poll(() => statusOf('102')).toEqual({ status: 'clean', self_checked: ['item-3'] });
    expect(await actions()).toHaveLength(before + 2);
    // Once: a reload (which syncs anything left) sends nothing more.
    await page.reload();
    await shows(page.getByRole('heading', { name: 'My Assigned Rooms' }));
    await page.waitForLoadState('networkidle');
    expect(await actions()).toHaveLength(before + 2);
    expect(await tickedForInspector('102')).toEqual(['item-3']);
  });
});
