import { useSyncExternalStore } from 'react';
import { SW_UPDATE_CHECK_MS } from '../../src-shared/limits';
import { SYNC_TAG, type PageMessage, type WorkerMessage } from './sw-messages';

/** A new version installed and waiting for 'Update Now' (null: none, or put off with 'Later'). */
let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker | null) {
  waiting = worker;
  listeners.forEach((notify) => notify());
}

function watchForUpdates(registration: ServiceWorkerRegistration) {
  // With no controller this is the first install, not an update.
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) setWaiting(worker);
    });
  });
  setInterval(() => {
    registration.update().catch((error: unknown) => console.info('Update check failed', error));
  }, SW_UPDATE_CHECK_MS);
}

/**
 * Registers /service-worker.js (built apps only: the dev server has none) and checks for a
 * new version every 60 s (spec §7). When a new worker takes over, the page reloads to run
 * the new version.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The first install only takes control of the page; any later change is a new version.
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) window.location.reload();
    controlled = true;
  });
  navigator.serviceWorker
    .register('/service-worker.js', { scope: '/' })
    .then(watchForUpdates)
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}

export function useWaitingUpdate(): ServiceWorker | null {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => waiting,
  );
}

/** 'Update Now': the waiting worker takes over, and controllerchange reloads the page. */
export function applyUpdate() {
  waiting?.postMessage({ type: 'skip-waiting' } satisfies PageMessage);
}

/** 'Later': the banner comes back with the next update found. */
export function postponeUpdate() {
  setWaiting(null);
}

/** Messages from the worker (background sync, push received). */
export function onWorkerMessage(handle: (message: WorkerMessage) => void): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  const listener = (event: MessageEvent) => handle(event.data as WorkerMessage);
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}

interface SyncCapable {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks for a background sync, so the worker wakes the page when the network is back. */
export function requestBackgroundSync() {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & SyncCapable).sync?.register(SYNC_TAG))
    .catch((error: unknown) => console.info('Background sync unavailable', error));
}
