import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { roomErrorToast, roomSuccessToast } from '../../components/rooms/room-toasts';
import { newClientActionId } from '../../offline/client-action-id';
import { submitAction } from '../../offline/submit-action';
import type { Client } from '../../offline/queued-action';
import { showOrder } from './send-room-order';

/**
 * Her new order, shown at once and sent as one queued action (DESIGN §6, §22): straight to
 * the server when online with nothing older waiting, else kept on the device and sent later.
 * Loaded on her first reorder, not with the phone's first screen (DESIGN §9); the kind
 * 'room-order' is registered at start-up (queued-kinds.ts), so this file does not import it.
 */
export async function submitRoomOrder(
  deps: { client: Client; queryClient: QueryClient },
  order: { userId: string; date: string; roomIds: string[]; room: { roomId: string; roomNumber: string } },
): Promise<void> {
  showOrder(deps.queryClient, order.date, order.roomIds);
  try {
    const submitted = await submitAction(deps, {
      id: newClientActionId(),
      kind: 'room-order',
      userId: order.userId,
      roomId: order.room.roomId,
      roomNumber: order.room.roomNumber,
      changedAt: new Date().toISOString(),
      payload: { date: order.date, roomIds: order.roomIds },
    });
    if (submitted === 'queued') roomSuccessToast(i18n._(msg`Saved offline - Will sync when connection restored`));
  } catch (error) {
    // Refused: the list goes back to the order the server keeps.
    void deps.queryClient.invalidateQueries({ queryKey: getQueryKey(trpc.arrivals.myPriorities) });
    roomErrorToast(errorMessage(error, i18n._(msg`Your order could not be saved`)));
  }
}
