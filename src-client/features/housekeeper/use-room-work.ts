import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { PULL_TO_REFRESH } from '../../../src-shared/limits';
import { trpc } from '../../lib/trpc';
import { applyRoomAnswer } from '../../lib/room-cache';
import { errorMessage } from '../../lib/forms';
import { vibrate } from '../../lib/vibrate';
import { roomErrorToast, roomSuccessToast } from '../../components/rooms/room-toasts';
import { newClientActionId } from '../../offline/client-action-id';
import { enqueueUpdate, pendingUpdates } from '../../offline/pending-updates';
import { isRetryableFailure } from '../../offline/sync-queue';
import { requestBackgroundSync } from '../../offline/sw-registration';
import type { LifecycleChange } from '../../offline/lifecycle-changes';
import { sendLifecycleChange } from '../../offline/send-lifecycle-change';

/**
 * The card's clock and deferral taps (DESIGN §12). Online with an empty queue they go
 * straight to the server; otherwise they join the offline queue behind older changes (same
 * order, same clientActionId, the device's time) and show at once.
 */
export function useRoomWork(userId: string) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function act(room: BoardRoom, change: LifecycleChange) {
    vibrate(PULL_TO_REFRESH.vibrationMs);
    const id = newClientActionId();
    const changedAt = new Date().toISOString();
    const queue = async () => {
      await enqueueUpdate(id, room.id, {
        roomId: room.roomId,
        roomNumber: room.roomNumber,
        status: room.status,
        expectedStatus: room.status,
        expectedVersion: room.version,
        changedAt,
        userId,
        lifecycle: change,
      });
      requestBackgroundSync();
      roomSuccessToast(t`Saved offline - Will sync when connection restored`);
    };
    setBusy(true);
    try {
      const queued = pendingUpdates().some((item) => item.data.updates.userId === userId);
      if (!navigator.onLine || queued) return await queue();
      try {
        applyRoomAnswer(queryClient, await sendLifecycleChange(utils.client, room.roomId, change, { clientActionId: id, changedAt, expectedVersion: room.version }));
      } catch (error) {
        if (!isRetryableFailure(error)) return roomErrorToast(errorMessage(error, t`Failed to update room status`));
        await queue();
      }
    } catch (error) {
      console.error('Room change could not be saved', error);
      roomErrorToast(t`Failed to update room status`);
    } finally {
      setBusy(false);
    }
  }

  return { act, busy };
}
