import { useLingui } from '@lingui/react/macro';
import type { LateCheckout } from '../../../src-shared/late-checkouts.schemas';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { newClientActionId } from '../../offline/client-action-id';
import { roomErrorToast, undoableToast } from '../../components/rooms/room-toasts';
import { useUndoChange } from '../room-status/use-undo-change';

/**
 * Resolving a late checkout frees the room: the server marks it dirty in the same step. The
 * toast offers Undo for a few seconds (issue 18): the one undo of one's own change puts the
 * room back and reopens the late checkout.
 */
export function useResolveLateCheckout() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const mutation = trpc.lateCheckouts.resolve.useMutation();
  const undoChange = useUndoChange();
  const refresh = () => Promise.all([utils.lateCheckouts.invalidate(), utils.roomStatuses.invalidate()]);

  async function resolve(late: Pick<LateCheckout, 'id' | 'hotelId'>) {
    const clientActionId = newClientActionId();
    try {
      await mutation.mutateAsync({ id: late.id, clientActionId });
      undoableToast(t`Late checkout resolved and room marked as dirty`, () => {
        void undoChange(late.hotelId, clientActionId).then(refresh);
      });
    } catch (error) {
      roomErrorToast(errorMessage(error, t`Failed to resolve late checkout`));
    } finally {
      await refresh();
    }
  }

  return { resolve, pendingId: mutation.isPending ? mutation.variables?.id : undefined };
}
