import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, inject, vi } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src-server/app';
import { loadConfig } from '../src-server/config';
import { connectPglite, type Db } from '../src-server/db/connection';
import { migrateToLatest } from '../src-server/db/migrate';
import { loadSecrets } from '../src-server/secrets';
import { TEST_SECRETS_KEY } from '../src-server/test/test-app';
import { CHROME_PATH } from './global-setup';

export const skipE2E = inject('e2eSkip');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface E2E {
  baseUrl: string;
  db: Db;
  app: FastifyInstance;
  browser: Browser;
  /** A fresh browser context (its own cookies and storage), closed after the test. */
  newPage(options?: Parameters<Browser['newContext']>[0]): Promise<{ page: Page; context: BrowserContext }>;
  /** Content-Security-Policy violations reported so far (and forgotten): any left fails the test. */
  takeCspViolations(): string[];
}

/** Chromium reports every CSP violation on the console ("... violates the following Content Security Policy directive ..."). */
function watchCsp(page: Page, violations: string[]) {
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
}

/**
 * Playwright gives every launch a fresh temporary profile (its own --user-data-dir).
 * Each browser test file gets its own server on a free port, with a fresh embedded
 * database, serving the built client exactly as `npm start` does, and one Chromium.
 */
export function useE2E(options: { clientDir?: string; env?: Record<string, string> } = {}): E2E {
  const e2e = {} as E2E;
  const contexts: BrowserContext[] = [];
  const cspViolations: string[] = [];
  e2e.takeCspViolations = () => cspViolations.splice(0);
  beforeAll(async () => {
    if (skipE2E) return;
    const port = await freePort();
    // `env`: more of the app's settings (WEBHOOK_ALLOWED_HOSTS for a local PMS stand-in).
    const config = { ...loadConfig({ PORT: String(port), HOST: '127.0.0.1', SECRETS_KEY: TEST_SECRETS_KEY, ...options.env }), logger: false };
    // A test that "deploys" a new version serves its own copy of the built client.
    if (options.clientDir) config.clientDir = options.clientDir;
    // The migrated image global-setup saved; migrating again is a no-op check that it is current.
    e2e.db = await connectPglite(null, new Blob([fs.readFileSync(inject('pgliteImage'))]));
    await migrateToLatest(e2e.db);
    // The analytics' background pass is off as in the server tests: a read computes what it needs.
    e2e.app = await buildApp({ config, db: e2e.db, secrets: await loadSecrets(e2e.db, config), precomputeAnalytics: false });
    await e2e.app.listen({ port, host: '127.0.0.1' });
    e2e.baseUrl = `http://localhost:${port}`;
    e2e.browser = await chromium.launch({
      executablePath: CHROME_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    e2e.newPage = async (options) => {
      const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, ...options });
      contexts.push(context);
      context.on('page', (page) => watchCsp(page, cspViolations));
      return { page: await context.newPage(), context };
    };
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    // A language chosen signed in is saved on the account (issue 22): each test starts from none, as a new user.
    if (e2e.db) await e2e.db.updateTable('users').set({ language: null }).execute();
    // Every screen every test visits runs under the server's real CSP (DESIGN §15).
    expect(e2e.takeCspViolations()).toEqual([]);
  });
  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.app?.close();
  });
  return e2e;
}

const AXE_SOURCE = fs.readFileSync(path.resolve(import.meta.dirname, '../node_modules/axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core on the page once every toast is fully shown (axe measures a toast
 * mid-animation as faded text); serious and critical violations fail the test, named by
 * `screen` when given.
 */
export async function expectAccessible(page: Page, screen?: string) {
  // Toasts stacked out of sight (data-visible=false) stay transparent until they expire: not waited for.
  // A toast pushed behind a newer one fades its content to 0 over 400 ms: waited for too, as
  // axe measures half-faded text (CI failed on it once).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]:not([data-visible="false"])')].every(
      (toast) => getComputedStyle(toast).opacity === '1' && [...toast.children].every((part) => ['0', '1'].includes(getComputedStyle(part).opacity)),
    ),
  );
  // Evaluated over DevTools rather than added as an inline <script>, which the CSP refuses.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations, screen).toEqual([]);
}

/** Picks a language in the language menu (issue 22) by its name in itself ('Español'), and waits for the page to speak it. */
export async function chooseLanguage(page: Page, name: string) {
  const item = page.getByRole('menuitemradio', { name });
  // A menu opened while the screen just signed into is still replacing the sign-in page goes
  // with that page's header: opened again until its item can be picked.
  await vi.waitFor(
    async () => {
      if (!(await item.isVisible())) {
        await page.getByRole('button', { name: /^Switch language|^Cambiar idioma/ }).click({ timeout: 5_000 });
        // Waits for the menu it opened: checked too soon on a busy machine, the next round's
        // click on the button closed it again before it showed.
        await item.waitFor({ state: 'visible', timeout: 5_000 });
      }
      await item.click({ timeout: 2_000 });
    },
    { timeout: 30_000, interval: 250 },
  );
  await page.getByRole('menu').waitFor({ state: 'detached' });
}

let counter = 0;
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@e2e.test`;
}

/** JSON calls to the running server from the test itself (set-up the UI does not cover yet). */
export async function apiCall(baseUrl: string, method: string, url: string, body?: unknown, cookie?: string) {
  const res = await fetch(baseUrl + url, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const setCookie = res.headers.get('set-cookie');
  return { status: res.status, json: (await res.json()) as Record<string, unknown>, cookie: setCookie?.split(';')[0] };
}
