import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedUser } from '../src-server/test/test-app';
import { skipE2E, uniqueEmail, useE2E } from './harness';
import { PASSWORD, PHONE, roomCard, seedHousekeepingHotel, sees, shows, signInContext, type HousekeepingHotel } from './housekeeper-setup';

/** DESIGN §11: a change is on every other open screen within 2 s, patched in, not refetched. */
const LIVE_MS = 2000;

/** The room lists a screen must never fetch again for a change: tRPC (batched or not) and REST. */
const ROOM_LISTS = ['roomStatuses.byHotel', 'roomStatuses.assignedTo'];
const REST_ROOM_LISTS = ['/api/room-statuses/hotel/', '/api/room-statuses/assigned/'];

/** Every request a page makes for a room list, from the moment it is watched. */
function watchRoomListRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const procedures = url.pathname.startsWith('/trpc/') ? url.pathname.slice('/trpc/'.length).split(',') : [];
    if (procedures.some((p) => ROOM_LISTS.includes(p)) || REST_ROOM_LISTS.some((path) => url.pathname.startsWith(path))) {
      seen.push(`${request.method()} ${url.pathname}`);
    }
  });
  return seen;
}

/** Opens a dashboard view (the manager's lists are its Board, issue 18) and waits until its lists are drawn and its live stream is open. */
async function openDashboard(page: Page, drawn: () => Promise<number>, path = '/dashboard') {
  const streamOpen = page.waitForResponse((res) => new URL(res.url()).pathname === '/trpc/events.hotel', { timeout: 10_000 });
  await page.goto(path);
  await streamOpen;
  await expect.poll(drawn, { timeout: 10_000 }).toBeGreaterThan(0);
}

describe.skipIf(skipE2E)('live updates between screens of one hotel', () => {
  const e2e = useE2E();
  let hotel: HousekeepingHotel;
  let frontDesk: { email: string };

  beforeAll(async () => {
    if (skipE2E) return;
    hotel = await seedHousekeepingHotel(e2e.db, 'Lighthouse Hotel');
    frontDesk = await seedUser(e2e.db, {
      email: uniqueEmail('frontdesk'),
      password: PASSWORD,
      fullName: 'Fred Desk',
      role: 'frontdesk',
      hotelId: hotel.hotelId,
    });
  });

  it('a room the front desk marks dirty is on the manager’s board within 2 s, without the board being fetched again', async () => {
    const { page: desk, context: deskContext } = await e2e.newPage();
    const { page: manager, context: managerContext } = await e2e.newPage();
    await signInContext(e2e, deskContext, frontDesk.email);
    await signInContext(e2e, managerContext, hotel.manager.email);
    const managerRequests = watchRoomListRequests(manager);

    const dirtyTable = manager.getByRole('table', { name: 'Dirty Rooms - Assign to Housekeepers' });
    await openDashboard(manager, () => manager.getByRole('heading', { name: 'Manager Dashboard' }).count(), '/dashboard/board');
    await shows(manager.getByText('No dirty rooms to assign'));
    const cleanCard = desk.getByRole('region', { name: 'Clean Rooms' }).getByRole('listitem', { name: 'Room 106' });
    await openDashboard(desk, () => cleanCard.count());
    const afterFirstLoad = managerRequests.length;
    expect(afterFirstLoad).toBeGreaterThan(0);

    await cleanCard.getByRole('button', { name: 'Change status, room 106' }).click();
    const changedAt = Date.now();
    await desk.getByRole('menuitem', { name: 'Dirty' }).click();
    await expect.poll(() => dirtyTable.getByRole('row', { name: /106/ }).count(), { timeout: LIVE_MS, interval: 50 }).toBe(1);
    expect(Date.now() - changedAt).toBeLessThan(LIVE_MS);
    await sees(desk, 'Room marked as dirty');

    // Quiet for a moment: nothing fetched the board late either.
    await manager.waitForTimeout(500);
    expect(managerRequests.slice(afterFirstLoad)).toEqual([]);
  });

  it('a room the manager assigns appears in the housekeeper’s list within 2 s, without any room list being fetched again', async () => {
    const { page: manager, context: managerContext } = await e2e.newPage();
    const { page: phone, context: phoneContext } = await e2e.newPage(PHONE);
    await signInContext(e2e, managerContext, hotel.manager.email);
    await signInContext(e2e, phoneContext, hotel.housekeeper.email);
    const phoneRequests = watchRoomListRequests(phone);

    await openDashboard(phone, () => roomCard(phone, '101').count());
    await shows(roomCard(phone, '106'), 0);
    await openDashboard(manager, () => manager.getByLabel('Select room 106').count(), '/dashboard/board');
    const afterFirstLoad = phoneRequests.length;

    await manager.getByLabel('Select room 106').check();
    await manager.getByLabel('Housekeeper', { exact: true }).selectOption({ label: 'Hana Keeper' });
    const assignedAt = Date.now();
    await manager.getByRole('button', { name: 'Assign Selected' }).click();
    await expect.poll(() => roomCard(phone, '106').count(), { timeout: LIVE_MS, interval: 50 }).toBe(1);
    expect(Date.now() - assignedAt).toBeLessThan(LIVE_MS);
    await sees(manager, '1 room(s) assigned');

    await phone.waitForTimeout(500);
    expect(phoneRequests.slice(afterFirstLoad)).toEqual([]);
  });
});
