import { beforeAll, describe, expect, it } from 'vitest';
import { skipE2E, useE2E } from './harness';
import { sees, shows } from './housekeeper-setup';
import { seedLargeHotel } from '../scripts/seed-large-hotel';
import { signInLarge } from './large-hotel-session';
import { TINY_PNG_BASE64 } from '../src-server/test/procedure-policy';

const WIDE = { viewport: { width: 1280, height: 800 } } as const;
type Hotel = Awaited<ReturnType<typeof seedLargeHotel>>;

/**
 * Issue 21: the manager's Setup adds the gym as an area (a second 'gym' is refused by name)
 * and a recurring task for it; the desk logs a towel found in the gym with a photo, and sees both.
 */
describe.skipIf(skipE2E)('areas, recurring tasks and a found item with a photo (issue 21)', () => {
  const e2e = useE2E();
  let hotel: Hotel;

  beforeAll(async () => {
    if (skipE2E) return;
    hotel = await seedLargeHotel(e2e.db, 10, 'Areas Hotel');
  });

  it('Setup: add an area, refuse its twin, add a recurring task; the desk logs a find in the area with a photo', async () => {
    const manager = await e2e.newPage(WIDE);
    await signInLarge(e2e, manager.context, hotel.manager.email);
    await manager.page.goto('/dashboard/setup');
    const areas = manager.page.getByRole('region', { name: 'Areas' });
    await areas.getByRole('button', { name: 'Add area' }).click();
    let dialog = manager.page.getByRole('dialog', { name: 'Add area' });
    await dialog.getByLabel('Name').fill('Gym');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await shows(areas.getByRole('cell', { name: 'Gym', exact: true }));
    await areas.getByRole('button', { name: 'Add area' }).click();
    dialog = manager.page.getByRole('dialog', { name: 'Add area' });
    await dialog.getByLabel('Name').fill('gym');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await shows(dialog.getByText('An area named gym already exists in this hotel'));
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const tasks = manager.page.getByRole('region', { name: 'Recurring tasks' });
    await tasks.getByRole('button', { name: 'Add recurring task' }).click();
    dialog = manager.page.getByRole('dialog', { name: 'Add recurring task' });
    await dialog.getByLabel('Room or area').selectOption({ label: 'Gym' });
    await dialog.getByLabel('Title').fill('Clean the air filters');
    await dialog.getByLabel('Every how many days').fill('14');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await shows(tasks.getByRole('cell', { name: 'Clean the air filters', exact: true }));
    const stored = await e2e.db.selectFrom('recurring_tasks').select(['title', 'every_days', 'kind']).executeTakeFirstOrThrow();
    expect(stored).toEqual({ title: 'Clean the air filters', every_days: 14, kind: 'work_order' });

    const desk = await e2e.newPage(WIDE);
    await signInLarge(e2e, desk.context, hotel.frontdesk.email);
    await desk.page.goto('/dashboard');
    const panel = desk.page.getByRole('region', { name: 'Lost and found' });
    await panel.getByRole('button', { name: 'Log found item' }).click();
    const log = desk.page.getByRole('dialog', { name: 'Log found item' });
    await log.getByLabel('What was found').fill('Blue towel');
    await log.getByLabel('Area').selectOption({ label: 'Gym' });
    await log.getByLabel('Photo (optional)').setInputFiles({ name: 'towel.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG_BASE64, 'base64') });
    // Ready to send: its thumbnail (issue 29).
    await shows(log.getByRole('img', { name: 'Photo 1' }));
    await log.getByRole('button', { name: 'Log item' }).click();
    await expect.poll(() => log.count()).toBe(0);
    const item = panel.locator('[data-lost-item]', { hasText: 'Blue towel' });
    await shows(item.getByText(/^Gym ·/));
    await shows(item.getByRole('img', { name: 'Photo of Blue towel' }));
    // The desk looks for it by its area, and the CSV follows the filter.
    const gymId = (await e2e.db.selectFrom('areas').select('id').where('name', '=', 'Gym').executeTakeFirstOrThrow()).id;
    await panel.getByLabel('Area', { exact: true }).selectOption({ label: 'Gym' });
    await expect.poll(() => panel.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toContain(`areaId=${gymId}`);
    await shows(item);
    const row = await e2e.db.selectFrom('lost_items').select(['photo_type']).where('description', '=', 'Blue towel').executeTakeFirstOrThrow();
    // Redrawn on the device's canvas: a JPEG, whatever was picked.
    expect(row.photo_type).toBe('image/jpeg');

    // Setup deletes a row after asking (components/setup/row-deletion.tsx): the task goes, from the list and the database.
    await tasks.getByRole('button', { name: 'Delete Clean the air filters' }).click();
    const ask = manager.page.getByRole('alertdialog', { name: 'Delete recurring task?' });
    await ask.getByRole('button', { name: 'Delete', exact: true }).click();
    await sees(manager.page, 'Recurring task deleted');
    await expect.poll(() => ask.count()).toBe(0);
    await expect.poll(() => tasks.getByRole('cell', { name: 'Clean the air filters', exact: true }).count()).toBe(0);
    expect(await e2e.db.selectFrom('recurring_tasks').select('id').execute()).toEqual([]);
  });
});
