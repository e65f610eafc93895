import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { MenuStatus } from '../../../src-shared/room-status';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { applyRoomAnswer } from '../../lib/room-cache';
import { newClientActionId } from '../../offline/client-action-id';
import { roomErrorToast, roomSuccessToast, undoableToast } from '../../components/rooms/room-toasts';
import { useUndoChange } from './use-undo-change';

const UNDOABLE: MenuStatus[] = ['clean', 'out_of_service'];

/**
 * Sets one room's status. Every room list is patched with the server's answer at once (the
 * live event that follows carries the same row), and the daily report refreshes since a
 * clean counts there.
 */
export function useSetRoomStatus() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const mutation = trpc.roomStatuses.setStatus.useMutation();
  const { mutateAsync } = mutation;

  const undo = useUndoChange();

  // Stable across renders, so memoized rows of long tables are not redrawn for it.
  const setStatus = useCallback(async (room: Pick<BoardRoom, 'roomId' | 'hotelId'>, status: MenuStatus, success: string, notes?: string) => {
    // Mark Clean and Out of Service can be taken back for a few seconds (issue 13); the id names the change.
    const clientActionId = UNDOABLE.includes(status) ? newClientActionId() : undefined;
    try {
      const updated = await mutateAsync({ roomId: room.roomId, status, notes, clientActionId });
      applyRoomAnswer(queryClient, updated);
      void utils.dailyStats.invalidate();
      if (clientActionId) undoableToast(success, () => void undo(room.hotelId, clientActionId));
      else roomSuccessToast(success);
      return true;
    } catch (error) {
      roomErrorToast(errorMessage(error, t`Failed to update room status`));
      return false;
    }
  }, [mutateAsync, utils, queryClient, t, undo]);

  return { setStatus, pending: mutation.isPending, pendingRoomId: mutation.isPending ? mutation.variables?.roomId : undefined };
}
