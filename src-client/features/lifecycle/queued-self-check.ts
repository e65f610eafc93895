import { registerQueuedKind } from '../../offline/queued-action';

declare module '../../offline/queued-action' {
  interface QueuedKinds {
    /** Her self-check before Mark Clean (DESIGN §20): queued just before the clean, so sent first. */
    'room-self-check': { itemIds: string[] };
  }
}

registerQueuedKind('room-self-check', {
  // Loaded when there is one to send: the phone's first download has a budget (DESIGN §9).
  send: async ({ client }, { id, roomId, payload }) => (await import('./self-check-sender')).sendSelfCheck(client, id, roomId, payload.itemIds),
  // New in this release: no queue stored by an older one holds a self-check.
  fromStoredV1: (old) => ({ itemIds: (old.itemIds as string[] | undefined) ?? [] }),
});
