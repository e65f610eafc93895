import { registerQueuedKind } from '../../../offline/queued-action';

declare module '../../../offline/queued-action' {
  interface QueuedKinds {
    /** A guest request marked done on the phone (issue 21); `changedAt` is when. */
    'guest-request-done': { requestId: string };
  }
}

registerQueuedKind('guest-request-done', {
  // Loaded only when there is one to send; exactly once by its id, at the time of the tap.
  send: async ({ client, queryClient }, { id, changedAt, payload }) =>
    (await import('./send-done')).sendGuestRequestDone(client, queryClient, payload.requestId, { clientActionId: id, doneAt: changedAt }),
  fromStoredV1: (old) => ({ requestId: (old.guestRequestDone as { requestId: string }).requestId }),
});
