import type { RoomStatus } from '../../../src-shared/room-status';
import { applyRoomsAnswer } from '../../lib/use-room-mutation';
import type { ServerRefusal } from '../../lib/reasons';
import { registerQueuedKind } from '../../offline/queued-action';
import { applyLifecycleChange, applyStatusChange, type LifecycleChange } from './lifecycle-changes';
import { writeRoomChange, type SentRoomChange } from './room-sender';

/** A housekeeper's status change (Mark Clean, Out of Service), as queued. */
export interface RoomStatusPayload {
  /** The new status, shown until it syncs. */
  status: SentRoomChange['status'];
  /** The Out of Service reason, kept as the room's note. */
  notes?: string;
  /** The status the device showed when the change was made (DESIGN §6). */
  expectedStatus: RoomStatus;
  /** The room version the device had (DESIGN §6); absent in items queued by an app older than it. */
  expectedVersion?: number;
  /** Whom the device showed the room assigned to (null: nobody), so 'reassigned' means someone else since (issue 29). */
  expectedAssignedTo?: string | null;
}

/** The Undo of one's own change (issue 13), by its clientActionId. */
export interface RoomUndoPayload {
  undoOf: string;
  hotelId: string;
  /** The status it puts back, shown until it syncs. */
  status: RoomStatus;
}

/** The clock or a deferral (DESIGN §12). */
export interface RoomLifecyclePayload {
  lifecycle: LifecycleChange;
  expectedVersion?: number;
}

declare module '../../offline/queued-action' {
  interface QueuedKinds {
    'room-status': RoomStatusPayload;
    'room-undo': RoomUndoPayload;
    'room-lifecycle': RoomLifecyclePayload;
  }
}

/** A refusal because the room moved on says what it is now (issue 29 §5); its texts load with the first failure. */
const movedOnText = async (refusal: ServerRefusal | null) => (await import('./room-now-texts')).roomNowText(refusal);

registerQueuedKind('room-status', {
  async send({ client, queryClient }, { id, roomId, changedAt, payload }) {
    applyRoomsAnswer(queryClient, await writeRoomChange(client, id, { roomId, changedAt, ...payload, status: payload.status }));
  },
  showOnRoom: (room, { payload, changedAt, userId }) => applyStatusChange(room, payload.status, { at: changedAt, actorId: userId, notes: payload.notes }),
  failureText: movedOnText,
  fromStoredV1: (old) => ({
    status: old.status as RoomStatusPayload['status'],
    notes: old.notes as string | undefined,
    expectedStatus: old.expectedStatus as RoomStatus,
    expectedVersion: old.expectedVersion as number | undefined,
    expectedAssignedTo: old.expectedAssignedTo as string | null | undefined,
  }),
});

registerQueuedKind('room-undo', {
  async send({ client, queryClient }, { id, changedAt, payload }) {
    applyRoomsAnswer(queryClient, await writeRoomChange(client, id, { undoOf: payload.undoOf, hotelId: payload.hotelId, changedAt }));
  },
  // It puts back the status it names; the rest of the room follows when it syncs.
  showOnRoom: (room, { payload }) => ({ ...room, status: payload.status }),
  failureText: movedOnText,
  fromStoredV1: (old) => ({ undoOf: old.undoOf as string, hotelId: old.hotelId as string, status: old.status as RoomStatus }),
});

registerQueuedKind('room-lifecycle', {
  async send({ client, queryClient }, { id, roomId, changedAt, payload }) {
    applyRoomsAnswer(queryClient, await writeRoomChange(client, id, { roomId, changedAt, ...payload }));
  },
  showOnRoom: (room, { payload, changedAt, userId }) => applyLifecycleChange(room, payload.lifecycle, changedAt, userId),
  failureText: movedOnText,
  fromStoredV1: (old) => ({ lifecycle: old.lifecycle as LifecycleChange, expectedVersion: old.expectedVersion as number | undefined }),
});
