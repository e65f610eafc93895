import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { trpc } from '../lib/trpc';
import { applyRoomsAnswer } from '../lib/use-room-mutation';
import { hasQueued, loadPendingUpdates } from './pending-updates';
import { sendQueuedAction } from './queued-action';
import { syncPendingUpdates } from './sync-queue';
import { showSyncResult } from './sync-toasts';
import { onWorkerMessage } from './sw-registration';
import { SYNC_TAG } from './sw-messages';
import { useOnline } from './use-online';

/** A retry after a server failure while still online; reconnects and restarts retry anyway. */
const RETRY_AFTER_MS = 15_000;
/** A server's Retry-After is honoured, within reason: not sooner than a second, not later than a minute. */
const RETRY_AFTER_BOUNDS_MS = { min: 1_000, max: 60_000 };

/**
 * Syncs the offline queue (spec §4): at start when online with pending items, on
 * reconnect, and when the service worker's background sync asks. Returns `sync` for
 * pull-to-refresh and for changes queued while online.
 */
export function useOfflineSync(userId: string) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const online = useOnline();
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [retryRound, setRetryRound] = useState(0);
  const running = useRef<Promise<void> | null>(null);

  const run = useCallback(async (): Promise<void> => {
    clearTimeout(retryTimer.current);
    await loadPendingUpdates();
    if (!navigator.onLine || !hasQueued(userId)) return;
    // Each item through its kind's sender (registerQueuedKind), with its own id and the device's time (DESIGN §6).
    const deps = { client: utils.client, queryClient };
    const result = await syncPendingUpdates(userId, (item) => sendQueuedAction(deps, item));
    showSyncResult(result);
    // A refusal changed nothing and does not carry the room as it is now: each refused room is
    // read alone and patched into every list (hers, All Rooms, the device's copies), so the
    // phone shows the server's truth at once, before its live stream has caught up.
    const refused = new Set(result.failed.flatMap((failure) => (failure.refusal ? [failure.roomId] : [])));
    for (const roomId of refused) {
      utils.client.roomStatuses.byRoom
        .query({ roomId })
        .then((room) => applyRoomsAnswer(queryClient, room))
        .catch((error: unknown) => console.info('A refused room could not be read again', error));
    }
    if (result.remaining > 0 && navigator.onLine) {
      // A busy server's Retry-After (a deploy draining, the database back soon), else the usual pause.
      const wait = result.retryAfterMs === null ? RETRY_AFTER_MS : Math.min(Math.max(result.retryAfterMs, RETRY_AFTER_BOUNDS_MS.min), RETRY_AFTER_BOUNDS_MS.max);
      retryTimer.current = setTimeout(() => setRetryRound((n) => n + 1), wait);
    }
  }, [userId, utils, queryClient]);

  // Reconnect, the worker's message and a tap can ask at once: they share one run and one report.
  const sync = useCallback(() => {
    running.current ??= run().finally(() => {
      running.current = null;
    });
    return running.current;
  }, [run]);

  useEffect(() => {
    if (online) void sync().catch((error: unknown) => console.warn('Offline sync failed', error));
  }, [online, sync, retryRound]);

  useEffect(
    () =>
      onWorkerMessage((message) => {
        if (message.type === SYNC_TAG) void sync().catch((error: unknown) => console.warn('Offline sync failed', error));
      }),
    [sync],
  );

  useEffect(() => () => clearTimeout(retryTimer.current), []);

  return sync;
}
