import type { WorkOrderCategory } from '../../../src-shared/work-orders.schemas';
import { registerQueuedKind } from '../../offline/queued-action';

/** A problem reported from the room (DESIGN §18) as queued: its photos (already resized) wait in IndexedDB until sent. */
export interface ProblemReportPayload {
  category: WorkOrderCategory;
  note: string | null;
  outOfOrder: boolean;
  photos: Blob[];
  /** The photo upload's own clientActionId: a retried upload stores nothing twice. */
  photosActionId: string;
  /** The room version and assignee the card showed (DESIGN §6): the room is left as it is if either moved on. */
  expectedVersion?: number;
  expectedAssignedTo?: string | null;
}

declare module '../../offline/queued-action' {
  interface QueuedKinds {
    'room-report': ProblemReportPayload;
  }
}

registerQueuedKind('room-report', {
  // The sender (and its texts) loads only when there is a report to send (DESIGN §9).
  send: async ({ client }, action) => (await import('./send-report')).sendProblemReport(client, action),
  // The card shows the room out of order until it syncs, when it cannot be sold.
  showOnRoom: (room, { payload }) => (payload.outOfOrder ? { ...room, status: 'out_of_order' } : room),
  fromStoredV1: (old) => {
    const report = old.report as Omit<ProblemReportPayload, 'expectedVersion' | 'expectedAssignedTo'>;
    return { ...report, expectedVersion: old.expectedVersion as number | undefined, expectedAssignedTo: old.expectedAssignedTo as string | null | undefined };
  },
});
