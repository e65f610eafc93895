import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { roomErrorToast, undoableToast } from '../../components/rooms/room-toasts';
import { useUndoChange } from '../room-status/use-undo-change';
import { newClientActionId } from '../../offline/client-action-id';
import { usePatchRooms } from '../../lib/room-cache';

/**
 * Assigns rooms of one hotel to a housekeeper: one room from its row, or the selection at
 * once. Either can be taken back from the toast for a few seconds (issue 13).
 */
export function useAssignRooms(hotelId: string | undefined) {
  const { t } = useLingui();
  const patchRooms = usePatchRooms();
  const undo = useUndoChange();
  const mutation = trpc.roomStatuses.assign.useMutation();
  const { mutateAsync } = mutation;

  /** `single`: the per-row dropdown, which reports the one room; otherwise the count. */
  const assign = useCallback(
    async (roomIds: string[], housekeeperId: string, single = false): Promise<boolean> => {
      const n = roomIds.length;
      if (n === 0 || !housekeeperId) {
        roomErrorToast(t`Please select rooms and a housekeeper`);
        return false;
      }
      const clientActionId = newClientActionId();
      try {
        const { count, rooms } = await mutateAsync({ roomIds, housekeeperId, clientActionId });
        // The answer's rows patch every list (no refetch); so does an undo's.
        if (hotelId) patchRooms(hotelId, rooms);
        const message = single ? t`Room assigned successfully` : t`${count} room(s) assigned`;
        undoableToast(message, () => {
          if (hotelId) void undo(hotelId, clientActionId);
        });
        return true;
      } catch (error) {
        roomErrorToast(errorMessage(error, t`Failed to assign ${n} room(s)`));
        return false;
      }
    },
    [mutateAsync, patchRooms, t, undo, hotelId],
  );

  return { assign, pending: mutation.isPending };
}
