import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { loadConfig } from '../src-server/config';

const CHROME_PATH = loadConfig().test.chromePath;

/**
 * Debian's Chromium as DESIGN §8 starts it (this machine's closed network refuses its
 * background connections), for the benchmarks that measure a screen; null when none is installed.
 */
export function launchBenchChromium(): Promise<Browser> | null {
  if (!fs.existsSync(CHROME_PATH)) return null;
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Signs in through the app's own sign-in screen. */
export async function signInOnPage(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
