import { paintsAfterBoard, signInOnPage, watchPaint, withBenchChromium } from './bench-browser';
import { quantile } from './bench-report';

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

/**
 * DESIGN §9 "manager dashboard render stays interactive": signs in as the manager of a big
 * hotel in Chromium, then scrolls the whole dashboard. Needs the built client served at
 * `baseUrl`; null when no browser is installed.
 */
export function measureManagerDashboard(baseUrl: string, email: string, password: string): Promise<DashboardTiming | null> {
  return withBenchChromium(async (browser) => {
    const page = await browser.newPage({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    await watchPaint(page, 'rows', 'tr[data-row]');
    await signInOnPage(page, email, password);
    // The tables and the grid are the workspace's Board view (issue 18); /dashboard is the shift.
    await page.goto('/dashboard/board');
    const [paintAfterResponseMs] = await paintsAfterBoard(page, ['rows']);
    await page.waitForTimeout(500);
    const { frames, longTasks } = await page.evaluate(async (step) => {
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
      return { frames, longTasks };
    }, SCROLL_STEP_PX);
    return { paintAfterResponseMs: paintAfterResponseMs!, frames: frames.length, frameP50Ms: quantile(frames, 0.5), frameP95Ms: quantile(frames, 0.95), longTasks };
  });
}
