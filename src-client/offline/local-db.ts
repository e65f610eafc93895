/**
 * The device's own database (IndexedDB, no library): the offline queue in the store
 * 'pending-updates' (spec §9) and the last copy of the housekeeper's lists in 'snapshots',
 * so the app opens with data when there is no network.
 */
const DB_NAME = 'housekeeping';
const DB_VERSION = 1;
export const PENDING_STORE = 'pending-updates';
export const SNAPSHOT_STORE = 'snapshots';
type StoreName = typeof PENDING_STORE | typeof SNAPSHOT_STORE;

let opening: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(PENDING_STORE)) db.createObjectStore(PENDING_STORE, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(SNAPSHOT_STORE)) db.createObjectStore(SNAPSHOT_STORE, { keyPath: 'key' });
    };
    request.onsuccess = () => {
      // Another tab upgrading the schema: let it, and reopen on the next call.
      request.result.onversionchange = () => {
        request.result.close();
        opening = null;
      };
      resolve(request.result);
    };
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error('IndexedDB unavailable'));
    };
  });
  return opening;
}

/** Runs one request in its own transaction; resolves once the transaction committed. */
export async function inStore<T>(
  name: StoreName,
  mode: IDBTransactionMode,
  use: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(name, mode);
    const request = use(tx.objectStore(name));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error ?? request.error);
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}
