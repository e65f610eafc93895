import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { apiCall, expectAccessible, skipE2E, useE2E } from './harness';
import {
  PHONE,
  roomCard,
  sees,
  shows,
  seedHousekeepingHotel,
  sessionCookie,
  signInContext,
  waitForWorker,
  workerRegistrationId,
  type HousekeepingHotel,
} from './housekeeper-setup';

describe.skipIf(skipE2E)('the housekeeper works offline', () => {
  const e2e = useE2E();
  let hotel: HousekeepingHotel;

  beforeAll(async () => {
    if (skipE2E) return;
    hotel = await seedHousekeepingHotel(e2e.db, 'Seaside Hotel');
  });

  async function cleanEvents(roomNumber: string) {
    return e2e.db
      .selectFrom('room_status_events')
      .select(['to_status', 'client_action_id'])
      .where('room_id', '=', hotel.rooms[roomNumber]!)
      .where('to_status', '=', 'clean')
      .execute();
  }

  /** The phone marks a room clean offline; meanwhile the manager sends it back to dirty; then the phone is back online. */
  async function cleanedOfflineThenDirtied(page: Page, context: BrowserContext, where: HousekeepingHotel, number: string) {
    await context.setOffline(true);
    await sees(page, "You're offline - Changes will sync when connected");
    await roomCard(page, number)
      .getByRole('button', { name: /Mark Clean/ })
      .click();
    await sees(page, 'Saved offline');
    const managerCookie = await sessionCookie(e2e.baseUrl, where.manager.email);
    const dirty = await apiCall(e2e.baseUrl, 'POST', '/api/room-statuses', { roomId: where.rooms[number], status: 'dirty' }, managerCookie);
    expect(dirty.status).toBe(200);
    await context.setOffline(false);
  }

  it('two rooms cleaned offline survive a reload and reach the manager once each', async () => {
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, hotel.housekeeper.email);
    await page.goto('/dashboard');
    await shows(page.getByRole('heading', { name: 'My Assigned Rooms' }));
    await waitForWorker(page);
    await expectAccessible(page);

    await context.setOffline(true);
    await sees(page, "You're offline - Changes will sync when connected");
    for (const number of ['101', '102']) {
      await roomCard(page, number)
        .getByRole('button', { name: /Mark Clean/ })
        .click();
      await shows(roomCard(page, number).getByText('Clean', { exact: true }));
    }
    await sees(page, 'Saved offline');
    await shows(roomCard(page, '101').getByText('Waiting to sync'));

    // The app opens with no network (service worker), with the queue intact.
    await page.reload();
    await shows(page.getByRole('heading', { name: 'My Assigned Rooms' }));
    for (const number of ['101', '102']) {
      await shows(roomCard(page, number).getByText('Clean', { exact: true }));
    }
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await sees(page, "You're offline - Changes will sync when connected");
    await expectAccessible(page);
    expect(await cleanEvents('101')).toEqual([]);

    await context.setOffline(false);
    await sees(page, 'Back online - Syncing your changes...');
    await sees(page, 'Synced 2 updates');
    await sees(page, 'Your offline changes have been saved');
    // The banner goes after 3 s.
    await shows(page.getByText('Back online - Syncing your changes...'), 0);

    // The manager's board shows both rooms clean, each changed exactly once.
    const managerCookie = await sessionCookie(e2e.baseUrl, hotel.manager.email);
    const board = await apiCall(e2e.baseUrl, 'GET', `/api/room-statuses/hotel/${hotel.hotelId}`, undefined, managerCookie);
    const rooms = board.json as unknown as { roomNumber: string; status: string; cleanedBy: string }[];
    for (const number of ['101', '102']) {
      expect(rooms.find((r) => r.roomNumber === number)).toMatchObject({ status: 'clean', cleanedBy: hotel.housekeeper.id });
      const events = await cleanEvents(number);
      expect(events).toHaveLength(1);
      expect(events[0]!.client_action_id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const open = indexedDB.open('housekeeping');
            open.onsuccess = () => {
              const req = open.result.transaction('pending-updates').objectStore('pending-updates').count();
              req.onsuccess = () => resolve(req.result);
            };
          }),
      ),
    ).toBe(0);
  });

  it('a queued change whose room moved on is dropped and shown as failed', async () => {
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, hotel.housekeeper.email);
    await page.goto('/dashboard');
    await shows(roomCard(page, '103'));
    await waitForWorker(page);

    await cleanedOfflineThenDirtied(page, context, hotel, '103');
    await sees(page, '1 update failed');
    await sees(page, 'Some changes could not be synced');
    await sees(page, 'Room 103: This room has changed since; your change was not applied');
    const status = await e2e.db
      .selectFrom('room_statuses')
      .select('status')
      .where('room_id', '=', hotel.rooms['103']!)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('dirty');
    expect(await cleanEvents('103')).toEqual([]);
    // Dirty again means off the housekeeper's list.
    await shows(roomCard(page, '103'), 0);
  });

  it('a refused change shows the room as the server has it in both lists, with no live stream to tell', async () => {
    // A hotel of its own: its rooms start as the seed left them.
    const harbour = await seedHousekeepingHotel(e2e.db, 'Harbour Hotel');
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, harbour.housekeeper.email);
    // No live stream: only the refusal itself can bring the phone the room as it is now.
    await page.route('**/trpc/events.hotel**', (route) => route.abort('internetdisconnected'));
    await page.goto('/dashboard');
    await shows(roomCard(page, '101'));
    await waitForWorker(page);

    await cleanedOfflineThenDirtied(page, context, harbour, '101');
    await sees(page, '1 update failed');
    // Off her list, and dirty in All Rooms (a list the old refetch of her own rooms left as it was).
    await shows(roomCard(page, '101'), 0);
    await page.getByRole('tab', { name: /All Rooms/ }).click();
    await shows(roomCard(page, '101').getByText('Dirty', { exact: true }));
  });

  it("a server failure keeps the change queued; the worker's background sync sends it", async () => {
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, hotel.housekeeper.email);
    await page.goto('/dashboard');
    await shows(roomCard(page, '104'));
    await waitForWorker(page);

    // The server fails the change: it is queued, not lost.
    await page.route('**/trpc/roomStatuses.setStatus**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { message: 'down', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 503 } },
        }),
      }),
    );
    await roomCard(page, '104')
      .getByRole('button', { name: /Mark Clean/ })
      .click();
    await sees(page, 'Saved offline');
    await shows(roomCard(page, '104').getByText('Waiting to sync'));
    await page.unroute('**/trpc/roomStatuses.setStatus**');

    // Background sync fires in the worker, which asks the page to sync.
    const cdp = await context.newCDPSession(page);
    const registrationId = await workerRegistrationId(cdp);
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: e2e.baseUrl,
      registrationId,
      tag: 'sync-room-updates',
      lastChance: false,
    });
    await sees(page, 'Synced 1 update');
    expect(await cleanEvents('104')).toHaveLength(1);
  });
});
