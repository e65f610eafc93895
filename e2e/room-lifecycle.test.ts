import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatInTimeZone } from 'date-fns-tz';
import { apiCall, expectAccessible, skipE2E, uniqueEmail, useE2E, chooseLanguage } from './harness';
import { PASSWORD, PHONE, moreItem, openView, roomCard, sees, sessionCookie, shows, signInContext, waitForWorker } from './housekeeper-setup';
import { seedHotel, seedUser } from '../src-server/test/test-app';

const WIDE = { viewport: { width: 1280, height: 900 } } as const;

/**
 * Issue 11 (DESIGN §12), one day: departures and stayovers, a rush room, a DND that is
 * retried, timing offline, a failed and a passed inspection, the attendant report, in
 * English and Spanish.
 */
describe.skipIf(skipE2E)('a housekeeping day with the room lifecycle', () => {
  const e2e = useE2E();
  const rooms: Record<string, string> = {};
  let hotelId: string;
  let manager: { email: string };
  const keepers: Record<string, { id: string; email: string }> = {};

  beforeAll(async () => {
    if (skipE2E) return;
    const hotel = await seedHotel(e2e.db, 'Lifecycle Hotel');
    hotelId = hotel.id;
    await e2e.db.updateTable('hotels').set({ inspection_required: true }).where('id', '=', hotelId).execute();
    for (const n of ['101', '102', '103', '104']) {
      const room = await e2e.db.insertInto('rooms').values({ hotel_id: hotelId, room_number: n, floor: 1 }).returning('id').executeTakeFirstOrThrow();
      await e2e.db.insertInto('room_statuses').values({ room_id: room.id, hotel_id: hotelId, status: 'clean' }).execute();
      rooms[n] = room.id;
    }
    manager = await seedUser(e2e.db, { email: uniqueEmail('manager'), password: PASSWORD, fullName: 'Mia Manager', role: 'manager', hotelId });
    for (const name of ['Ana', 'Ben', 'Cai']) {
      keepers[name] = await seedUser(e2e.db, { email: uniqueEmail(name.toLowerCase()), password: PASSWORD, fullName: name, role: 'housekeeper', hotelId });
    }
  });

  const row = async (n: string) =>
    e2e.db
      .selectFrom('room_statuses')
      .select(['status', 'assigned_to', 'priority', 'deferral_reason', 'timer_state', 'timer_worked_seconds', 'cleaning_type', 'failed_inspection_reason'])
      .where('room_id', '=', rooms[n]!)
      .executeTakeFirstOrThrow();

  async function markDirty(page: Page, numbers: string, type: string) {
    await page.getByRole('button', { name: 'Mark Multiple Dirty' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark Multiple Dirty' });
    await dialog.getByLabel('Room Numbers').fill(numbers);
    await dialog.getByLabel('Cleaning type').selectOption({ label: type });
    await dialog.getByRole('button', { name: 'Mark Dirty' }).click();
    await shows(dialog, 0);
  }

  it('runs the day, and the report matches it', async () => {
    const { page: boss, context: bossContext } = await e2e.newPage(WIDE);
    await signInContext(e2e, bossContext, manager.email);
    await boss.goto('/dashboard/board');
    await shows(boss.getByRole('heading', { name: 'Manager Dashboard' }));

    // Departures and stayovers, each card and row saying which.
    await markDirty(boss, '101, 102', 'Departure');
    await markDirty(boss, '103-104', 'Stayover');
    const dirtyTable = boss.getByRole('table', { name: 'Dirty Rooms - Assign to Housekeepers' });
    const typeOf = (n: string) => dirtyTable.getByRole('combobox', { name: `Cleaning type, room ${n}` });
    await expect.poll(() => typeOf('103').inputValue()).toBe('stayover');
    await expect.poll(() => typeOf('101').inputValue()).toBe('departure');
    expect((await row('104')).cleaning_type).toBe('stayover');
    // 104's guest checked out after all: its type is corrected beside the status menu, not in it.
    await typeOf('104').selectOption({ label: 'Departure' });
    await expect.poll(async () => (await row('104')).cleaning_type).toBe('departure');
    await sees(boss, 'Cleaning type updated for room 104');

    const cookie = await sessionCookie(e2e.baseUrl, manager.email);
    const assign = (numbers: string[], who: string) =>
      apiCall(e2e.baseUrl, 'POST', '/api/room-statuses/assign', { roomIds: numbers.map((n) => rooms[n]), housekeeperId: keepers[who]!.id }, cookie);
    expect((await assign(['101', '103'], 'Ana')).status).toBe(200);
    expect((await assign(['102'], 'Ben')).status).toBe(200);
    expect((await assign(['104'], 'Cai')).status).toBe(200);

    // A VIP arrives early: 103 is rushed and goes to the top of the assigned list.
    const assignedTable = boss.getByRole('table', { name: 'Assigned Rooms' });
    await assignedTable.getByRole('button', { name: 'Rush, room 103' }).click();
    await expect.poll(async () => (await row('103')).priority).toBe(true);
    await expect.poll(() => assignedTable.getByRole('row').nth(1).innerText()).toMatch(/^103/);
    await expectAccessible(boss);

    // Ana, on her phone: the rush room first; 103 has 'Do not disturb'; 101 is timed, paused offline.
    const { page: ana, context: anaContext } = await e2e.newPage(PHONE);
    await signInContext(e2e, anaContext, keepers.Ana!.email);
    await ana.goto('/dashboard');
    await shows(ana.getByRole('heading', { name: 'My Assigned Rooms' }));
    await waitForWorker(ana);
    await expect.poll(() => ana.getByRole('article').first().getAttribute('aria-labelledby')).toBeTruthy();
    await expect.poll(() => ana.getByRole('article').first().innerText()).toMatch(/Room 103[\s\S]*Rush/);
    await (await moreItem(roomCard(ana, '103'), 'Do not disturb')).click();
    await shows(roomCard(ana, '103').getByText('Do not disturb'));
    await openView(boss, 'Shift');
    const deferred = boss.getByRole('region', { name: /Service deferred/ });
    await expect.poll(() => deferred.getByRole('row', { name: /103/ }).count()).toBe(1);

    await roomCard(ana, '101').getByRole('button', { name: /^Start\W+room 101$/ }).click();
    await shows(roomCard(ana, '101').getByRole('timer'));
    await anaContext.setOffline(true);
    await sees(ana, "You're offline - Changes will sync when connected");
    await roomCard(ana, '101').getByRole('button', { name: /^Pause\W+room 101$/ }).click();
    await sees(ana, 'Saved offline - Will sync when connection restored');
    await shows(roomCard(ana, '101').getByRole('button', { name: /^Resume\W+room 101$/ }));
    expect((await row('101')).timer_state).toBe('running');
    await anaContext.setOffline(false);
    await sees(ana, 'Synced 1 update');
    await expect.poll(async () => (await row('101')).timer_state).toBe('paused');
    // The pointer left on Pause holds the toast over the card's buttons (a phone has no hover): move it, let the toast go.
    await ana.mouse.move(0, 0);
    await expect.poll(() => ana.getByText('Synced 1 update').count(), { timeout: 15_000 }).toBe(0);
    await roomCard(ana, '101').getByRole('button', { name: /^Resume\W+room 101$/ }).click();
    await expect.poll(async () => (await row('101')).timer_state).toBe('running');
    // The manager's board shows the clock running.
    await openView(boss, 'Board');
    await expect.poll(() => assignedTable.getByRole('timer', { name: /room 101/ }).count()).toBe(1);
    await roomCard(ana, '101').getByRole('button', { name: /Mark Clean/ }).click();
    await expect.poll(async () => (await row('101')).status).toBe('clean');

    // The DND is retried: starting clears it, then Mark Clean.
    await roomCard(ana, '103').getByRole('button', { name: /^Start\W+room 103$/ }).click();
    await expect.poll(async () => (await row('103')).deferral_reason).toBeNull();
    await roomCard(ana, '103').getByRole('button', { name: /Mark Clean/ }).click();
    await expect.poll(async () => (await row('103')).status).toBe('clean');
    await openView(boss, 'Shift');
    await expect.poll(() => deferred.getByRole('row', { name: /103/ }).count()).toBe(0);

    // Ben cleans 102 (untimed) through the API, as his phone would.
    const benCookie = await sessionCookie(e2e.baseUrl, keepers.Ben!.email);
    expect((await apiCall(e2e.baseUrl, 'POST', '/api/room-statuses', { roomId: rooms['102'], status: 'clean' }, benCookie)).status).toBe(200);

    // Inspection: 101 passes; 103 fails and goes back to Ana with the reason.
    const awaiting = boss.getByRole('region', { name: /Awaiting inspection/ });
    await expect.poll(() => awaiting.getByRole('row').count()).toBe(4);
    await awaiting.getByRole('button', { name: 'Pass inspection, room 101' }).click();
    await expect.poll(async () => (await row('101')).status).toBe('inspected');
    await awaiting.getByRole('button', { name: 'Fail inspection, room 103' }).click();
    const failDialog = boss.getByRole('dialog', { name: /Failed inspection/ });
    await failDialog.getByLabel('What needs attention?').fill('Towels missing');
    await expectAccessible(boss);
    await failDialog.getByRole('button', { name: 'Send back' }).click();
    await expect.poll(async () => (await row('103')).status).toBe('assigned');
    expect((await row('103')).assigned_to).toBe(keepers.Ana!.id);
    await shows(roomCard(ana, '103'));
    // Her card says it failed and why (issue 29), until she cleans it again.
    await shows(roomCard(ana, '103').getByText('Failed inspection: Towels missing'));
    await roomCard(ana, '103').getByRole('button', { name: /Mark Clean/ }).click();
    await expect.poll(async () => (await row('103')).status).toBe('clean');
    expect((await row('103')).failed_inspection_reason).toBeNull();
    await expect.poll(() => awaiting.getByRole('row', { name: /103/ }).count()).toBe(1);
    await awaiting.getByRole('button', { name: 'Pass inspection, room 103' }).click();
    await expect.poll(async () => (await row('103')).status).toBe('inspected');

    // The report: Ana cleaned 101 and 103 (twice), Ben 102; Ana had one DND, one pass... and one fail.
    const today = formatInTimeZone(new Date(), 'UTC', 'yyyy-MM-dd');
    const report = (await apiCall(e2e.baseUrl, 'GET', `/api/reports/attendants/${hotelId}?date=${today}`, undefined, cookie)).json as unknown as {
      housekeeperName: string;
      roomsCleaned: number;
      credits: number;
      deferrals: number;
      inspectionsPassed: number;
      inspectionsFailed: number;
      workedMinutes: number;
    }[];
    expect(report.map((r) => [r.housekeeperName, r.roomsCleaned, r.credits, r.deferrals, r.inspectionsPassed, r.inspectionsFailed])).toEqual([
      ['Ana', 3, 30 + 15 + 15, 1, 2, 1],
      ['Ben', 1, 30, 0, 0, 0],
    ]);
    await openView(boss, 'Reports');
    const reportTable = boss.getByRole('table', { name: 'Attendant Report' });
    await expect.poll(() => reportTable.getByRole('row', { name: /Ana/ }).innerText()).toMatch(/^Ana\s+3\s+60\b/);
    await shows(boss.getByRole('img', { name: 'Credits per housekeeper' }));
    expect(await boss.getByRole('link', { name: 'Download report (CSV)' }).getAttribute('href')).toBe(`/api/reports/attendants/${hotelId}?date=${today}&format=csv&lang=en`);

    // The day's history, opened under the report: Ana's DND on 103 reads in the reader's language.
    await boss.getByText('History of the day', { exact: true }).click();
    const historyTable = boss.getByRole('table', { name: 'History of the day' });
    await expect.poll(() => historyTable.getByRole('row', { name: /103.*Do not disturb/ }).count()).toBe(1);

    // In Spanish too.
    await chooseLanguage(boss, 'Español');
    await shows(boss.getByRole('heading', { name: 'Informe de camareras' }));
    await expect.poll(() => boss.getByRole('table', { name: 'Historial del día' }).getByRole('row', { name: /103.*No molestar/ }).count()).toBe(1);
    await openView(boss, 'Turno');
    await shows(boss.getByRole('heading', { name: /Servicio aplazado/ }));
    await expectAccessible(boss);
  }, 240_000);
});
