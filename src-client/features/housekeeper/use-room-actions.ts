import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { PULL_TO_REFRESH } from '../../../src-shared/limits';
import { UNDO_TOAST_MS } from '../../../src-shared/limits';
import { trpc } from '../../lib/trpc';
import { applyRoomAnswer } from '../../lib/room-cache';
import { errorMessage } from '../../lib/forms';
import { vibrate } from '../../lib/vibrate';
import { roomErrorToast, roomSuccessToast, undoableToast } from '../../components/rooms/room-toasts';
import { useUndoChange } from '../room-status/use-undo-change';
import { newClientActionId } from '../../offline/client-action-id';
import { enqueueUpdate, pendingUpdates, removeUpdate, type RoomStatusChange } from '../../offline/pending-updates';
import { isRetryableFailure, isSyncRunning } from '../../offline/sync-queue';
import { requestBackgroundSync } from '../../offline/sw-registration';

export type HousekeeperStatus = 'clean' | 'out_of_service';

/**
 * 'Mark Clean' and 'Out of Service'. Online, the change goes straight to the server; with
 * no network (or no answer) it is queued on the device and shown at once (spec §4). While
 * older changes wait in the queue, a new one waits behind them, so the order holds. Each can
 * be undone from its toast for a few seconds (issue 13), offline too: exactly once, through
 * the same queue and clientActionId.
 */
export function useRoomActions(userId: string, sync: () => Promise<void>) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const undoOnline = useUndoChange();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const hasQueue = () => pendingUpdates().some((item) => item.data.updates.userId === userId);

  /**
   * Takes back change `id`. Still waiting in the queue and not being sent: it is simply
   * dropped. Already sent: online, the server undoes it now; offline (or no answer), an undo
   * item joins the queue behind it, shown at once.
   */
  async function undo(room: BoardRoom, id: string) {
    try {
      if (pendingUpdates().some((item) => item.id === id) && !isSyncRunning()) {
        await removeUpdate(id);
        return roomSuccessToast(t`Change undone`);
      }
      if (navigator.onLine && !hasQueue() && (await undoOnline(room.hotelId, id))) return;
      const undoItem: RoomStatusChange = {
        roomId: room.roomId,
        roomNumber: room.roomNumber,
        status: room.status,
        expectedStatus: room.status,
        changedAt: new Date().toISOString(),
        userId,
        undoOf: id,
        hotelId: room.hotelId,
      };
      await enqueueUpdate(newClientActionId(), room.id, undoItem);
      requestBackgroundSync();
      roomSuccessToast(t`Undo saved offline - Will sync when connection restored`);
      // A run in progress took its list already: the undo goes in the next one.
      if (navigator.onLine) void sync().then(sync);
    } catch (error) {
      console.error('Undo could not be saved', error);
      roomErrorToast(t`The change could not be undone`);
    }
  }

  async function queue(id: string, room: BoardRoom, change: RoomStatusChange) {
    await enqueueUpdate(id, room.id, change);
    requestBackgroundSync();
    toast.success(t`Saved offline`, {
      description: t`Will sync when connection restored`,
      duration: UNDO_TOAST_MS,
      action: { label: t`Undo`, onClick: () => void undo(room, id) },
    });
  }

  async function send(id: string, room: BoardRoom, change: RoomStatusChange) {
    const saved = await utils.client.roomStatuses.setStatus.mutate({
      roomId: change.roomId,
      status: change.status as HousekeeperStatus,
      notes: change.notes,
      clientActionId: id,
      expectedStatus: change.expectedStatus,
      expectedVersion: change.expectedVersion,
      changedAt: change.changedAt,
    });
    applyRoomAnswer(queryClient, saved);
    undoableToast(change.status === 'clean' ? t`Room marked as clean` : t`Room marked out of service`, () => void undo(room, id));
  }

  /** `notes`: the Out of Service reason (the card asks for one). */
  async function setStatus(room: BoardRoom, status: HousekeeperStatus, notes?: string) {
    vibrate(PULL_TO_REFRESH.vibrationMs);
    const id = newClientActionId();
    const change: RoomStatusChange = {
      roomId: room.roomId,
      roomNumber: room.roomNumber,
      status,
      notes,
      expectedStatus: room.status,
      expectedVersion: room.version,
      changedAt: new Date().toISOString(),
      userId,
    };
    setBusy((ids) => new Set(ids).add(room.roomId));
    try {
      if (navigator.onLine && hasQueue()) await sync();
      if (!navigator.onLine || hasQueue()) return await queue(id, room, change);
      try {
        await send(id, room, change);
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
