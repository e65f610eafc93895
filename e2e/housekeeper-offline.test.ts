import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { apiCall, expectAccessible, skipE2E, uniqueEmail, useE2E } from './harness';
import { seedUser } from '../src-server/test/test-app';
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
    const status = await e2e.db
      .selectFrom('room_statuses')
      .select(['status', 'updated_at'])
      .where('room_id', '=', hotel.rooms['103']!)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('dirty');
    // What changed, not only that something did (issue 29 §5): the status, who and when, in the hotel's time.
    const at = await page.evaluate((iso) => new Intl.DateTimeFormat('en', { timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)), status.updated_at.toISOString());
    await sees(page, `Room 103: Set to Dirty by Mia Manager at ${at}; your change was not applied`);
    expect(await cleanEvents('103')).toEqual([]);
    // Dirty again means off the housekeeper's list.
    await shows(roomCard(page, '103'), 0);
  });

  it('a queued change on a room given to a colleague meanwhile says whom it is with now (issue 29)', async () => {
    const quay = await seedHousekeepingHotel(e2e.db, 'Quay Hotel');
    const ana = await seedUser(e2e.db, { email: uniqueEmail('ana'), fullName: 'Ana Reyes', role: 'housekeeper', hotelId: quay.hotelId });
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, quay.housekeeper.email);
    await page.goto('/dashboard');
    await shows(roomCard(page, '102'));
    await waitForWorker(page);

    await context.setOffline(true);
    await sees(page, "You're offline - Changes will sync when connected");
    await roomCard(page, '102').getByRole('button', { name: /Mark Clean/ }).click();
    await sees(page, 'Saved offline');
    const managerCookie = await sessionCookie(e2e.baseUrl, quay.manager.email);
    const given = await apiCall(e2e.baseUrl, 'POST', '/api/room-statuses/assign', { roomIds: [quay.rooms['102']], housekeeperId: ana.id }, managerCookie);
    expect(given.status).toBe(200);
    await context.setOffline(false);
    await sees(page, '1 update failed');
    await sees(page, 'Room 102: Now assigned to Ana Reyes; your change was not applied');
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

  /** The phone's queue as IndexedDB holds it, in whatever shape it was stored. */
  const storedQueue = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<unknown[]>((resolve, reject) => {
          const open = indexedDB.open('housekeeping');
          open.onsuccess = () => {
            const req = open.result.transaction('pending-updates').objectStore('pending-updates').getAll();
            req.onsuccess = () => resolve(req.result);
            req.onerror = () => reject(req.error);
          };
        }),
    );

  it('changes queued by the release before the update (the old stored shape) are sent once each after it (issue 30)', async () => {
    const harbour = await seedHousekeepingHotel(e2e.db, 'Harbour Hotel');
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, harbour.housekeeper.email);
    await page.goto('/dashboard');
    await shows(roomCard(page, '102'));
    await waitForWorker(page);
    await context.setOffline(true);
    await sees(page, "You're offline - Changes will sync when connected");

    // What the previous release stored for a Mark Clean on 101 and a clock start on 102, written
    // while offline, as a phone updated with changes still queued holds them.
    const rows = await e2e.db.selectFrom('room_statuses').select(['id', 'room_id', 'version']).where('room_id', 'in', [harbour.rooms['101']!, harbour.rooms['102']!]).execute();
    const row = (number: string) => rows.find((r) => r.room_id === harbour.rooms[number])!;
    const changedAt = new Date().toISOString();
    const device = { expectedStatus: 'assigned', changedAt, userId: harbour.housekeeper.id, status: 'assigned' };
    const old = [
      {
        id: crypto.randomUUID(),
        type: 'room-status',
        data: { statusId: row('101').id, updates: { ...device, roomId: harbour.rooms['101'], roomNumber: '101', status: 'clean', expectedVersion: row('101').version, expectedAssignedTo: harbour.housekeeper.id } },
        timestamp: Date.now(),
        retryCount: 0,
      },
      {
        id: crypto.randomUUID(),
        type: 'room-lifecycle',
        data: { statusId: row('102').id, updates: { ...device, roomId: harbour.rooms['102'], roomNumber: '102', expectedVersion: row('102').version, lifecycle: { kind: 'timer', action: 'start' } } },
        timestamp: Date.now() + 1,
        retryCount: 1,
      },
    ];
    await page.evaluate(
      (items) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('housekeeping');
          open.onsuccess = () => {
            const tx = open.result.transaction('pending-updates', 'readwrite');
            for (const item of items) tx.objectStore('pending-updates').put(item);
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
        }),
      old,
    );

    // The updated app reads them into their kinds: drawn on the cards while offline.
    await page.reload();
    await shows(roomCard(page, '101').getByText('Clean', { exact: true }));
    await shows(roomCard(page, '101').getByText('Waiting to sync'));
    await shows(roomCard(page, '102').getByText('Waiting to sync'));

    await context.setOffline(false);
    await sees(page, 'Synced 2 updates');
    await expect.poll(() => storedQueue(page)).toEqual([]);
    const cleaned = await e2e.db.selectFrom('room_status_events').select('client_action_id').where('room_id', '=', harbour.rooms['101']!).where('to_status', '=', 'clean').execute();
    expect(cleaned).toEqual([{ client_action_id: old[0]!.id }]);
    const clock = await e2e.db.selectFrom('room_statuses').select(['timer_state', 'version']).where('room_id', '=', harbour.rooms['102']!).executeTakeFirstOrThrow();
    expect(clock.timer_state).toBe('running');

    // Nothing is left to send again: another start of the app sends nothing.
    await page.reload();
    await shows(roomCard(page, '102'));
    await shows(roomCard(page, '102').getByText('Waiting to sync'), 0);
    expect(await e2e.db.selectFrom('room_status_events').select('client_action_id').where('room_id', '=', harbour.rooms['101']!).where('to_status', '=', 'clean').execute()).toHaveLength(1);
    const after = await e2e.db.selectFrom('room_statuses').select('version').where('room_id', '=', harbour.rooms['102']!).executeTakeFirstOrThrow();
    expect(after.version).toBe(clock.version);
  });

  it('a server draining for a deploy (503 SHUTTING_DOWN) keeps the change queued past the try limit and sends it once it is back', async () => {
    const bay = await seedHousekeepingHotel(e2e.db, 'Bay Hotel');
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, bay.housekeeper.email);
    await page.goto('/dashboard');
    await shows(roomCard(page, '103'));
    await waitForWorker(page);

    // The drain's own answer (src-server/ops/drain.ts): the plain error body, with a short Retry-After.
    let refused = 0;
    await page.route('**/trpc/roomStatuses.setStatus**', async (route) => {
      if (refused >= 6) return route.continue();
      refused += 1;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        headers: { 'Retry-After': '1' },
        body: JSON.stringify({ error: 'The server is shutting down', code: 'SERVICE_UNAVAILABLE', reason: 'SHUTTING_DOWN' }),
      });
    });
    await roomCard(page, '103')
      .getByRole('button', { name: /Mark Clean/ })
      .click();
    await sees(page, 'Saved offline');
    // More refusals than the four counted tries (spec §4): none of them counted, nothing dropped.
    await sees(page, 'Synced 1 update');
    expect(refused).toBe(6);
    expect(await page.getByText('1 update failed').count()).toBe(0);
    const cleaned = await e2e.db.selectFrom('room_status_events').select('client_action_id').where('room_id', '=', bay.rooms['103']!).where('to_status', '=', 'clean').execute();
    expect(cleaned).toHaveLength(1);
  });
});
