import { useSyncExternalStore } from 'react';
import type { RoomStatus } from '../../src-shared/room-status';
import { inStore, PENDING_STORE } from './local-db';
import type { LifecycleChange } from './lifecycle-changes';
import type { Finding } from '../../src-shared/discrepancies.schemas';

/** A housekeeper's status change, or the Undo of one (issue 13), as queued on the device. */
export interface RoomStatusChange {
  roomId: string;
  roomNumber: string;
  /** What the room shows until the item syncs: the new status, or for an undo the status it puts back. */
  status: RoomStatus;
  /** The Out of Service reason, kept as the room's note. */
  notes?: string;
  /** An undo: the clientActionId of the change it takes back, and that room's hotel. */
  undoOf?: string;
  hotelId?: string;
  /** The status the device showed when the change was made (DESIGN §6). */
  expectedStatus: RoomStatus;
  /**
   * The room version the device had from the server when the change was made (DESIGN §6):
   * the server refuses the change if anyone else changed the room since. Absent in items
   * queued by an older version of the app.
   */
  expectedVersion?: number;
  /** When it happened on the device (ISO). */
  changedAt: string;
  /** Whose change it is: a queue never syncs under another user's session. */
  userId: string;
  /** The clock or a deferral (DESIGN §12), queued like a status change; `status` then stays the room's. */
  lifecycle?: LifecycleChange;
  /** A guest request marked done (issue 21), queued like a status change; `status` then stays the room's. */
  guestRequestDone?: { requestId: string };
  /** A problem reported from the room (DESIGN §18); `status` shows out of service when it cannot be sold. */
  report?: ProblemReport;
  /** What she found in the room (DESIGN §17: occupied, vacant, luggage, DND), queued like a status change; `status` stays the room's. */
  finding?: { found: Finding };
}

/** A problem report as queued: its photos (already resized) wait in IndexedDB until sent. */
export interface ProblemReport {
  category: 'plumbing' | 'electrical' | 'furniture' | 'appliance' | 'cleaning_supplies' | 'other';
  note: string | null;
  outOfOrder: boolean;
  photos: Blob[];
  /** The photo upload's own clientActionId: a retried upload stores nothing twice. */
  photosActionId: string;
}

/** The offline queue item of spec §3; `id` goes to the server as clientActionId. */
export interface PendingUpdate {
  id: string;
  type: 'room-status' | 'room-undo' | 'room-lifecycle' | 'room-report' | 'guest-request-done' | 'room-finding';
  data: { statusId: string; updates: RoomStatusChange };
  timestamp: number;
  retryCount: number;
}

const EMPTY: PendingUpdate[] = [];
let items: PendingUpdate[] = EMPTY;
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: PendingUpdate[]) {
  items = next;
  listeners.forEach((notify) => notify());
}

/** Reads the queue once per page; later changes go through this module. */
export function loadPendingUpdates(): Promise<void> {
  loaded ??= inStore(PENDING_STORE, 'readonly', (store) => store.getAll() as IDBRequest<PendingUpdate[]>).then((stored) =>
    publish(stored.sort((a, b) => a.timestamp - b.timestamp)),
  );
  return loaded;
}

/** The queue in FIFO order. */
export function pendingUpdates(): PendingUpdate[] {
  return items;
}

export function usePendingUpdates(): PendingUpdate[] {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => items,
  );
}

function itemType(updates: RoomStatusChange): PendingUpdate['type'] {
  if (updates.undoOf) return 'room-undo';
  if (updates.lifecycle) return 'room-lifecycle';
  if (updates.report) return 'room-report';
  if (updates.guestRequestDone) return 'guest-request-done';
  if (updates.finding) return 'room-finding';
  return 'room-status';
}

/** Stored before it shows, so a change made offline survives closing the app. */
export async function enqueueUpdate(id: string, statusId: string, updates: RoomStatusChange): Promise<PendingUpdate> {
  await loadPendingUpdates();
  const last = items.at(-1)?.timestamp ?? 0;
  // Strictly increasing, so two taps in the same millisecond keep their order.
  const item: PendingUpdate = {
    id,
    type: itemType(updates),
    data: { statusId, updates },
    timestamp: Math.max(Date.now(), last + 1),
    retryCount: 0,
  };
  await inStore(PENDING_STORE, 'readwrite', (store) => store.put(item));
  publish([...items, item]);
  return item;
}

export async function removeUpdate(id: string): Promise<void> {
  await inStore(PENDING_STORE, 'readwrite', (store) => store.delete(id));
  publish(items.filter((i) => i.id !== id));
}

export async function saveRetry(item: PendingUpdate): Promise<void> {
  await inStore(PENDING_STORE, 'readwrite', (store) => store.put(item));
  publish(items.map((i) => (i.id === item.id ? item : i)));
}
