import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { MenuStatus, RoomStatus } from '../../../src-shared/room-status';
import type { Client } from '../../offline/queued-action';
import type { LifecycleChange } from './lifecycle-changes';
import { sendLifecycleChange } from './send-lifecycle-change';

/** A status change as the server is sent it; a queued one carries the rest (who, room number) for the device. */
export interface SentRoomChange {
  roomId: string;
  status: MenuStatus;
  notes?: string;
  expectedStatus?: RoomStatus;
  expectedVersion?: number;
  expectedAssignedTo?: string | null;
  changedAt?: string;
}

/**
 * The Undo of one's own change (issue 13): it names the change, not a room (the Undo of an
 * assignment puts several back); `changedAt`, when it was pressed, if not now.
 */
export interface SentUndo {
  undoOf: string;
  hotelId: string;
  changedAt?: string;
}

/** A clock or deferral action (DESIGN §12), at the device's time. */
export interface SentLifecycle {
  roomId: string;
  lifecycle: LifecycleChange;
  changedAt: string;
  expectedVersion?: number;
}

export type SentChange = SentRoomChange | SentUndo | SentLifecycle;

/**
 * The one sender of a room change (issue 19): a status change, a clock or deferral action,
 * or the Undo of one's own change, whether tapped now or replayed from the offline queue
 * (`id` is its clientActionId, so a resend is harmless: DESIGN §6). Returns the server's room
 * rows; the caller applies them (useRoomMutation, or applyRoomsAnswer in the queue).
 */
export async function writeRoomChange(client: Client, id: string | undefined, change: SentChange): Promise<BoardRoom | BoardRoom[]> {
  if ('undoOf' in change) {
    // The server judges the undo window by when it was pressed, offline too (issue 13).
    return client.roomStatuses.undo.mutate({ hotelId: change.hotelId, actionId: change.undoOf, clientActionId: id!, requestedAt: change.changedAt });
  }
  if ('lifecycle' in change) {
    return sendLifecycleChange(client, change.roomId, change.lifecycle, { clientActionId: id!, changedAt: change.changedAt, expectedVersion: change.expectedVersion });
  }
  return client.roomStatuses.setStatus.mutate({
    roomId: change.roomId,
    status: change.status,
    notes: change.notes,
    clientActionId: id,
    expectedStatus: change.expectedStatus,
    expectedVersion: change.expectedVersion,
    expectedAssignedTo: change.expectedAssignedTo,
    changedAt: change.changedAt,
  });
}
