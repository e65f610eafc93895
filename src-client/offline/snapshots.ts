import { inStore, SNAPSHOT_STORE } from './local-db';

/** The last answer of a query, kept so the app opens with data when there is no network. */
export interface Snapshot<T = unknown> {
  key: string;
  data: T;
  savedAt: number;
}

export function saveSnapshot(key: string, data: unknown, savedAt: number): Promise<unknown> {
  return inStore(SNAPSHOT_STORE, 'readwrite', (store) => store.put({ key, data, savedAt } satisfies Snapshot));
}

export async function loadSnapshot<T>(key: string): Promise<Snapshot<T> | undefined> {
  return (await inStore(SNAPSHOT_STORE, 'readonly', (store) => store.get(key))) as Snapshot<T> | undefined;
}

/**
 * Rewrites the snapshots `update` answers a new version for, in one transaction, so a save
 * of the same list in between cannot be lost.
 */
export async function updateSnapshots(update: (snapshot: Snapshot) => Snapshot | undefined): Promise<void> {
  await inStore(SNAPSHOT_STORE, 'readwrite', (store) => {
    const cursor = store.openCursor();
    cursor.onsuccess = () => {
      if (!cursor.result) return;
      const next = update(cursor.result.value as Snapshot);
      if (next) cursor.result.update(next);
      cursor.result.continue();
    };
    return cursor;
  });
}
