import { OFFLINE_MAX_RETRIES } from '../../src-shared/limits';
import { isApiError } from '../lib/trpc';
import { refusalOf, type ServerRefusal } from '../lib/reasons';
import { pendingUpdates, removeUpdate, saveRetry } from './pending-updates';
import { kindOf, UnknownQueuedKind, type QueuedAction } from './queued-action';
import { isServerBusy, retryAfterMs } from './server-busy';

export interface SyncFailure {
  roomId: string;
  roomNumber: string;
  /** Why the server refused it (translated where shown), or null when it never answered. */
  refusal: ServerRefusal | null;
  /** The kind's own words for it (QueuedKindSpec.failureText), or null for the reason's text. */
  text: string | null;
}

export interface SyncResult {
  synced: number;
  failed: SyncFailure[];
  /** Items still queued after a network error or a server failure. */
  remaining: number;
  /** How long the server asked to wait (Retry-After) before the next try, when it said. */
  retryAfterMs: number | null;
}

type Outcome = 'sent' | 'refused' | 'retry' | 'wait';

/**
 * What to do with a queued item the server did not take. 'retry' counts towards the limit
 * (spec §4); 'wait' keeps it as it is for a later run: a lapsed session (401), or the server
 * saying it cannot take it just now (503 DATABASE_UNAVAILABLE, issue 28, or 503 SHUTTING_DOWN
 * while it drains for a deploy), is no verdict on the change, and an outage or a deploy longer
 * than four tries must not drop it. A kind this page cannot send waits too.
 */
export function syncOutcome(error: unknown): Exclude<Outcome, 'sent'> {
  if (isServerBusy(error) || error instanceof UnknownQueuedKind) return 'wait';
  const status = isApiError(error) ? error.data?.httpStatus : undefined;
  if (status === undefined || status >= 500) return 'retry';
  if (status === 401) return 'wait';
  return 'refused';
}

let running: Promise<SyncResult> | null = null;

/** A run is sending items now: a queued item may already be on its way, too late to just drop. */
export function isSyncRunning(): boolean {
  return running !== null;
}

/**
 * Sends the user's queued actions, oldest first (DESIGN §6), each through its kind's sender.
 * Sent → removed. Refused by the server (409 when the room moved on, or any other 4xx) →
 * removed and reported. Network error or 5xx → retry count raised, removed once it reaches 4
 * (spec §4); the run stops there, since later changes may build on that one. Not signed in,
 * or the server busy (503 DATABASE_UNAVAILABLE or SHUTTING_DOWN) → kept as it is, the run
 * stops. One run at a time per page.
 */
export function syncPendingUpdates(userId: string, send: (item: QueuedAction) => Promise<unknown>): Promise<SyncResult> {
  running ??= run(userId, send).finally(() => {
    running = null;
  });
  return running;
}

async function failure(item: QueuedAction, refusal: ServerRefusal | null): Promise<SyncFailure> {
  // Its words are a nicety: a text that cannot load leaves the reason's own.
  const text = await Promise.resolve(kindOf(item)?.failureText?.(refusal, item as never) ?? null).catch(() => null);
  return { roomId: item.roomId, roomNumber: item.roomNumber, refusal, text };
}

async function run(userId: string, send: (item: QueuedAction) => Promise<unknown>): Promise<SyncResult> {
  const result: SyncResult = { synced: 0, failed: [], remaining: 0, retryAfterMs: null };
  const queue = pendingUpdates().filter((item) => item.userId === userId);
  for (const [index, item] of queue.entries()) {
    let outcome: Outcome = 'sent';
    let refusal: ServerRefusal | null = null;
    let caught: unknown;
    try {
      await send(item);
    } catch (error) {
      caught = error;
      outcome = syncOutcome(error);
      refusal = refusalOf(error);
    }
    if (outcome === 'sent') {
      await removeUpdate(item.id);
      result.synced += 1;
    } else if (outcome === 'refused') {
      await removeUpdate(item.id);
      result.failed.push(await failure(item, refusal));
    } else if (outcome === 'retry' && item.retryCount + 1 >= OFFLINE_MAX_RETRIES) {
      await removeUpdate(item.id);
      result.failed.push(await failure(item, refusal));
    } else {
      if (outcome === 'retry') await saveRetry({ ...item, retryCount: item.retryCount + 1 });
      if (caught instanceof UnknownQueuedKind) console.warn(caught.message);
      result.remaining = queue.length - index;
      result.retryAfterMs = retryAfterMs(caught);
      break;
    }
  }
  return result;
}

/** A failure worth queueing and retrying: no answer at all, the server failed (5xx), or it was busy (503 as above). */
export function isRetryableFailure(error: unknown): boolean {
  return syncOutcome(error) === 'retry' || isServerBusy(error);
}
