import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { skipE2E, uniqueEmail, useE2E } from './harness';
import { PASSWORD, PHONE, sees, shows, signInContext, waitForWorker } from './housekeeper-setup';
import { seedHotel, seedUser } from '../src-server/test/test-app';
import { hotelDate } from '../src-shared/hotel-time';

/** The phone's copy of tonight's turndowns in its own database (offline/snapshots.ts): room number and done time. */
function storedTurndowns(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string[] | null>((resolve, reject) => {
        // The app created the database at its start; opened without a version, as it is.
        const open = indexedDB.open('housekeeping');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('snapshots').objectStore('snapshots').getAll();
          all.onsuccess = () => {
            db.close();
            const copy = (all.result as { key: string; data: { rooms: { roomNumber: string; doneAt: string | null }[] } }[]).find((s) => s.key.includes(':turndowns:'));
            resolve(copy ? copy.data.rooms.map((r) => `${r.roomNumber}:${r.doneAt ? 'done' : 'open'}`) : null);
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/**
 * Tonight's turndowns on the evening attendant's phone (issue 32) are kept on the device like
 * her rooms: loaded once online, the list opens after a reload with no network; a turndown she
 * marks done offline stays Done / Waiting to sync across another offline reload, and reaches
 * the server exactly once when she is back, with the list closed (390×844).
 */
describe.skipIf(skipE2E)('tonight’s turndowns offline', () => {
  const e2e = useE2E();
  let eveningEmail: string;
  let eveningId: string;
  let hotelId: string;
  let room102: string;

  beforeAll(async () => {
    if (skipE2E) return;
    const hotel = await seedHotel(e2e.db, 'Turndown Offline Hotel');
    hotelId = hotel.id;
    const day = hotelDate(hotel.timezone);
    for (const n of ['101', '102', '103']) {
      const room = await e2e.db.insertInto('rooms').values({ hotel_id: hotel.id, room_number: n, floor: 1 }).returning('id').executeTakeFirstOrThrow();
      await e2e.db.insertInto('room_statuses').values({ room_id: room.id, hotel_id: hotel.id, status: 'clean' }).execute();
      await e2e.db.insertInto('room_occupancy').values({ hotel_id: hotel.id, room_id: room.id, day, occupied: true, stay: 'stayover', source: 'api' }).execute();
      if (n === '102') room102 = room.id;
    }
    // Every occupied room gets a turndown, and she alone works the evening.
    await e2e.db
      .insertInto('cleaning_rules')
      .values({ hotel_id: hotel.id, linen_every_nights: null, opt_out_max_nights: null, touch_up_after_days: null, turndown_rule: 'all_occupied' })
      .execute();
    eveningEmail = uniqueEmail('evening');
    const eva = await seedUser(e2e.db, { email: eveningEmail, password: PASSWORD, fullName: 'Eva Evening', role: 'housekeeper', hotelId: hotel.id });
    eveningId = eva.id;
    await e2e.db.insertInto('evening_roster').values({ hotel_id: hotel.id, shift_date: day, user_id: eveningId, updated_by: null }).execute();
  });

  it('at 390×844 the list opens from the device after an offline reload, and a done tapped offline is stored once back online', async () => {
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, eveningEmail);
    await page.goto('/dashboard');
    await waitForWorker(page);
    const section = page.getByText('My turndowns tonight');
    const mine = page.getByRole('list', { name: 'My turndowns tonight' });
    const rows = () => mine.locator('[data-my-turndown]').evaluateAll((items) => items.map((r) => r.getAttribute('data-my-turndown')));
    await section.click();
    await expect.poll(rows, { timeout: 10_000 }).toEqual(['101', '102', '103']);
    // Kept on the device as it came.
    await expect.poll(() => storedTurndowns(page)).toEqual(['101:open', '102:open', '103:open']);

    // Offline, the app opens from the service worker and the list from the device.
    await context.setOffline(true);
    await sees(page, "You're offline - Changes will sync when connected");
    await page.reload();
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await sees(page, "You're offline - Changes will sync when connected");
    await section.click();
    await expect.poll(rows, { timeout: 10_000 }).toEqual(['101', '102', '103']);

    await mine.getByRole('button', { name: 'Turndown done, room 102' }).click();
    await sees(page, 'Saved offline');
    const waiting = mine.locator('[data-my-turndown="102"] [data-turndown-pending]');
    await shows(waiting.filter({ hasText: 'Done' }).filter({ hasText: 'Waiting to sync' }));

    // Another reload with no network: still done, still waiting, nothing sent.
    await page.reload();
    await sees(page, "You're offline - Changes will sync when connected");
    await section.click();
    await expect.poll(rows, { timeout: 10_000 }).toEqual(['101', '102', '103']);
    await shows(waiting.filter({ hasText: 'Done' }).filter({ hasText: 'Waiting to sync' }));
    await shows(mine.getByRole('button', { name: 'Turndown done, room 102' }), 0);
    await shows(mine.getByRole('button', { name: /^Turndown done/ }), 2);
    const stored = () => e2e.db.selectFrom('turndowns').select(['room_id', 'done_by']).where('hotel_id', '=', hotelId).execute();
    expect(await stored()).toEqual([]);

    // Back online with the list closed: the queue sends it once, and the device's copy shows it done.
    await section.click();
    await shows(mine, 0);
    await context.setOffline(false);
    await expect.poll(async () => (await stored()).length, { timeout: 20_000 }).toBe(1);
    expect(await stored()).toEqual([{ room_id: room102, done_by: eveningId }]);
    await expect.poll(() => storedTurndowns(page)).toEqual(['101:open', '102:done', '103:open']);
    await section.click();
    await shows(mine.locator('[data-my-turndown="102"]', { hasText: 'Done' }));
    await shows(mine.locator('[data-turndown-pending]'), 0);
    await shows(mine.getByRole('button', { name: /^Turndown done/ }), 2);
    // Exactly once: after everything settled, still the one turndown.
    await page.waitForLoadState('networkidle');
    expect(await stored()).toHaveLength(1);
  });
});
