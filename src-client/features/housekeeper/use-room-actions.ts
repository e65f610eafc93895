import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { PULL_TO_REFRESH, TOAST_MS } from '../../../src-shared/limits';
import { trpc } from '../../lib/trpc';
import { applyRoomAnswer } from '../../lib/room-cache';
import { errorMessage } from '../../lib/forms';
import { vibrate } from '../../lib/vibrate';
import { roomErrorToast, roomSuccessToast } from '../../components/rooms/room-toasts';
import { newClientActionId } from '../../offline/client-action-id';
import { enqueueUpdate, pendingUpdates, type RoomStatusChange } from '../../offline/pending-updates';
import { isRetryableFailure } from '../../offline/sync-queue';
import { requestBackgroundSync } from '../../offline/sw-registration';

export type HousekeeperStatus = RoomStatusChange['status'];

/**
 * 'Mark Clean' and 'Out of Service'. Online, the change goes straight to the server; with
 * no network (or no answer) it is queued on the device and shown at once (spec §4). While
 * older changes wait in the queue, a new one waits behind them, so the order holds.
 */
export function useRoomActions(userId: string, sync: () => Promise<void>) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const hasQueue = () => pendingUpdates().some((item) => item.data.updates.userId === userId);

  async function queue(id: string, room: BoardRoom, change: RoomStatusChange) {
    await enqueueUpdate(id, room.id, change);
    requestBackgroundSync();
    toast.success(t`Saved offline`, { description: t`Will sync when connection restored`, duration: TOAST_MS.roomAction });
  }

  async function send(id: string, change: RoomStatusChange) {
    const saved = await utils.client.roomStatuses.setStatus.mutate({
      roomId: change.roomId,
      status: change.status,
      clientActionId: id,
      expectedStatus: change.expectedStatus,
      changedAt: change.changedAt,
    });
    applyRoomAnswer(queryClient, saved);
    roomSuccessToast(change.status === 'clean' ? t`Room marked as clean` : t`Room marked out of service`);
  }

  async function setStatus(room: BoardRoom, status: HousekeeperStatus) {
    vibrate(PULL_TO_REFRESH.vibrationMs);
    const id = newClientActionId();
    const change: RoomStatusChange = {
      roomId: room.roomId,
      roomNumber: room.roomNumber,
      status,
      expectedStatus: room.status,
      changedAt: new Date().toISOString(),
      userId,
    };
    setBusy((ids) => new Set(ids).add(room.roomId));
    try {
      if (navigator.onLine && hasQueue()) await sync();
      if (!navigator.onLine || hasQueue()) return await queue(id, room, change);
      try {
        await send(id, change);
      } catch (error) {
        if (!isRetryableFailure(error)) return roomErrorToast(errorMessage(error, t`Failed to update room status`));
        await queue(id, room, change);
      }
    } catch (error) {
      console.error('Room change could not be saved', error);
      roomErrorToast(t`Failed to update room status`);
    } finally {
      setBusy((ids) => {
        const next = new Set(ids);
        next.delete(room.roomId);
        return next;
      });
    }
  }

  return { setStatus, busy };
}
