import { useLingui } from '@lingui/react/macro';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { roomErrorToast, roomSuccessToast } from './room-toasts';

/** Resolving a late checkout frees the room: the server marks it dirty in the same step. */
export function useResolveLateCheckout() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const mutation = trpc.lateCheckouts.resolve.useMutation();

  async function resolve(id: string) {
    try {
      await mutation.mutateAsync({ id });
      roomSuccessToast(t`Late checkout resolved and room marked as dirty`);
    } catch (error) {
      roomErrorToast(errorMessage(error, t`Failed to resolve late checkout`));
    } finally {
      await Promise.all([utils.lateCheckouts.invalidate(), utils.roomStatuses.invalidate()]);
    }
  }

  return { resolve, pendingId: mutation.isPending ? mutation.variables?.id : undefined };
}
