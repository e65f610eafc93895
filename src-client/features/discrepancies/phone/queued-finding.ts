import type { Finding } from '../../../../src-shared/discrepancies.schemas';
import { registerQueuedKind } from '../../../offline/queued-action';
import { sendFinding } from './send-finding';

declare module '../../../offline/queued-action' {
  interface QueuedKinds {
    /** What she found in the room (DESIGN §17: occupied, vacant, luggage, DND); `changedAt` is when. */
    'room-finding': { found: Finding };
  }
}

registerQueuedKind('room-finding', {
  // Exactly once by its id, counted on the day of the tap; it changes no room on the card.
  send: ({ client }, { id, roomId, changedAt, payload }) => sendFinding(client, roomId, payload.found, { clientActionId: id, foundAt: changedAt }),
  fromStoredV1: (old) => ({ found: (old.finding as { found: Finding }).found }),
});
