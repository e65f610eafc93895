import type { QueryClient } from '@tanstack/react-query';
import type { MenuStatus } from '../../src-shared/room-status';
import type { trpc } from '../lib/trpc';
import { applyRoomAnswer, applyRoomChange } from '../lib/room-cache';
import { enqueueUpdate, loadPendingUpdates, pendingUpdates, type RoomStatusChange } from './pending-updates';
import { isRetryableFailure } from './sync-queue';
import { requestBackgroundSync } from './sw-registration';
import { sendLifecycleChange } from './send-lifecycle-change';

type Client = ReturnType<typeof trpc.useUtils>['client'];

/** What the server is sent of a change; a queued item carries the rest (who, room number) for the device. */
export type SentRoomChange = Pick<RoomStatusChange, 'roomId' | 'status'> &
  Partial<Pick<RoomStatusChange, 'notes' | 'undoOf' | 'hotelId' | 'expectedStatus' | 'expectedVersion' | 'lifecycle' | 'changedAt'>>;

/**
 * The Undo of one's own change (issue 13): it names the change, not a room (the Undo of an
 * assignment puts several back); `changedAt`, when it was pressed, if not now.
 */
export interface SentUndo {
  undoOf: string;
  hotelId: string;
  changedAt?: string;
}

export type SentChange = SentRoomChange | SentUndo;

function isUndo(change: SentChange): change is SentUndo {
  return Boolean(change.undoOf && change.hotelId);
}

/**
 * The one sender of a room change (issue 19): a status change, a clock or deferral action,
 * or the Undo of one's own change, whether tapped now or replayed from the offline queue
 * (`id` is its clientActionId, so a resend is harmless: DESIGN §6). The server's answer
 * patches every cached list through applyRoomChange, the same path as a live event.
 */
export async function sendRoomChange(client: Client, queryClient: QueryClient, id: string | undefined, change: SentChange): Promise<void> {
  if (isUndo(change)) {
    // The server judges the undo window by when it was pressed, offline too (issue 13).
    const rooms = await client.roomStatuses.undo.mutate({ hotelId: change.hotelId, actionId: change.undoOf, clientActionId: id!, requestedAt: change.changedAt });
    return applyRoomChange(queryClient, { hotelId: change.hotelId, rooms });
  }
  if (change.lifecycle) {
    const device = { clientActionId: id!, changedAt: change.changedAt!, expectedVersion: change.expectedVersion };
    return applyRoomAnswer(queryClient, await sendLifecycleChange(client, change.roomId, change.lifecycle, device));
  }
  const room = await client.roomStatuses.setStatus.mutate({
    roomId: change.roomId,
    status: change.status as MenuStatus,
    notes: change.notes,
    clientActionId: id,
    expectedStatus: change.expectedStatus,
    expectedVersion: change.expectedVersion,
    changedAt: change.changedAt,
  });
  applyRoomAnswer(queryClient, room);
}

export type Submitted = 'sent' | 'queued';

function hasQueue(userId: string): boolean {
  return pendingUpdates().some((item) => item.data.updates.userId === userId);
}

/**
 * A housekeeper's tap (spec §4, DESIGN §6): online with nothing older waiting, it is sent
 * now; offline, behind older queued changes (sent first, when `sync` is given), or when the
 * server gives no answer (network, 5xx), it joins the device's queue with the same id and
 * shows at once (offline/optimistic-rooms.ts). A refusal (4xx) is thrown for the caller to say.
 */
export async function submitRoomChange(
  deps: {
    client: Client;
    queryClient: QueryClient;
    sync?: () => Promise<void>;
    /** The sender of a kind the room sender does not send itself (a problem report), the same the queue uses for it. */
    send?: (id: string, change: RoomStatusChange) => Promise<unknown>;
  },
  id: string,
  statusId: string,
  change: RoomStatusChange,
): Promise<Submitted> {
  await loadPendingUpdates();
  if (navigator.onLine && hasQueue(change.userId) && deps.sync) await deps.sync();
  if (navigator.onLine && !hasQueue(change.userId)) {
    try {
      await (deps.send ? deps.send(id, change) : sendRoomChange(deps.client, deps.queryClient, id, change));
      return 'sent';
    } catch (error) {
      if (!isRetryableFailure(error)) throw error;
    }
  }
  await enqueueUpdate(id, statusId, change);
  requestBackgroundSync();
  return 'queued';
}
