import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { useRoomMutation } from '../../lib/use-room-mutation';
import { writeRoomChange } from './room-sender';
import { newClientActionId } from '../../offline/client-action-id';
import { roomErrorToast, roomSuccessToast } from '../../components/rooms/room-toasts';

/**
 * Undo from a toast (issue 13), online, through the one room sender: the server puts back what
 * the rooms were before the user's own change (named by its clientActionId), and the answer
 * patches every list.
 */
export function useUndoChange() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const mutateRooms = useRoomMutation();
  return useCallback(
    async (hotelId: string, actionId: string): Promise<boolean> => {
      try {
        await mutateRooms(() => writeRoomChange(utils.client, newClientActionId(), { undoOf: actionId, hotelId }));
        void utils.dailyStats.invalidate();
        roomSuccessToast(t`Change undone`);
        return true;
      } catch (error) {
        roomErrorToast(errorMessage(error, t`The change could not be undone`));
        return false;
      }
    },
    [utils, mutateRooms, t],
  );
}
