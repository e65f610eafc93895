import { registerQueuedKind } from '../../../offline/queued-action';
import type { QueuedFoundItem } from './send-found-item';

declare module '../../../offline/queued-action' {
  interface QueuedKinds {
    /** A found item logged from a room or a public area (issue 29); it changes no room. */
    'found-item': QueuedFoundItem;
  }
}

registerQueuedKind('found-item', {
  // Logged once by its id, at the time of the tap; a refused photo leaves the item logged. The
  // sender loads when there is one to send: the phone's first download has a budget (DESIGN §9).
  send: async ({ client }, { id, changedAt, payload }) => (await import('./send-found-item')).sendFoundItem(client, id, payload, changedAt),
  // New in this release: no queue stored by an older one holds a found item.
  fromStoredV1: (old) => old.foundItem as QueuedFoundItem,
});
