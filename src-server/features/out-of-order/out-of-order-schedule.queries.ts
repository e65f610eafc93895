import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { PendingChange } from '../../realtime/change-log.queries';
import type { OutOfOrderReason, OutOfOrderReturnStatus } from '../../../src-shared/room-status';
import type { LockedStatus, RoomWriter } from '../../rooms/change-rooms';
import { CLEARED_SCHEDULED_OUT_OF_ORDER } from '../../../src-shared/room-effects';

export interface ScheduledOutOfOrder {
  from: Date;
  until: Date | null;
  reason: OutOfOrderReason;
  returnStatus: OutOfOrderReturnStatus;
  notes?: string | null;
}

/**
 * Keeps an out of order that begins later on a locked room's status row (replacing one that
 * was waiting). The room's status does not change, so no history row: the history records the
 * room going out of order when it does. The version and change log move, so every board
 * shows the 'Out of order from …' mark.
 */
export function writeScheduledOutOfOrder(
  writer: RoomWriter,
  room: LockedStatus,
  input: ScheduledOutOfOrder,
  meta: { actorId: string | null; at: Date },
): Promise<PendingChange | null> {
  return writer.write(
    [room],
    {
      ooo_next_from: input.from,
      ooo_next_until: input.until,
      ooo_next_reason: input.reason,
      ooo_next_return_status: input.returnStatus,
      ooo_next_notes: input.notes ?? null,
    },
    { ...meta, history: false },
  );
}

/** Drops a locked room's out of order waiting to begin ('Cancel'); the room is otherwise untouched. */
export function writeScheduleCancelled(writer: RoomWriter, room: LockedStatus, meta: { actorId: string | null; at: Date }) {
  return writer.write([room], CLEARED_SCHEDULED_OUT_OF_ORDER, { ...meta, history: false });
}

/**
 * The out of order waiting to begin on these locked rooms that is due at `now`. The rows are
 * locked (lockStatuses) and what begins them clears the schedule in the same transaction
 * (writeOutOfOrder, writeScheduleCancelled), so of two instances (or two passes) only the
 * first finds a schedule due; the other, let in once the first commits, finds it cleared.
 */
export async function dueSchedules(trx: Transaction<Database>, statusIds: string[], now: Date) {
  if (statusIds.length === 0) return [];
  return trx
    .selectFrom('room_statuses')
    .select(['id', 'ooo_next_from', 'ooo_next_until', 'ooo_next_reason', 'ooo_next_return_status', 'ooo_next_notes'])
    .where('id', 'in', statusIds)
    .where('ooo_next_from', '<=', now)
    .execute();
}
