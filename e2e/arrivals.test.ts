import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hotelClock, hotelDate } from '../src-shared/hotel-time';
import { seedUser } from '../src-server/test/test-app';
import { expectAccessible, skipE2E, uniqueEmail, useE2E } from './harness';
import { DESKTOP, PASSWORD, PHONE, roomCard, seedHousekeepingHotel, sees, shows, signInContext, waitForWorker, type HousekeepingHotel } from './housekeeper-setup';

/** Hotel-local 'HH:mm' `minutes` from now. */
/**
 * The hotel's zone: one where it is mid-morning now (a whole-hour offset from UTC), so that
 * arrivals up to five hours ahead fall on the hotel's today at any hour the suite runs.
 * (In UTC, after 19:00 an arrival 300 minutes ahead read as 00:10 today, long past.)
 */
const ZONE = (() => {
  let offset = 8 - new Date().getUTCHours();
  if (offset < -12) offset += 24;
  // Etc/GMT zones are named with the sign reversed: Etc/GMT-3 is three hours ahead of UTC.
  return offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
})();
const inMinutes = (minutes: number) => hotelClock(ZONE, new Date(Date.now() + minutes * 60_000));

/**
 * DESIGN §22 (issue 32): the desk sees the arrivals predicted late first, with who has the
 * room; the attendant's phone orders her list by priority and says why in a word; her own
 * order is kept on the server (across a reload, on her other device, sent later when made
 * offline), but a guest arriving within the window stays ahead.
 */
describe.skipIf(skipE2E)('the arrival-driven day (DESIGN §22)', () => {
  const e2e = useE2E();
  let hotel: HousekeepingHotel;
  let desk: { email: string };
  // Fixed once: the phone's reason shows the time the occupancy holds.
  let soon = '';

  beforeAll(async () => {
    if (skipE2E) return;
    hotel = await seedHousekeepingHotel(e2e.db, 'Arrivals Hotel');
    desk = await seedUser(e2e.db, { email: uniqueEmail('desk'), password: PASSWORD, fullName: 'Fay Desk', role: 'frontdesk', hotelId: hotel.hotelId });
    await e2e.db.updateTable('room_statuses').set({ status: 'dirty' }).where('room_id', '=', hotel.rooms['201']!).execute();
    await e2e.db.updateTable('hotels').set({ timezone: ZONE }).where('id', '=', hotel.hotelId).execute();
    const day = hotelDate(ZONE);
    soon = inMinutes(10);
    const row = (number: string, values: { stay: 'arrival' | 'stayover'; arrival_time?: string; vip?: number }) => ({
      hotel_id: hotel.hotelId,
      room_id: hotel.rooms[number]!,
      day,
      occupied: values.stay === 'stayover',
      source: 'api' as const,
      ...values,
    });
    await e2e.db
      .insertInto('room_occupancy')
      .values([
        // 103: her room, the guest in 10 minutes: late, and first on her list.
        row('103', { stay: 'arrival', arrival_time: soon }),
        // 102: a VIP staying on.
        row('102', { stay: 'stayover', vip: 2 }),
        // 201: dirty and nobody has it; 106: clean, ready.
        row('201', { stay: 'arrival', arrival_time: inMinutes(300) }),
        row('106', { stay: 'arrival', arrival_time: inMinutes(240) }),
      ])
      .execute();
  });

  async function phone(): Promise<Page> {
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, hotel.housekeeper.email);
    await page.goto('/dashboard');
    await shows(roomCard(page, '104'));
    return page;
  }
  /** Her order as the server keeps it for today (room numbers): the four to clean (105, out of service, is hers too, listed last). */
  async function storedOrder() {
    const rows = await e2e.db
      .selectFrom('attendant_queue_order')
      .select('room_id')
      .where('user_id', '=', hotel.housekeeper.id)
      .where('day', '=', hotelDate(ZONE))
      .orderBy('position')
      .execute();
    const numberOf = new Map(Object.entries(hotel.rooms).map(([number, id]) => [id, number]));
    return rows.map((r) => numberOf.get(r.room_id)).filter((n) => n !== '105');
  }
  const myOrder = (page: Page) =>
    page.getByRole('list', { name: 'My Assigned Rooms' }).getByRole('heading').evaluateAll((hs) => hs.map((h) => h.textContent?.replace(/\D/g, '')));

  it('the front desk sees the arrivals predicted late first, with who has the room, and ready ≈ on the others', async () => {
    const { page, context } = await e2e.newPage(DESKTOP);
    await signInContext(e2e, context, desk.email);
    await page.goto('/dashboard');
    const late = page.locator('[data-late-arrivals]');
    // The desk's first screen loads the board and the ready times together: a loaded machine takes its time.
    await expect.poll(() => late.locator('li').count(), { timeout: 30_000 }).toBe(2);
    expect(await late.locator('li').evaluateAll((li) => li.map((l) => l.getAttribute('data-room-number')))).toEqual(['103', '201']);
    await expect.poll(() => late.locator('li[data-room-number="103"]').textContent()).toContain('With Hana Keeper');
    expect(await late.locator('li[data-room-number="103"] [data-ready-at]').textContent()).toMatch(/^ready ≈ \d\d:\d\d$/);
    expect(await late.locator('li[data-room-number="201"] [data-ready-at]').textContent()).toBe('Not assigned');
    const onTime = page.locator('[data-on-time-arrivals] li[data-room-number="106"] [data-ready-at]');
    expect(await onTime.textContent()).toBe('Ready');
    await expectAccessible(page, 'desk with arrivals');
  });

  it('the phone orders her list by priority and says why in a word', async () => {
    const page = await phone();
    await expect.poll(() => myOrder(page), { timeout: 10_000 }).toEqual(['103', '102', '101', '104']);
    expect(await roomCard(page, '103').locator('[data-priority-reason]').textContent()).toBe(`Arrives ${soon}`);
    expect(await roomCard(page, '102').locator('[data-priority-reason]').textContent()).toBe('VIP');
    expect(await roomCard(page, '101').locator('[data-priority-reason]').count()).toBe(0);
    await expectAccessible(page, 'phone with priorities');
  });

  it('her own order is kept across a reload and shows on her other device, but the guest arriving soon stays ahead', async () => {
    const page = await phone();
    await expect.poll(() => myOrder(page), { timeout: 10_000 }).toEqual(['103', '102', '101', '104']);
    await page.getByRole('button', { name: 'Move room 104 up' }).click();
    await expect.poll(() => myOrder(page)).toEqual(['103', '102', '104', '101']);
    await page.getByRole('button', { name: 'Move room 104 up' }).click();
    await expect.poll(() => myOrder(page)).toEqual(['103', '104', '102', '101']);
    // Above the arrival within the window it does not go.
    await page.getByRole('button', { name: 'Move room 104 up' }).click();
    await expect.poll(() => myOrder(page)).toEqual(['103', '104', '102', '101']);
    // Kept on the server: the order ready times follow.
    await expect.poll(() => storedOrder(), { timeout: 10_000 }).toEqual(['103', '104', '102', '101']);
    await page.reload();
    await shows(roomCard(page, '104'));
    await expect.poll(() => myOrder(page), { timeout: 10_000 }).toEqual(['103', '104', '102', '101']);
    // Another device of hers (a browser of its own) shows the same order.
    const other = await phone();
    await expect.poll(() => myOrder(other), { timeout: 10_000 }).toEqual(['103', '104', '102', '101']);
  });

  it('offline, her reorder shows at once, waits in the queue, and is kept on the server once the phone is back', async () => {
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, hotel.housekeeper.email);
    await page.goto('/dashboard');
    await shows(roomCard(page, '104'));
    await waitForWorker(page);
    await expect.poll(() => myOrder(page), { timeout: 10_000 }).toEqual(['103', '104', '102', '101']);
    await context.setOffline(true);
    await sees(page, "You're offline - Changes will sync when connected");
    await page.getByRole('button', { name: 'Move room 101 up' }).click();
    await expect.poll(() => myOrder(page)).toEqual(['103', '104', '101', '102']);
    await sees(page, 'Saved offline - Will sync when connection restored');
    expect(await storedOrder()).toEqual(['103', '104', '102', '101']);
    await context.setOffline(false);
    await expect.poll(() => storedOrder(), { timeout: 15_000 }).toEqual(['103', '104', '101', '102']);
    const other = await phone();
    await expect.poll(() => myOrder(other), { timeout: 10_000 }).toEqual(['103', '104', '101', '102']);
  });
});
