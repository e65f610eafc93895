import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, skipE2E, uniqueEmail, useE2E } from './harness';
import { PASSWORD, PHONE, shows, signInContext, openView } from './housekeeper-setup';
import { seedHotel, seedUser } from '../src-server/test/test-app';

const WIDE = { viewport: { width: 1280, height: 800 } } as const;

/**
 * Issue 31's 'done when': the manager sees this month's pass rate per attendant as a chart and
 * a table, on a phone and a desk; the table is a named region the keyboard reaches right after
 * the chart's CSV link, and its CSV holds the same numbers.
 */
describe.skipIf(skipE2E)('analytics charts in Reports (DESIGN §21)', () => {
  const e2e = useE2E();
  let manager: { email: string };

  beforeAll(async () => {
    if (skipE2E) return;
    const hotel = await seedHotel(e2e.db, 'Harbor View', 'America/Chicago');
    manager = await seedUser(e2e.db, { email: uniqueEmail('manager'), password: PASSWORD, fullName: 'Mia Manager', role: 'manager', hotelId: hotel.id });
    const ana = await seedUser(e2e.db, { email: uniqueEmail('ana'), password: PASSWORD, fullName: 'Ana Núñez', role: 'housekeeper', hotelId: hotel.id });
    const ben = await seedUser(e2e.db, { email: uniqueEmail('ben'), password: PASSWORD, fullName: 'Ben Brook', role: 'housekeeper', hotelId: hotel.id });
    const room = await e2e.db.insertInto('rooms').values({ hotel_id: hotel.id, room_number: '210', floor: 2 }).returning('id').executeTakeFirstOrThrow();
    await e2e.db.insertInto('room_statuses').values({ room_id: room.id, hotel_id: hotel.id, status: 'clean' }).execute();
    // This month: Ana passes one of two, Ben both; minutes ago, so 'this month so far' holds them.
    const at = new Date(Date.now() - 5 * 60_000);
    const item = (ok: boolean) => JSON.stringify([{ itemId: 'mirror', text: 'Mirror spotless', weight: 2, critical: false, ok }]);
    await e2e.db
      .insertInto('inspections')
      .values([
        { hotel_id: hotel.id, room_id: room.id, attendant_id: ana.id, score: 100, passed: true, results: item(true), inspected_at: at },
        { hotel_id: hotel.id, room_id: room.id, attendant_id: ana.id, score: 50, passed: false, results: item(false), inspected_at: at },
        { hotel_id: hotel.id, room_id: room.id, attendant_id: ben.id, score: 100, passed: true, results: item(true), inspected_at: at },
        { hotel_id: hotel.id, room_id: room.id, attendant_id: ben.id, score: 90, passed: true, results: item(true), inspected_at: at },
      ])
      .execute();
  });

  async function reports(options: Parameters<typeof e2e.newPage>[0]): Promise<Page> {
    const { page, context } = await e2e.newPage(options);
    await signInContext(e2e, context, manager.email);
    await page.goto('/dashboard');
    await shows(page.getByRole('heading', { name: 'Manager Dashboard' }));
    await openView(page, 'Reports');
    return page;
  }

  for (const [name, size] of [
    ['phone 390×844', PHONE],
    ['desk 1280×800', WIDE],
  ] as const) {
    it(`shows the pass rate per housekeeper as a chart and its table on a ${name}`, async () => {
      const page = await reports(size);
      const figure = page.getByRole('figure', { name: 'Pass rate per housekeeper' });
      await shows(figure);
      // The chart is drawn (a canvas, hidden from screen readers: the table carries the numbers).
      await shows(figure.locator('[data-chart="bar"] canvas').first());
      const table = figure.getByRole('table', { name: 'Pass rate per housekeeper' });
      await shows(table.getByRole('row', { name: /Ana Núñez.*50%/ }));
      await shows(table.getByRole('row', { name: /Ben Brook.*100%/ }));
      await expect(figure.locator('[data-chart]').getAttribute('aria-hidden')).resolves.toBe('true');

      // Keyboard: from the chart's CSV link, Tab reaches the table's scroll region, named as the chart.
      const csv = figure.getByRole('link', { name: 'Download CSV' });
      await csv.focus();
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement!;
        const label = el.getAttribute('aria-labelledby');
        return { role: el.getAttribute('role'), name: label ? document.getElementById(label)?.textContent : null, hasTable: !!el.querySelector('table') };
      });
      expect(focused).toEqual({ role: 'region', name: 'Pass rate per housekeeper', hasTable: true });

      // The chart's CSV: the same numbers, for a spreadsheet.
      const [file] = await Promise.all([page.waitForEvent('download'), csv.click()]);
      const text = fs.readFileSync((await file.path())!, 'utf8');
      expect(file.suggestedFilename()).toMatch(/^inspection-scores-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(text).toContain('Ana Núñez,2,75,50,Mirror spotless (1),');
      expect(text).toContain('Ben Brook,2,95,100,,');

      // The daily charts below, each with its numbers behind a disclosure.
      await shows(page.getByRole('figure', { name: 'Inspection pass rate' }));
      await expectAccessible(page, `reports with charts, ${name}`);
      await page.context().close();
    });
  }
});
