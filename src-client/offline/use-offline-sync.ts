import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BoardRoom } from '../../src-shared/room-ops.schemas';
import { trpc } from '../lib/trpc';
import { loadPendingUpdates, pendingUpdates } from './pending-updates';
import { syncPendingUpdates } from './sync-queue';
import { showSyncResult } from './sync-toasts';
import { onWorkerMessage } from './sw-registration';
import { SYNC_TAG } from './sw-messages';
import { useOnline } from './use-online';

/** A retry after a server failure while still online; reconnects and restarts retry anyway. */
const RETRY_AFTER_MS = 15_000;

/** Puts the server's answer for a room into every cached room list, so no old status flashes. */
export function putRoomInLists(queryClient: QueryClient, room: BoardRoom) {
  queryClient.setQueriesData<unknown>({ queryKey: [['roomStatuses']] }, (old: unknown) =>
    Array.isArray(old) ? (old as BoardRoom[]).map((r) => (r.roomId === room.roomId ? room : r)) : old,
  );
}

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
    if (!navigator.onLine || !pendingUpdates().some((item) => item.data.updates.userId === userId)) return;
    const result = await syncPendingUpdates(userId, async (item) => {
      const { updates } = item.data;
      const room = await utils.client.roomStatuses.setStatus.mutate({
        roomId: updates.roomId,
        status: updates.status,
        clientActionId: item.id,
        expectedStatus: updates.expectedStatus,
        changedAt: updates.changedAt,
      });
      putRoomInLists(queryClient, room);
    });
    showSyncResult(result);
    if (result.synced > 0 || result.failed.length > 0) {
      void Promise.all([utils.roomStatuses.invalidate(), utils.lateCheckouts.invalidate()]);
    }
    if (result.remaining > 0 && navigator.onLine) {
      retryTimer.current = setTimeout(() => setRetryRound((n) => n + 1), RETRY_AFTER_MS);
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
