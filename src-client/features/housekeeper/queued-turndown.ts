import { registerQueuedKind } from '../../offline/queued-action';

declare module '../../offline/queued-action' {
  interface QueuedKinds {
    /** A turndown done on the phone (issue 32); `changedAt` is when, `date` the night of the list it was tapped on. */
    'turndown-done': { date: string };
  }
}

registerQueuedKind('turndown-done', {
  // The sender loads when there is one to send (the phone's first download has a budget, DESIGN §9).
  send: async ({ client, queryClient }, { id, roomId, changedAt }) => (await import('./send-turndown')).sendTurndownDone(client, queryClient, roomId, { clientActionId: id, doneAt: changedAt }),
  // New in this release: no queue stored by an older one holds a turndown.
  fromStoredV1: (old) => ({ date: String(old.date ?? '') }),
});
