import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { PULL_TO_REFRESH } from '../../../src-shared/limits';
import { UNDO_TOAST_MS } from '../../../src-shared/limits';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { vibrate } from '../../lib/vibrate';
import { roomErrorToast, roomSuccessToast, undoableToast } from '../../components/rooms/room-toasts';
import { newClientActionId } from '../../offline/client-action-id';
import { pendingUpdates, removeUpdate } from '../../offline/pending-updates';
import { isSyncRunning } from '../../offline/sync-queue';
import { submitAction } from '../../offline/submit-action';
import './queued-kinds';

export type HousekeeperStatus = 'clean' | 'out_of_service';

/**
 * 'Mark Clean' and 'Out of Service', through the one room sender (room-status/room-sender.ts, queued as 'room-status'):
 * online it goes straight to the server; with no network (or no answer) it is queued on
 * the device and shown at once (spec §4), behind older queued changes so the order holds.
 * Each can be undone from its toast for a few seconds (issue 13), offline too: exactly
 * once, through the same sender and clientActionId.
 */
export function useRoomActions(userId: string, sync: () => Promise<void>) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const deps = { client: utils.client, queryClient, sync };

  /**
   * Takes back change `id`. Still waiting in the queue and not being sent: it is simply
   * dropped. Already sent: the undo is sent like any change (now, or queued behind it).
   */
  async function undo(room: BoardRoom, id: string) {
    try {
      if (pendingUpdates().some((item) => item.id === id) && !isSyncRunning()) {
        await removeUpdate(id);
        return roomSuccessToast(t`Change undone`);
      }
      const undoItem = {
        id: newClientActionId(),
        kind: 'room-undo' as const,
        userId,
        roomId: room.roomId,
        roomNumber: room.roomNumber,
        changedAt: new Date().toISOString(),
        payload: { undoOf: id, hotelId: room.hotelId, status: room.status },
      };
      if ((await submitAction(deps, undoItem)) === 'sent') return roomSuccessToast(t`Change undone`);
      roomSuccessToast(t`Undo saved offline - Will sync when connection restored`);
      // A run in progress took its list already: the undo goes in the next one.
      if (navigator.onLine) void sync().then(sync);
    } catch (error) {
      roomErrorToast(errorMessage(error, t`The change could not be undone`));
    }
  }

  /** `notes`: the Out of Service reason (the card asks for one). */
  async function setStatus(room: BoardRoom, status: HousekeeperStatus, notes?: string) {
    vibrate(PULL_TO_REFRESH.vibrationMs);
    const id = newClientActionId();
    const change = {
      id,
      kind: 'room-status' as const,
      userId,
      roomId: room.roomId,
      roomNumber: room.roomNumber,
      changedAt: new Date().toISOString(),
      payload: { status, notes, expectedStatus: room.status, expectedVersion: room.version, expectedAssignedTo: room.assignedTo },
    };
    setBusy((ids) => new Set(ids).add(room.roomId));
    try {
      const submitted = await submitAction(deps, change);
      if (submitted === 'sent') {
        undoableToast(status === 'clean' ? t`Room marked as clean` : t`Room marked out of service`, () => void undo(room, id));
      } else {
        toast.success(t`Saved offline`, {
          description: t`Will sync when connection restored`,
          duration: UNDO_TOAST_MS,
          action: { label: t`Undo`, onClick: () => void undo(room, id) },
        });
      }
    } catch (error) {
      roomErrorToast(errorMessage(error, t`Failed to update room status`));
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
