import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { GuestRequest } from '../../../../src-shared/guest-requests.schemas';
import { PULL_TO_REFRESH } from '../../../../src-shared/limits';
import { trpc } from '../../../lib/trpc';
import { errorMessage } from '../../../lib/forms';
import { vibrate } from '../../../lib/vibrate';
import { roomErrorToast, roomSuccessToast } from '../../../components/rooms/room-toasts';
import { newClientActionId } from '../../../offline/client-action-id';
import { enqueueUpdate, pendingUpdates, usePendingUpdates } from '../../../offline/pending-updates';
import { isRetryableFailure } from '../../../offline/sync-queue';
import { requestBackgroundSync } from '../../../offline/sw-registration';

const NONE: Record<string, GuestRequest[]> = {};

/**
 * The viewer's open guest requests (issue 21), by room, for the phone's cards; one queued
 * 'Done' hides its task at once. `done` is one tap: straight to the server when online with
 * an empty queue, else through the exactly-once queue (DESIGN §6) behind older changes.
 */
export function useGuestTasks(hotelId: string, userId: string) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const mine = trpc.guestRequests.mine.useQuery({ hotelId });
  const pending = usePendingUpdates();
  const [busy, setBusy] = useState<string | null>(null);

  const tasks = useMemo(() => {
    const queued = new Set(pending.flatMap((item) => (item.data.updates.guestRequestDone ? [item.data.updates.guestRequestDone.requestId] : [])));
    return (mine.data ?? []).filter((r) => !queued.has(r.id));
  }, [mine.data, pending]);
  const byRoom = useMemo(() => {
    if (tasks.length === 0) return NONE;
    const map: Record<string, GuestRequest[]> = {};
    for (const r of tasks) (map[r.roomId] ??= []).push(r);
    return map;
  }, [tasks]);

  async function done(request: GuestRequest) {
    vibrate(PULL_TO_REFRESH.vibrationMs);
    const id = newClientActionId();
    const doneAt = new Date().toISOString();
    const queue = async () => {
      await enqueueUpdate(id, request.roomId, {
        roomId: request.roomId,
        roomNumber: request.roomNumber,
        status: 'assigned',
        expectedStatus: 'assigned',
        changedAt: doneAt,
        userId,
        guestRequestDone: { requestId: request.id },
      });
      requestBackgroundSync();
      roomSuccessToast(t`Saved offline - Will sync when connection restored`);
    };
    setBusy(request.id);
    try {
      const queued = pendingUpdates().some((item) => item.data.updates.userId === userId);
      if (!navigator.onLine || queued) return await queue();
      try {
        const { sendGuestRequestDone } = await import('./send-done');
        await sendGuestRequestDone(utils.client, queryClient, request.id, { clientActionId: id, doneAt });
      } catch (error) {
        if (!isRetryableFailure(error)) return roomErrorToast(errorMessage(error, t`Failed to update the request`));
        await queue();
      }
    } catch (error) {
      console.error('Guest request could not be saved', error);
      roomErrorToast(t`Failed to update the request`);
    } finally {
      setBusy(null);
    }
  }

  return { tasks, byRoom, done, busy };
}

export type GuestTasks = ReturnType<typeof useGuestTasks>;
