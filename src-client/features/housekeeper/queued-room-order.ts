import { registerQueuedKind } from '../../offline/queued-action';

declare module '../../offline/queued-action' {
  interface QueuedKinds {
    /** Her own order of her rooms for a hotel-local day (DESIGN §22): the whole order, first first. */
    'room-order': { date: string; roomIds: string[] };
  }
}

registerQueuedKind('room-order', {
  // The sender loads when there is one to send (the phone's first download has a budget, DESIGN §9).
  send: async ({ client, queryClient }, { id, userId, payload }) => (await import('./send-room-order')).sendRoomOrder(client, queryClient, userId, payload, id),
  // New in this release: no queue stored by an older one holds an order.
  fromStoredV1: (old) => old.roomOrder as { date: string; roomIds: string[] },
});
