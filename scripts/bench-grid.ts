/**
 * Issue 13: the board's floor grid at 7,500 rooms renders and filters without jank.
 * Part of `npm run bench`; also runs alone on an embedded database:
 * `npm run build && npx tsx scripts/bench-grid.ts`.
 */
import { paintsAfterBoard, serveAlone, signInOnPage, watchPaint, withBenchChromium } from './bench-browser';
import { report } from './bench-report';

const RENDER_TARGET_MS = 1000;
const FILTER_TARGET_MS = 200;

export interface GridTiming {
  /** From the end of the board response to the frame after the first tiles are in the page. */
  renderAfterResponseMs: number;
  /** The same for the first table rows (the lists drawn in the same pass), for reference. */
  rowsAfterResponseMs: number;
  /** From a click on a status count to the frame after the grid shows only that status. */
  statusFilterMs: number;
  /** From choosing a floor to the frame after the grid shows only that floor. */
  floorFilterMs: number;
  /** From typing a room number to the frame after the room is shown. */
  searchMs: number;
  /** Main-thread tasks over 50 ms while filtering and searching. */
  longTasks: number;
}

/** Signs in as the manager of a big hotel in Chromium and times the grid. Null without a browser. */
export function measureBoardGrid(baseUrl: string, email: string, password: string): Promise<GridTiming | null> {
  return withBenchChromium(async (browser) => {
    const page = await browser.newPage({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    await watchPaint(page, 'tiles', '[data-floor-grid] button[data-room]');
    await watchPaint(page, 'rows', 'tr[data-row]');
    await signInOnPage(page, email, password);
    // The tables and the grid are the workspace's Board view (issue 18); /dashboard is the shift.
    await page.goto('/dashboard/board');
    const [renderAfterResponseMs, rowsAfterResponseMs] = (await paintsAfterBoard(page, ['tiles', 'rows'])) as [number, number];
    await page.waitForTimeout(500);
    // tsx keeps function names through a `__name` helper that the page does not have.
    await page.evaluate('window.__name = (f) => f');
    return {
      renderAfterResponseMs,
      rowsAfterResponseMs,
      ...(await page.evaluate(async () => {
        let longTasks = 0;
        const observer = new PerformanceObserver((list) => (longTasks += list.getEntries().length));
        observer.observe({ type: 'longtask' });
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
        /** Runs an action, then waits frame by frame until `done`; the time to the frame after. */
        async function timed(action: () => void, done: () => boolean) {
          const start = performance.now();
          action();
          for (let i = 0; i < 600 && !done(); i++) await frame();
          await frame();
          return performance.now() - start;
        }
        const tiles = () => [...document.querySelectorAll<HTMLElement>('[data-floor-grid] button[data-room]')];
        const only = (attr: string, value: string) => () => {
          const shown = tiles();
          return shown.length > 0 && shown.every((t) => t.getAttribute(attr) === value);
        };
        const chip = document.querySelector<HTMLButtonElement>('[role="group"] button[data-status="dirty"]')!;
        const statusFilterMs = await timed(() => chip.click(), only('data-status', 'dirty'));
        await timed(() => chip.click(), () => !only('data-status', 'dirty')());

        const floor = document.querySelector<HTMLSelectElement>('[data-floor-grid]')!.closest('section')!.querySelector('select')!;
        const setSelect = (value: string) => {
          const set = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!;
          set.call(floor, value);
          floor.dispatchEvent(new Event('change', { bubbles: true }));
        };
        const floorDone = () => {
          const floors = document.querySelectorAll('[data-floor-grid] [data-floor]');
          return floors.length === 1 && floors[0]!.getAttribute('data-floor') === '40' && tiles().length > 0;
        };
        const floorFilterMs = await timed(() => setSelect('40'), floorDone);
        await timed(() => setSelect('all'), () => document.querySelectorAll('[data-floor-grid] [data-floor]').length > 1);

        const search = document.querySelector<HTMLInputElement>('input[type="search"]')!;
        const searchMs = await timed(
          () => {
            const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
            set.call(search, '7305');
            search.dispatchEvent(new Event('input', { bubbles: true }));
          },
          () => document.querySelector('[data-search-result="7305"]') !== null,
        );
        observer.disconnect();
        return { statusFilterMs, floorFilterMs, searchMs, longTasks };
      })),
    };
  });
}

export function reportGrid(timing: GridTiming | null) {
  if (!timing) {
    console.log('SKIP  7,500-room grid (no browser at CHROME_PATH, or no built client: npm run build)');
    return;
  }
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  report('7,500-room grid: tiles shown after data', ms(timing.renderAfterResponseMs), timing.renderAfterResponseMs < RENDER_TARGET_MS, `< ${RENDER_TARGET_MS} ms`);
  report('7,500-room grid: filter by status', ms(timing.statusFilterMs), timing.statusFilterMs < FILTER_TARGET_MS, `< ${FILTER_TARGET_MS} ms`);
  report('7,500-room grid: filter by floor', ms(timing.floorFilterMs), timing.floorFilterMs < FILTER_TARGET_MS, `< ${FILTER_TARGET_MS} ms`);
  report('7,500-room grid: search a room', ms(timing.searchMs), timing.searchMs < FILTER_TARGET_MS, `< ${FILTER_TARGET_MS} ms`);
  console.log(`      the lists' first rows, same load: ${ms(timing.rowsAfterResponseMs)} after data`);
  console.log(`      long tasks (> 50 ms) while filtering and searching: ${timing.longTasks}`);
}

// Alone: the built client on an embedded database with a seeded 7,500-room hotel.
if (import.meta.url === `file://${process.argv[1]}`) {
  reportGrid(await serveAlone([{ rooms: 7500, name: 'Grid Bench 7500' }], (baseUrl, [large], password) => measureBoardGrid(baseUrl, large!.email, password)));
}
