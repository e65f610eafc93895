/**
 * Issue 18: the manager's workspace at hotel scale. The landing (Shift) view is settled (its
 * data in and no layout shift after) within 1.5 s of navigation at 2,000 and 7,500 rooms,
 * with a CLS of at most 0.1; the Board view's floor grid scrolls at 60 fps at 7,500 rooms.
 * Part of `npm run bench`; also runs alone on an embedded database:
 * `npm run build && npx tsx scripts/bench-workspace.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBenchChromium, signInOnPage } from './bench-chromium';
import { loadConfig } from '../src-server/config';
import { report, quantile } from './bench-report';

const SETTLED_TARGET_MS = 1500;
const CLS_TARGET = 0.1;
const FRAME_TARGET_MS = 16.7;
/** Navigations timed per hotel; the median is reported. */
const RUNS = 3;
/** A layout shift this long after the data still counts: the view is settled only once it stops moving. */
const QUIET_MS = 1000;
/** Pixels per frame: about 2,400 px/s at 60 frames a second, a brisk wheel scroll. */
const SCROLL_STEP_PX = 40;

export interface LandingTiming {
  /** From navigation start to the later of 'data in' and the last layout shift (median of RUNS). */
  settledMs: number;
  /** From navigation start to the frame after the view has its data (median). */
  dataMs: number;
  /** The worst run's cumulative layout shift. */
  cls: number;
  /** When the board request started and its answer ended (median), to see where the time goes. */
  boardStartMs: number;
  boardEndMs: number;
}

export interface WorkspaceTiming {
  landing: { rooms: number; timing: LandingTiming }[];
  /** Median and p95 frame while scrolling the 7,500-room floor grid. */
  gridFrameP50Ms: number;
  gridFrameP95Ms: number;
  gridFrames: number;
}

declare global {
  interface Window {
    shiftReadyAt?: number;
    layoutShifts?: { value: number; at: number }[];
  }
}

/** Records when the Shift view has its data and every layout shift from the first paint on. */
async function watchLanding(page: Page) {
  await page.addInitScript(() => {
    window.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; startTime: number }[]) {
        if (!entry.hadRecentInput) window.layoutShifts!.push({ value: entry.value, at: entry.startTime });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-shift-ready]')) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (window.shiftReadyAt = performance.now())));
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-shift-ready'] });
  });
}

/** One navigation to /dashboard, timed from its start (performance.now() is 0 there). */
async function timeLanding(page: Page) {
  await page.goto('/dashboard');
  await page.waitForFunction(() => window.shiftReadyAt !== undefined, undefined, { timeout: 60_000 });
  await page.waitForTimeout(QUIET_MS);
  return page.evaluate(() => {
    const shifts = window.layoutShifts ?? [];
    const lastShift = shifts.reduce((latest, s) => Math.max(latest, s.at), 0);
    const board = performance.getEntriesByType('resource').find((e) => e.name.includes('roomStatuses.byHotel')) as PerformanceResourceTiming | undefined;
    return {
      dataMs: window.shiftReadyAt!,
      settledMs: Math.max(window.shiftReadyAt!, lastShift),
      cls: shifts.reduce((sum, s) => sum + s.value, 0),
      boardStartMs: board?.startTime ?? NaN,
      boardEndMs: board?.responseEnd ?? NaN,
    };
  });
}

async function measureLanding(page: Page, email: string, password: string): Promise<LandingTiming> {
  await signInOnPage(page, email, password);
  await page.waitForURL('**/dashboard');
  // The first visit fills the HTTP cache with the app's files, as a manager's browser has them.
  await page.waitForFunction(() => window.shiftReadyAt !== undefined, undefined, { timeout: 60_000 });
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await timeLanding(page));
  return {
    settledMs: quantile(runs.map((r) => r.settledMs), 0.5),
    dataMs: quantile(runs.map((r) => r.dataMs), 0.5),
    cls: Math.max(...runs.map((r) => r.cls)),
    boardStartMs: quantile(runs.map((r) => r.boardStartMs), 0.5),
    boardEndMs: quantile(runs.map((r) => r.boardEndMs), 0.5),
  };
}

/** Scrolls the Board view's floor grid from top to bottom, a step a frame, and times the frames. */
async function measureGridScroll(page: Page) {
  await page.goto('/dashboard/board');
  await page.waitForSelector('[data-floor-grid] button[data-room]', { timeout: 60_000 });
  await page.waitForTimeout(500);
  return page.evaluate(async (step) => {
    const scroller = document.querySelector<HTMLElement>('[data-floor-grid]')!;
    const frames: number[] = [];
    // A frame's length is the time between the starts of two frames (the rAF timestamps), as
    // the browser paced them, not when this loop happened to resume.
    let last = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
    // The grid mounts floors as they come near, so its height grows while it scrolls.
    for (let i = 0; i < 2000 && scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1; i++) {
      scroller.scrollTop += step;
      const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
      frames.push(now - last);
      last = now;
    }
    frames.sort((a, b) => a - b);
    return { frames: frames.length, p50: frames[Math.floor(frames.length / 2)]!, p95: frames[Math.floor(frames.length * 0.95)]! };
  }, SCROLL_STEP_PX);
}

/**
 * Signs in as the manager of each hotel (a fresh browser context each) at 1280×800 and times
 * the landing; then scrolls the largest hotel's grid. Needs the built client served at
 * `baseUrl`; null when no browser is installed.
 */
export async function measureWorkspace(baseUrl: string, managers: { rooms: number; email: string }[], password: string): Promise<WorkspaceTiming | null> {
  const launching = launchBenchChromium();
  if (!launching) return null;
  const browser = await launching;
  try {
    const landing: WorkspaceTiming['landing'] = [];
    let grid = { frames: 0, p50: NaN, p95: NaN };
    for (const [i, manager] of managers.entries()) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await watchLanding(page);
      landing.push({ rooms: manager.rooms, timing: await measureLanding(page, manager.email, password) });
      if (i === managers.length - 1) grid = await measureGridScroll(page);
      await context.close();
    }
    return { landing, gridFrameP50Ms: grid.p50, gridFrameP95Ms: grid.p95, gridFrames: grid.frames };
  } finally {
    await browser.close();
  }
}

export function reportWorkspace(timing: WorkspaceTiming | null) {
  if (!timing) {
    console.log('SKIP  manager workspace (no browser at CHROME_PATH, or no built client: npm run build)');
    return;
  }
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  for (const { rooms, timing: t } of timing.landing) {
    const size = rooms.toLocaleString('en');
    report(`${size}-room manager landing settled`, ms(t.settledMs), t.settledMs <= SETTLED_TARGET_MS, `<= ${SETTLED_TARGET_MS} ms`);
    report(`${size}-room manager landing CLS`, t.cls.toFixed(3), t.cls <= CLS_TARGET, `<= ${CLS_TARGET}`);
    console.log(`      data in after ${ms(t.dataMs)}; board asked at ${ms(t.boardStartMs)}, answered by ${ms(t.boardEndMs)} (medians of ${RUNS} navigations)`);
  }
  const largest = timing.landing.at(-1)!.rooms.toLocaleString('en');
  report(`${largest}-room grid: median scroll frame`, `${timing.gridFrameP50Ms.toFixed(1)} ms`, timing.gridFrameP50Ms <= FRAME_TARGET_MS, `<= ${FRAME_TARGET_MS} ms`);
  console.log(`      grid scroll: p95 frame ${timing.gridFrameP95Ms.toFixed(1)} ms over ${timing.gridFrames} frames`);
}

/** Alone: the built client on an embedded database with 2,000- and 7,500-room hotels. */
async function main() {
  const { connectPglite } = await import('../src-server/db/connection');
  const { migrateToLatest } = await import('../src-server/db/migrate');
  const { buildApp } = await import('../src-server/app');
  const { loadSecrets } = await import('../src-server/secrets');
  const { seedLargeHotel, LARGE_HOTEL_PASSWORD } = await import('./seed-large-hotel');
  const clientDir = path.resolve('dist/client');
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) {
    reportWorkspace(null);
    return;
  }
  const db = await connectPglite(null);
  await migrateToLatest(db);
  const mid = await seedLargeHotel(db, 2000, 'Workspace Bench 2000');
  const large = await seedLargeHotel(db, 7500, 'Workspace Bench 7500');
  const port = 3900 + Math.floor(Math.random() * 90);
  const publicUrl = `http://127.0.0.1:${port}`;
  const config = { ...loadConfig({ PORT: String(port), PUBLIC_URL: publicUrl }), clientDir, logger: false };
  const app = await buildApp({ config, db, secrets: await loadSecrets(db, config) });
  await app.listen({ port, host: '127.0.0.1' });
  try {
    const managers = [
      { rooms: 2000, email: mid.manager.email },
      { rooms: 7500, email: large.manager.email },
    ];
    reportWorkspace(await measureWorkspace(publicUrl, managers, LARGE_HOTEL_PASSWORD));
  } finally {
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
