/**
 * What the benchmarks that measure a screen share: Debian's Chromium, the app's own sign-in,
 * paint marks set from inside the page, and a run alone on an embedded database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { loadConfig } from '../src-server/config';

const CHROME_PATH = loadConfig().test.chromePath;

declare global {
  interface Window {
    /** When each watched element first showed (watchPaint), by name: performance.now() of the frame after. */
    paintedAt?: Record<string, number>;
  }
}

/**
 * Runs `work` in Debian's Chromium as DESIGN §8 starts it (this machine's closed network
 * refuses its background connections), closed afterwards; null when none is installed.
 */
export async function withBenchChromium<T>(work: (browser: Browser) => Promise<T>): Promise<T | null> {
  if (!fs.existsSync(CHROME_PATH)) return null;
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}

/** Signs in as a manager through the app's own sign-in screen, and waits for their landing (/dashboard). */
export async function signInOnPage(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
}

/**
 * Notes under `name`, on every page the tab loads, when an element matching `selector` first
 * shows: the frame after it is in the page. With `attribute`, an element that gains that
 * attribute counts too (not only one added).
 */
export function watchPaint(page: Page, name: string, selector: string, attribute: string | null = null) {
  return page.addInitScript(
    ([name, selector, attribute]) => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => ((window.paintedAt ??= {})[name] = performance.now())));
      }).observe(document, { childList: true, subtree: true, ...(attribute ? { attributes: true, attributeFilter: [attribute] } : {}) });
    },
    [name, selector, attribute] as const,
  );
}

export function waitForPaint(page: Page, name: string) {
  return page.waitForFunction((name) => window.paintedAt?.[name] !== undefined, name, { timeout: 60_000 });
}

/** Waits for the named paints; each as ms after the end of the board's answer (the data in). */
export async function paintsAfterBoard(page: Page, names: string[]): Promise<number[]> {
  for (const name of names) await waitForPaint(page, name);
  return page.evaluate((names) => {
    const board = performance.getEntriesByType('resource').find((e) => e.name.includes('roomStatuses.byHotel')) as PerformanceResourceTiming;
    return names.map((name) => window.paintedAt![name]! - board.responseEnd);
  }, names);
}

export interface LargeHotelManager {
  rooms: number;
  email: string;
}

/**
 * A benchmark alone: the built client served from an embedded database with a seeded hotel
 * of each size, and `measure` given its address, the hotels' managers and their password.
 * Null without a built client (npm run build).
 */
export async function serveAlone<T>(
  hotels: { rooms: number; name: string }[],
  measure: (baseUrl: string, managers: LargeHotelManager[], password: string) => Promise<T>,
): Promise<T | null> {
  const clientDir = path.resolve('dist/client');
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) return null;
  const { connectPglite } = await import('../src-server/db/connection');
  const { migrateToLatest } = await import('../src-server/db/migrate');
  const { buildApp } = await import('../src-server/app');
  const { loadSecrets } = await import('../src-server/secrets');
  const { seedLargeHotel, LARGE_HOTEL_PASSWORD } = await import('./seed-large-hotel');
  const db = await connectPglite(null);
  await migrateToLatest(db);
  const managers: LargeHotelManager[] = [];
  for (const { rooms, name } of hotels) managers.push({ rooms, email: (await seedLargeHotel(db, rooms, name)).manager.email });
  const port = 3900 + Math.floor(Math.random() * 90);
  const publicUrl = `http://127.0.0.1:${port}`;
  const config = { ...loadConfig({ PORT: String(port), PUBLIC_URL: publicUrl }), clientDir, logger: false };
  const app = await buildApp({ config, db, secrets: await loadSecrets(db, config) });
  await app.listen({ port, host: '127.0.0.1' });
  try {
    return await measure(publicUrl, managers, LARGE_HOTEL_PASSWORD);
  } finally {
    await app.close();
  }
}
