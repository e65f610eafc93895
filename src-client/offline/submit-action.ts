import { enqueueAction, hasQueued, loadPendingUpdates } from './pending-updates';
import { sendQueuedAction, type QueuedAction, type QueuedDraft, type SendDeps } from './queued-action';
import { isRetryableFailure } from './sync-queue';
import { requestBackgroundSync } from './sw-registration';

export type Submitted = 'sent' | 'queued';

/**
 * A tap on the phone, of any queued kind (spec §4, DESIGN §6): online with nothing older
 * waiting, it is sent now through its kind's sender; offline, behind older queued actions
 * (sent first, when `sync` is given), or when the server gives no answer (network, 5xx, busy),
 * it joins the device's queue with the same id and shows at once. A refusal (4xx) is thrown
 * for the caller to say.
 */
export async function submitAction(deps: SendDeps & { sync?: () => Promise<void> }, draft: QueuedDraft): Promise<Submitted> {
  await loadPendingUpdates();
  if (navigator.onLine && hasQueued(draft.userId) && deps.sync) await deps.sync();
  if (navigator.onLine && !hasQueued(draft.userId)) {
    try {
      await sendQueuedAction(deps, { ...draft, timestamp: 0, retryCount: 0 } as QueuedAction);
      return 'sent';
    } catch (error) {
      if (!isRetryableFailure(error)) throw error;
    }
  }
  await enqueueAction(draft);
  requestBackgroundSync();
  return 'queued';
}
