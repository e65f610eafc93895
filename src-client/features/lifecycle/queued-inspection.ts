import { registerQueuedKind } from '../../offline/queued-action';
import type { QueuedInspection } from './inspection-queue';

declare module '../../offline/queued-action' {
  interface QueuedKinds {
    /** A scored inspection (issue 31); it changes the room only once the server has judged it. */
    'room-inspection': QueuedInspection;
  }
}

registerQueuedKind('room-inspection', {
  // The sender (photos, then the inspection) loads when there is one to send (DESIGN §9).
  send: async ({ client, queryClient }, { id, roomId, payload }) => (await import('./inspection-queue')).sendInspection(client, queryClient, id, roomId, payload),
  // New in this release: no queue stored by an older one holds an inspection.
  fromStoredV1: (old) => old.inspection as QueuedInspection,
});
