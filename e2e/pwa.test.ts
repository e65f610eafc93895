import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, skipE2E, useE2E } from './harness';
import {
  PHONE,
  sees,
  seedHousekeepingHotel,
  shows,
  signInContext,
  waitForWorker,
  workerRegistrationId,
} from './housekeeper-setup';
import type { HousekeepingHotel } from './housekeeper-setup';

// The update test "deploys" a new worker by changing it on disk, so this file serves its own copy of the build.
const clientDir = skipE2E ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'hk-pwa-client-'));
if (clientDir) fs.cpSync(path.resolve('dist/client'), clientDir, { recursive: true });

// DESIGN §9: 170 KB. Issue 22 brought it back from 172.1 (168.1 measured): no preload lists for
// lazy chunks (vite.config.ts) and the lazy areas' catalog list loaded with their screens. The
// page's first modules in one chunk (vite.config.ts) took it from 169.7 KB in 65 files to 158.7 in 29.
const BUDGET_BYTES = 170 * 1024;

describe.skipIf(skipE2E)('installable offline app', () => {
  const e2e = useE2E({ clientDir });
  let hotel: HousekeepingHotel;

  beforeAll(async () => {
    if (skipE2E) return;
    hotel = await seedHousekeepingHotel(e2e.db, 'Lighthouse Inn');
  });
  afterAll(() => {
    if (clientDir) fs.rmSync(clientDir, { recursive: true, force: true });
  });

  async function openDashboard(page: Page) {
    await page.goto('/dashboard');
    await shows(page.getByRole('heading', { name: 'My Assigned Rooms' }));
  }

  it('has a manifest with icons, and a worker that is never served stale', async () => {
    const manifest = await (await fetch(`${e2e.baseUrl}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({
      name: 'Housekeeping',
      display: 'standalone',
      start_url: '/dashboard',
      theme_color: '#1d4ed8',
    });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i: { sizes: string }) => i.sizes === size);
      const res = await fetch(`${e2e.baseUrl}${icon.src}`);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
    const worker = await fetch(`${e2e.baseUrl}/service-worker.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toMatch(/max-age=0|no-cache/);
    const html = await (await fetch(`${e2e.baseUrl}/dashboard`)).text();
    expect(html).toContain('rel="manifest"');
  });

  it('opens with no network, but never answers /api or /trpc from the cache', async () => {
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, hotel.housekeeper.email);
    await openDashboard(page);
    await waitForWorker(page);
    await context.setOffline(true);
    await page.goto('/dashboard?tab=all-rooms');
    await shows(page.getByRole('heading', { name: 'All Rooms' }));
    const tryFetch = (url: string) =>
      page.evaluate(
        (u) =>
          fetch(u).then(
            () => 'answered',
            () => 'network error',
          ),
        url,
      );
    expect(await tryFetch('/api/auth/session')).toBe('network error');
    expect(await tryFetch('/trpc/auth.session')).toBe('network error');
    expect(await tryFetch('/assets/does-not-exist.js')).toBe('network error');
  });

  it('shows the update banner when a new version is deployed: Later, then Update Now', async () => {
    const { page, context } = await e2e.newPage(PHONE);
    await page.clock.install();
    await signInContext(e2e, context, hotel.housekeeper.email);
    await openDashboard(page);
    await waitForWorker(page);
    const workerFile = path.join(clientDir!, 'service-worker.js');
    const deploy = (n: number) => fs.appendFileSync(workerFile, `\n// deployment ${n}\n`);

    deploy(1);
    // The page checks for a new worker every 60 s.
    await page.clock.fastForward('01:00');
    await sees(page, 'A new version is available!');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Later', exact: true }).click();
    await shows(page.getByText('A new version is available!'), 0);

    deploy(2);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update();
    });
    await sees(page, 'A new version is available!');
    await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
    await page.getByRole('button', { name: 'Update Now' }).click();
    // The new worker takes over and the page reloads into the new version.
    await page.waitForFunction(() => !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate, null, { timeout: 15_000 });
    await shows(page.getByRole('heading', { name: 'My Assigned Rooms' }));
    await shows(page.getByText('A new version is available!'), 0);
    const script = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.active!.scriptURL);
    expect(script).toBe(`${e2e.baseUrl}/service-worker.js`);
  });

  it("'Maybe Later' puts the notification banner away for good", async () => {
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, hotel.housekeeper.email);
    await openDashboard(page);
    expect(await page.getByRole('heading', { name: 'Stay Updated' }).count()).toBe(0);
    // It appears 2 s after load.
    await shows(page.getByRole('heading', { name: 'Stay Updated' }));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Maybe Later' }).click();
    await shows(page.getByRole('heading', { name: 'Stay Updated' }), 0);
    await page.reload();
    await shows(page.getByRole('heading', { name: 'My Assigned Rooms' }));
    await page.waitForTimeout(2500);
    expect(await page.getByRole('heading', { name: 'Stay Updated' }).count()).toBe(0);
  });

  it('a refused permission says how to enable it, and the banner never returns', async () => {
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, hotel.housekeeper.email);
    await openDashboard(page);
    await shows(page.getByRole('heading', { name: 'Stay Updated' }));
    // Headless Chromium refuses permission prompts.
    await page.getByRole('button', { name: 'Enable Notifications' }).click();
    await sees(page, 'Permission Denied');
    await sees(page, 'Please enable notifications in your browser settings');
    await shows(page.getByRole('heading', { name: 'Stay Updated' }), 0);
    await page.reload();
    await shows(page.getByRole('heading', { name: 'My Assigned Rooms' }));
    await page.waitForTimeout(2500);
    expect(await page.getByRole('heading', { name: 'Stay Updated' }).count()).toBe(0);
  });

  it('a granted permission subscribes through the worker; with no push service here that fails for real', async () => {
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, hotel.housekeeper.email);
    await openDashboard(page);
    await waitForWorker(page);
    await shows(page.getByRole('heading', { name: 'Stay Updated' }));
    await context.grantPermissions(['notifications']);
    await page.getByRole('button', { name: 'Enable Notifications' }).click();
    await sees(page, 'Subscription Failed');
    await sees(page, 'Could not subscribe to notifications. Please try again.');
    const stored = await e2e.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', hotel.housekeeper.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('a push delivered to the worker shows the notification of its payload', async () => {
    const { page, context } = await e2e.newPage(PHONE);
    await context.grantPermissions(['notifications']);
    await signInContext(e2e, context, hotel.housekeeper.email);
    await openDashboard(page);
    await waitForWorker(page);
    await page.evaluate(() => {
      const w = window as unknown as { received: unknown[] };
      w.received = [];
      navigator.serviceWorker.addEventListener('message', (event) => w.received.push(event.data));
    });
    const cdp = await context.newCDPSession(page);
    const registrationId = await workerRegistrationId(cdp);
    const payload = {
      title: 'New room assignment',
      body: 'Room 106 has been assigned to you',
      url: '/dashboard?tab=my-rooms',
      tag: 'assignment-106',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: e2e.baseUrl, registrationId, data: JSON.stringify(payload) });
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await navigator.serviceWorker.getRegistration())!
            .getNotifications()
            .then((list) => list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }))),
        ),
      )
      .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } }]);
    expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toContainEqual({
      type: 'push-received',
      title: payload.title,
      tag: payload.tag,
    });
  });

  it(`the phone screen's first download is at most ${BUDGET_BYTES / 1024} KB of gzipped JS (DESIGN §9)`, async () => {
    const { page, context } = await e2e.newPage({ ...PHONE, serviceWorkers: 'block' });
    await signInContext(e2e, context, hotel.housekeeper.email);
    const scripts: Promise<[string, number]>[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('.js')) scripts.push(res.body().then((body) => [res.url().split('/').pop()!, zlib.gzipSync(body).length]));
    });
    await openDashboard(page);
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(scripts)).sort((a, b) => b[1] - a[1]);
    const total = files.reduce((sum, [, bytes]) => sum + bytes, 0);
    console.info(`housekeeper phone screen, first load: ${(total / 1024).toFixed(1)} KB gzipped JS in ${files.length} files`);
    // Where the bytes are, for whoever has to bring it back under the budget.
    console.info(files.map(([name, bytes]) => `  ${(bytes / 1024).toFixed(1)} KB ${name}`).join('\n'));
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
