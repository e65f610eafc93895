import { useLingui } from '@lingui/react/macro';
import type { LateCheckout } from '../../../src-shared/late-checkouts.schemas';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { usePatchRooms } from '../../lib/room-cache';
import { newClientActionId } from '../../offline/client-action-id';
import { roomErrorToast, undoableToast } from '../../components/rooms/room-toasts';
import { useUndoChange } from '../room-status/use-undo-change';
import { usePatchLateCheckouts } from './late-checkout-list';

/**
 * Resolving a late checkout frees the room: the server marks it dirty in the same step. The
 * answer patches the room and the list (no refetch). The toast offers Undo for a few seconds
 * (issue 18): the one undo of one's own change puts the room back and reopens the late
 * checkout, which comes back with the undo's live event (or this small list's refetch).
 */
export function useResolveLateCheckout() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const mutation = trpc.lateCheckouts.resolve.useMutation();
  const undoChange = useUndoChange();
  const patchRooms = usePatchRooms();
  const patchLateCheckouts = usePatchLateCheckouts();

  async function resolve(late: Pick<LateCheckout, 'id' | 'hotelId'>) {
    const clientActionId = newClientActionId();
    try {
      const { rooms, ...resolved } = await mutation.mutateAsync({ id: late.id, clientActionId });
      patchRooms(late.hotelId, rooms);
      patchLateCheckouts(resolved);
      undoableToast(t`Late checkout resolved and room marked as dirty`, () => {
        void undoChange(late.hotelId, clientActionId).then(() => utils.lateCheckouts.unresolved.invalidate({ hotelId: late.hotelId }));
      });
    } catch (error) {
      roomErrorToast(errorMessage(error, t`Failed to resolve late checkout`));
      // Refused (resolved by someone else, gone): the small list is read again.
      void utils.lateCheckouts.unresolved.invalidate({ hotelId: late.hotelId });
    }
  }

  return { resolve, pendingId: mutation.isPending ? mutation.variables?.id : undefined };
}
