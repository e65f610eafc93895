import { sql, type Transaction, type Updateable } from 'kysely';
import type { Database, RoomStatusesTable } from '../../db/types';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { Deferral } from '../../../src-shared/room-lifecycle.schemas';
import type { LockedStatus } from '../room-statuses/room-statuses.queries';
import { logChange, type PendingChange } from '../../realtime/change-log.queries';
import { lastChangeColumns } from '../room-statuses/last-change';

type Trx = Transaction<Database>;

/**
 * A change to a room that keeps its status (rush, service deferred, the clock): the row, a
 * history row when the change is one the reports count (a deferral), the answer a replay of the
 * device's action gets (DESIGN §6), and the hotel's change log entry (DESIGN §11), in the
 * change's own transaction. The log entry comes last: it holds the hotel's row lock until commit.
 */
export async function writeRoomFields(
  trx: Trx,
  room: LockedStatus,
  set: Updateable<RoomStatusesTable>,
  meta: {
    actorId: string;
    at: Date;
    clientActionId?: string;
    replayAnswer?: BoardRoom;
    history?: { action: string; notes: string | null; deferral?: Pick<Deferral, 'reason' | 'retryAt'> };
  },
): Promise<PendingChange | null> {
  await trx
    .updateTable('room_statuses')
    .set({ ...set, version: sql`version + 1`, updated_at: meta.at, ...lastChangeColumns(meta.actorId) })
    .where('id', '=', room.id)
    .execute();
  if (meta.history) {
    await trx
      .insertInto('room_status_events')
      .values({
        room_id: room.room_id,
        room_number: room.room_number,
        hotel_id: room.hotel_id,
        from_status: room.status,
        to_status: room.status,
        actor_id: meta.actorId,
        at: meta.at,
        notes: meta.history.notes,
        assigned_to: room.assigned_to,
        client_action_id: meta.clientActionId ?? null,
        cleaning_type: room.cleaning_type,
        action: meta.history.action,
        deferral_reason: meta.history.deferral?.reason ?? null,
        deferral_retry_at: meta.history.deferral?.retryAt ?? null,
      })
      .execute();
  }
  if (meta.clientActionId && meta.replayAnswer) {
    await trx
      .updateTable('client_actions')
      .set({ response: JSON.stringify(meta.replayAnswer) })
      .where('user_id', '=', meta.actorId)
      .where('client_action_id', '=', meta.clientActionId)
      .execute();
  }
  return logChange(trx, { hotelId: room.hotel_id, kind: 'rooms', roomIds: [room.room_id] });
}
