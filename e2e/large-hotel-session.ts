import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { apiCall, type E2E } from './harness';
import { LARGE_HOTEL_PASSWORD } from '../scripts/seed-large-hotel';

/** Signs a user of a seeded large hotel in (the real sign-in path) and gives the context the session; answers the cookie. */
export async function signInLarge(e2e: E2E, context: BrowserContext, email: string): Promise<string> {
  const login = await apiCall(e2e.baseUrl, 'POST', '/api/auth/login', { email, password: LARGE_HOTEL_PASSWORD });
  expect(login.status).toBe(200);
  const [name, value] = login.cookie!.split('=') as [string, string];
  await context.addCookies([{ name, value, url: e2e.baseUrl }]);
  return login.cookie!;
}

/** The board's floor grid and a room's tile on it. */
export const grid = (page: Page) => page.locator('[data-floor-grid]');
export const tile = (page: Page, number: string) => grid(page).locator(`button[data-room="${number}"]`);
