import { useSyncExternalStore } from 'react';
import { inStore, PENDING_STORE } from './local-db';
import type { QueuedAction, QueuedDraft } from './queued-action';
import { fromStoredV1, isStoredV1 } from './stored-v1';

const EMPTY: QueuedAction[] = [];
let items: QueuedAction[] = EMPTY;
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: QueuedAction[]) {
  items = next;
  listeners.forEach((notify) => notify());
}

/** An item as stored: the union, or (stored before the update) the old shape read into it. */
function readStored(record: unknown): QueuedAction[] {
  if (!isStoredV1(record)) return [record as QueuedAction];
  const action = fromStoredV1(record);
  if (action) return [action];
  // A kind this page does not know: it stays stored, untouched, for a page that does.
  console.warn('A queued change of an unknown kind is kept for later', record.type);
  return [];
}

/** Reads the queue once per page; later changes go through this module. */
export function loadPendingUpdates(): Promise<void> {
  loaded ??= inStore(PENDING_STORE, 'readonly', (store) => store.getAll() as IDBRequest<unknown[]>).then((stored) =>
    publish(stored.flatMap(readStored).sort((a, b) => a.timestamp - b.timestamp)),
  );
  return loaded;
}

/** The queue in FIFO order. */
export function pendingUpdates(): QueuedAction[] {
  return items;
}

export function usePendingUpdates(): QueuedAction[] {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => items,
  );
}

/** Whether this user has anything waiting: a new change then goes behind it, never ahead. */
export function hasQueued(userId: string): boolean {
  return items.some((item) => item.userId === userId);
}

/** Stored before it shows, so a change made offline survives closing the app. */
export async function enqueueAction(draft: QueuedDraft): Promise<QueuedAction> {
  await loadPendingUpdates();
  const last = items.at(-1)?.timestamp ?? 0;
  // Strictly increasing, so two taps in the same millisecond keep their order.
  const item = { ...draft, timestamp: Math.max(Date.now(), last + 1), retryCount: 0 } as QueuedAction;
  await inStore(PENDING_STORE, 'readwrite', (store) => store.put(item));
  publish([...items, item]);
  return item;
}

export async function removeUpdate(id: string): Promise<void> {
  await inStore(PENDING_STORE, 'readwrite', (store) => store.delete(id));
  publish(items.filter((i) => i.id !== id));
}

/** Also rewrites an item read from the old shape in the new one (same id, same key). */
export async function saveRetry(item: QueuedAction): Promise<void> {
  await inStore(PENDING_STORE, 'readwrite', (store) => store.put(item));
  publish(items.map((i) => (i.id === item.id ? item : i)));
}
