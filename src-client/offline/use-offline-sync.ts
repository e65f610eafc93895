import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { trpc } from '../lib/trpc';
import { applyRoomAnswer } from '../lib/room-cache';
import { loadPendingUpdates, pendingUpdates } from './pending-updates';
import { syncPendingUpdates } from './sync-queue';
import { showSyncResult } from './sync-toasts';
import { onWorkerMessage } from './sw-registration';
import { SYNC_TAG } from './sw-messages';
import { useOnline } from './use-online';
import { sendRoomChange } from './room-sender';

/** A retry after a server failure while still online; reconnects and restarts retry anyway. */
const RETRY_AFTER_MS = 15_000;

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
    // Each item through the one room sender, with its own id and the device's time (DESIGN §6);
    // a problem reported from the room (DESIGN §18) through its own sender, loaded only when there is one.
    const result = await syncPendingUpdates(userId, async (item) => {
      const { updates } = item.data;
      if (updates.report) {
        const { sendProblemReport } = await import('../features/maintenance/send-report');
        return sendProblemReport(utils.client, item.id, updates);
      }
      if (updates.guestRequestDone) {
        // A guest request done offline (issue 21): the same queue, exactly once by its id.
        const { sendGuestRequestDone } = await import('../features/guest-requests/phone/send-done');
        return sendGuestRequestDone(utils.client, queryClient, updates.guestRequestDone.requestId, { clientActionId: item.id, doneAt: updates.changedAt });
      }
      if (updates.finding) {
        // What she found in the room (DESIGN §17): exactly once by its id, at the time of the tap.
        const { sendFinding } = await import('../features/discrepancies/phone/send-finding');
        return sendFinding(utils.client, updates.roomId, updates.finding.found, { clientActionId: item.id, foundAt: updates.changedAt });
      }
      return sendRoomChange(utils.client, queryClient, item.id, updates);
    });
    showSyncResult(result);
    // A refusal changed nothing and does not carry the room as it is now: each refused room is
    // read alone and patched into every list (hers, All Rooms, the device's copies), so the
    // phone shows the server's truth at once, before its live stream has caught up.
    const refused = new Set(result.failed.flatMap((failure) => (failure.refusal ? [failure.roomId] : [])));
    for (const roomId of refused) {
      utils.client.roomStatuses.byRoom
        .query({ roomId })
        .then((room) => applyRoomAnswer(queryClient, room))
        .catch((error: unknown) => console.info('A refused room could not be read again', error));
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
