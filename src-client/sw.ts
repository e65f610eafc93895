/**
 * The service worker, served at /service-worker.js (entry: service-worker.ts).
 * - Precaches the app shell (the build injects its file list), so the app opens with no
 *   network: navigations get index.html, never for /api or /trpc, which always go to the
 *   server.
 * - A new version waits until the page asks it to take over ('Update Now').
 * - Background sync 'sync-room-updates' asks the open pages to sync the offline queue.
 * - Push shows the notification of the JSON payload {title, body, url, tag}; a click
 *   focuses or opens the app at that url.
 */
import { DEFAULT_NOTIFICATION_URL, SYNC_TAG, type PageMessage, type WorkerMessage } from './offline/sw-messages';
import type { WorkerScope } from './sw-scope';

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

declare const self: WorkerScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const CACHE_PREFIX = 'hk-app-shell-';
const origin = self.location.origin;
const entries = self.__WB_MANIFEST.map((e) => (typeof e === 'string' ? { url: e, revision: null } : e));
const shellUrls = new Set(entries.map((e) => new URL(e.url, origin).href));
const INDEX_URL = new URL('index.html', origin).href;

/** One cache per build: its name changes whenever a file or revision does. */
function cacheName(): string {
  let hash = 5381;
  for (const e of entries) {
    for (const ch of `${e.url}#${e.revision ?? ''}|`) hash = ((hash * 33) ^ ch.charCodeAt(0)) >>> 0;
  }
  return CACHE_PREFIX + hash.toString(36);
}
const CACHE = cacheName();

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll([...shellUrls].map((url) => new Request(url, { cache: 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const old = (await caches.keys()).filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE);
      await Promise.all(old.map((key) => caches.delete(key)));
      // The first install takes the open page at once, so it works offline without a reload.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data as PageMessage | undefined;
  if (message?.type === 'skip-waiting') void self.skipWaiting();
});

async function fromShell(url: string, request: Request): Promise<Response> {
  const cached = await caches.open(CACHE).then((cache) => cache.match(url));
  return cached ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/trpc')) return;
  if (request.mode === 'navigate') {
    event.respondWith(fromShell(INDEX_URL, request));
  } else if (shellUrls.has(url.href)) {
    event.respondWith(fromShell(url.href, request));
  }
});

async function tellPages(message: WorkerMessage) {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

self.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(tellPages({ type: SYNC_TAG }));
});

interface PushPayload {
  title: string;
  body?: string;
  url?: string;
  tag?: string;
}

function readPush(event: { data: { json(): unknown; text(): string } | null }): PushPayload {
  try {
    const payload = event.data?.json() as Partial<PushPayload> | undefined;
    if (payload && typeof payload.title === 'string') return payload as PushPayload;
  } catch {
    // Not JSON: show the text as it came.
  }
  return { title: 'Housekeeping', body: event.data?.text() ?? '' };
}

self.addEventListener('push', (event) => {
  const payload = readPush(event);
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        icon: '/pwa-192x192.png',
        badge: '/pwa-192x192.png',
        data: { url: payload.url ?? DEFAULT_NOTIFICATION_URL },
      }),
      tellPages({ type: 'push-received', title: payload.title, tag: payload.tag }),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: string } | null;
  const target = new URL(data?.url ?? DEFAULT_NOTIFICATION_URL, origin).href;
  event.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const page = pages.find((p) => new URL(p.url).origin === origin);
      if (!page) return void (await self.clients.openWindow(target));
      await page.focus();
      // navigate() works for pages this worker controls; any other page is simply focused.
      await page.navigate(target).catch(() => undefined);
    })(),
  );
});
