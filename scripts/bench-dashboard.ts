import { launchBenchChromium, signInOnPage } from './bench-chromium';

/** About 3,600 px/s at 60 frames a second: a brisk wheel or flick scroll. */
const SCROLL_STEP_PX = 60;

export interface DashboardTiming {
  /** From the end of the board response to the next frame after its first rows are in the page. */
  paintAfterResponseMs: number;
  frames: number;
  frameP50Ms: number;
  frameP95Ms: number;
  /** Main-thread tasks over 50 ms while scrolling (what a user feels as jank). */
  longTasks: number;
}

declare global {
  interface Window {
    rowsPaintedAt?: number;
  }
}

/**
 * DESIGN §9 "manager dashboard render stays interactive": signs in as the manager of a big
 * hotel in Chromium, then scrolls the whole dashboard. Needs the built client served at
 * `baseUrl`; null when no browser is installed.
 */
export async function measureManagerDashboard(baseUrl: string, email: string, password: string): Promise<DashboardTiming | null> {
  const launching = launchBenchChromium();
  if (!launching) return null;
  const browser = await launching;
  try {
    const page = await browser.newPage({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('tr[data-row]')) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (window.rowsPaintedAt = performance.now())));
      }).observe(document, { childList: true, subtree: true });
    });
    await signInOnPage(page, email, password);
    // The tables and the grid are the workspace's Board view (issue 18); /dashboard is the shift.
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/board');
    await page.waitForFunction(() => window.rowsPaintedAt !== undefined, undefined, { timeout: 60_000 });
    const paintAfterResponseMs = await page.evaluate(() => {
      const board = performance.getEntriesByType('resource').find((e) => e.name.includes('roomStatuses.byHotel')) as PerformanceResourceTiming;
      return window.rowsPaintedAt! - board.responseEnd;
    });
    await page.waitForTimeout(500);
    const scroll = await page.evaluate(async (step) => {
      let longTasks = 0;
      const observer = new PerformanceObserver((list) => (longTasks += list.getEntries().length));
      observer.observe({ type: 'longtask' });
      const frames: number[] = [];
      let last = performance.now();
      for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = performance.now();
        frames.push(now - last);
        last = now;
      }
      observer.disconnect();
      frames.sort((a, b) => a - b);
      return { frames: frames.length, p50: frames[Math.floor(frames.length / 2)]!, p95: frames[Math.floor(frames.length * 0.95)]!, longTasks };
    }, SCROLL_STEP_PX);
    return { paintAfterResponseMs, frames: scroll.frames, frameP50Ms: scroll.p50, frameP95Ms: scroll.p95, longTasks: scroll.longTasks };
  } finally {
    await browser.close();
  }
}
