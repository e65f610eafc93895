import { beforeAll, describe, expect, it } from 'vitest';
import { skipE2E, uniqueEmail, useE2E } from './harness';
import { PASSWORD, PHONE, shows, signInContext } from './housekeeper-setup';
import { seedHotel, seedUser } from '../src-server/test/test-app';
import { hotelDate } from '../src-shared/hotel-time';

/**
 * Issue 32 point 4 in Chromium: a manager sets the turndown rule to every occupied room and
 * ticks the evening shift; tonight's list is planned from occupancy, nobody typing rooms
 * (1280×800). The evening attendant sees her turndown rooms on her phone and records one.
 */
describe.skipIf(skipE2E)('the evening turndown', () => {
  const e2e = useE2E();
  let managerEmail: string;
  let eveningEmail: string;

  beforeAll(async () => {
    if (skipE2E) return;
    const hotel = await seedHotel(e2e.db, 'Turndown Hotel');
    for (const n of [101, 102, 103, 104, 105]) {
      const room = await e2e.db.insertInto('rooms').values({ hotel_id: hotel.id, room_number: String(n), floor: 1 }).returning('id').executeTakeFirstOrThrow();
      await e2e.db.insertInto('room_statuses').values({ room_id: room.id, hotel_id: hotel.id, status: 'clean' }).execute();
    }
    managerEmail = uniqueEmail('manager');
    eveningEmail = uniqueEmail('evening');
    await seedUser(e2e.db, { email: managerEmail, password: PASSWORD, fullName: 'Mia Manager', role: 'manager', hotelId: hotel.id });
    await seedUser(e2e.db, { email: eveningEmail, password: PASSWORD, fullName: 'Eva Evening', role: 'housekeeper', hotelId: hotel.id });
    await seedUser(e2e.db, { email: uniqueEmail('day'), password: PASSWORD, fullName: 'Dora Day', role: 'housekeeper', hotelId: hotel.id });
    // Tonight, as the PMS said it: 101 and 102 stay on, 103 arrives, 104 leaves, 105 stays empty.
    const day = hotelDate(hotel.timezone);
    const stays = { '101': 'stayover', '102': 'stayover', '103': 'arrival', '104': 'due_out', '105': 'vacant' } as const;
    const rooms = await e2e.db.selectFrom('rooms').select(['id', 'room_number']).where('hotel_id', '=', hotel.id).execute();
    await e2e.db
      .insertInto('room_occupancy')
      .values(rooms.map((r) => ({ hotel_id: hotel.id, room_id: r.id, day, occupied: stays[r.room_number as keyof typeof stays] === 'stayover', stay: stays[r.room_number as keyof typeof stays], source: 'api' as const })))
      .execute();
  });

  it('at 1280×800 the manager sets every occupied room and sees tonight’s list planned from occupancy', async () => {
    const { page, context } = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await signInContext(e2e, context, managerEmail);
    await page.goto('/dashboard/plan');
    const panel = page.locator('[data-turndown-panel]');
    await shows(panel.getByRole('row', { name: /No turndowns tonight/ }));
    await page.getByRole('combobox', { name: 'Evening turndown', exact: true }).selectOption('all_occupied');
    await page.getByRole('button', { name: 'Save rules' }).click();
    await shows(panel.getByText('Rule: Every occupied room'));
    await expect.poll(() => panel.locator('[data-turndown-room]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-turndown-room')))).toEqual(['101', '102', '103']);
    // The evening shift ticked: the rooms are hers, without typing one.
    // The box follows the saved roster (the server's answer), so a click, not check().
    await panel.getByRole('checkbox', { name: 'Eva Evening' }).click();
    await shows(panel.locator('[data-turndown-room]', { hasText: 'Eva Evening' }), 3);
  });

  it('at 390×844 the evening attendant sees her turndown rooms and records one done', async () => {
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, eveningEmail);
    await page.goto('/dashboard');
    await page.getByText('My turndowns tonight').click();
    const mine = page.getByRole('list', { name: 'My turndowns tonight' });
    await expect.poll(() => mine.locator('[data-my-turndown]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-my-turndown'))), { timeout: 10_000 }).toEqual(['101', '102', '103']);
    const box = (await mine.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await mine.getByRole('button', { name: 'Turndown done, room 101' }).click();
    await shows(mine.locator('[data-my-turndown="101"]', { hasText: 'Done' }));
    await shows(mine.getByRole('button', { name: /^Turndown done/ }), 2);
  });
});
