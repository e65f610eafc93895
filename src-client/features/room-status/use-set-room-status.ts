import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MenuStatus } from '../../../src-shared/room-status';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { newClientActionId } from '../../offline/client-action-id';
import { useRoomMutation } from '../../lib/use-room-mutation';
import { writeRoomChange } from './room-sender';
import { roomErrorToast, roomSuccessToast, undoableToast } from '../../components/rooms/room-toasts';
import { useUndoChange } from './use-undo-change';

const UNDOABLE: MenuStatus[] = ['clean', 'out_of_service'];

/**
 * Sets one room's status from the desk's and managers' menus, through the one room sender:
 * every room list is patched with the server's answer at once (the live event that follows
 * carries the same row), and the daily report refreshes since a clean counts there.
 */
export function useSetRoomStatus() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const mutateRooms = useRoomMutation();
  const [pendingRoomId, setPendingRoomId] = useState<string | undefined>(undefined);
  const undo = useUndoChange();

  // Stable across renders, so memoized rows of long tables are not redrawn for it.
  const setStatus = useCallback(
    async (room: Pick<BoardRoom, 'roomId' | 'hotelId'>, status: MenuStatus, success: string, notes?: string) => {
      // Mark Clean and Out of Service can be taken back for a few seconds (issue 13); the id names the change.
      const clientActionId = UNDOABLE.includes(status) ? newClientActionId() : undefined;
      setPendingRoomId(room.roomId);
      try {
        await mutateRooms(() => writeRoomChange(utils.client, clientActionId, { roomId: room.roomId, status, notes }));
        void utils.dailyStats.invalidate();
        if (clientActionId) undoableToast(success, () => void undo(room.hotelId, clientActionId));
        else roomSuccessToast(success);
        return true;
      } catch (error) {
        roomErrorToast(errorMessage(error, t`Failed to update room status`));
        return false;
      } finally {
        setPendingRoomId(undefined);
      }
    },
    [utils, mutateRooms, t, undo],
  );

  return { setStatus, pending: pendingRoomId !== undefined, pendingRoomId };
}
