import { OFFLINE_MAX_RETRIES } from '../../src-shared/limits';
import { isApiError } from '../lib/trpc';
import { refusalOf, type ServerRefusal } from '../lib/reasons';
import { pendingUpdates, removeUpdate, saveRetry, type PendingUpdate } from './pending-updates';

export interface SyncFailure {
  roomId: string;
  roomNumber: string;
  /** Why the server refused it (translated where shown), or null when it never answered. */
  refusal: ServerRefusal | null;
}

export interface SyncResult {
  synced: number;
  failed: SyncFailure[];
  /** Items still queued after a network error or a server failure. */
  remaining: number;
}

type Outcome = 'sent' | 'refused' | 'retry' | 'wait';

function outcomeOf(error: unknown): Outcome {
  const status = isApiError(error) ? error.data?.httpStatus : undefined;
  if (status === undefined || status >= 500) return 'retry';
  // A lapsed session is no verdict on the change: keep it for after the next sign-in.
  if (status === 401) return 'wait';
  return 'refused';
}

let running: Promise<SyncResult> | null = null;

/** A run is sending items now: a queued item may already be on its way, too late to just drop. */
export function isSyncRunning(): boolean {
  return running !== null;
}

/**
 * Sends the user's queued changes, oldest first (DESIGN §6). Sent → removed. Refused by
 * the server (409 when the room moved on, or any other 4xx) → removed and reported.
 * Network error or 5xx → retry count raised, removed once it reaches 4 (spec §4); the run
 * stops there, since later changes may build on that one. One run at a time per page.
 */
export function syncPendingUpdates(userId: string, send: (item: PendingUpdate) => Promise<unknown>): Promise<SyncResult> {
  running ??= run(userId, send).finally(() => {
    running = null;
  });
  return running;
}

async function run(userId: string, send: (item: PendingUpdate) => Promise<unknown>): Promise<SyncResult> {
  const result: SyncResult = { synced: 0, failed: [], remaining: 0 };
  const queue = pendingUpdates().filter((item) => item.data.updates.userId === userId);
  for (const [index, item] of queue.entries()) {
    let outcome: Outcome = 'sent';
    let refusal: ServerRefusal | null = null;
    try {
      await send(item);
    } catch (error) {
      outcome = outcomeOf(error);
      refusal = refusalOf(error);
    }
    const { roomId, roomNumber } = item.data.updates;
    if (outcome === 'sent') {
      await removeUpdate(item.id);
      result.synced += 1;
    } else if (outcome === 'refused') {
      await removeUpdate(item.id);
      result.failed.push({ roomId, roomNumber, refusal });
    } else if (outcome === 'retry' && item.retryCount + 1 >= OFFLINE_MAX_RETRIES) {
      await removeUpdate(item.id);
      result.failed.push({ roomId, roomNumber, refusal });
    } else {
      if (outcome === 'retry') await saveRetry({ ...item, retryCount: item.retryCount + 1 });
      result.remaining = queue.length - index;
      break;
    }
  }
  return result;
}

/** A failure worth queueing and retrying: no answer at all, or the server failed (5xx). */
export function isRetryableFailure(error: unknown): boolean {
  return outcomeOf(error) === 'retry';
}
