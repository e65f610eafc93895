import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { PULL_TO_REFRESH } from '../../../src-shared/limits';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { vibrate } from '../../lib/vibrate';
import { roomErrorToast, roomSuccessToast } from '../../components/rooms/room-toasts';
import { newClientActionId } from '../../offline/client-action-id';
import type { LifecycleChange } from '../../../src-shared/room-effects';
import { submitAction } from '../../offline/submit-action';
import './queued-kinds';

/**
 * The card's clock and deferral taps (DESIGN §12), through the one room sender: online with
 * an empty queue they go straight to the server; otherwise they join the offline queue
 * behind older changes (same order, same clientActionId, the device's time) and show at once.
 */
export function useRoomWork(userId: string) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function act(room: BoardRoom, change: LifecycleChange) {
    vibrate(PULL_TO_REFRESH.vibrationMs);
    setBusy(true);
    try {
      const submitted = await submitAction(
        { client: utils.client, queryClient },
        {
          id: newClientActionId(),
          kind: 'room-lifecycle',
          userId,
          roomId: room.roomId,
          roomNumber: room.roomNumber,
          changedAt: new Date().toISOString(),
          payload: { lifecycle: change, expectedVersion: room.version },
        },
      );
      if (submitted === 'queued') roomSuccessToast(t`Saved offline - Will sync when connection restored`);
    } catch (error) {
      roomErrorToast(errorMessage(error, t`Failed to update room status`));
    } finally {
      setBusy(false);
    }
  }

  return { act, busy };
}
