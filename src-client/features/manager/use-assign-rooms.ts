import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { roomErrorToast, roomSuccessToast } from '../../components/rooms/room-toasts';

/** Assigns rooms to a housekeeper: one room from its row, or the selection at once. */
export function useAssignRooms() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
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
      try {
        const { count } = await mutateAsync({ roomIds, housekeeperId });
        roomSuccessToast(single ? t`Room assigned successfully` : t`${count} room(s) assigned`);
        return true;
      } catch (error) {
        roomErrorToast(errorMessage(error, t`Failed to assign ${n} room(s)`));
        return false;
      } finally {
        await utils.roomStatuses.invalidate();
      }
    },
    [mutateAsync, utils, t],
  );

  return { assign, pending: mutation.isPending };
}
