import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { Db } from '../../db/connection';
import type { EventBus } from '../../realtime/event-bus';
import type { PendingChange } from '../../realtime/change-log.queries';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { fail } from '../../trpc/errors';
import { changeRoom, changeRooms, type Deps, type RoomWriter } from '../../rooms/change-rooms';
import { dueSchedules, writeScheduleCancelled } from './out-of-order-schedule.queries';
import { writeOutOfOrder } from './out-of-order.service';


/** 'Cancel' on a room's 'Out of order from …' mark: the out of order that has not begun is dropped. */
export function cancelScheduledOutOfOrder(ctx: Deps, input: { roomId: string }, now = new Date()): Promise<BoardRoom> {
  return changeRoom(ctx, { roomId: input.roomId }, async (_trx, { room, board }, writer) => {
    if (!board.outOfOrderScheduled) fail('CONFLICT', 'OUT_OF_ORDER_NOT_SCHEDULED');
    return { logged: await writeScheduleCancelled(writer, room, { actorId: ctx.actor.id, at: now }) };
  });
}

/**
 * The periodic pass (with the day's plan and the out-of-order returns, every minute): out of
 * order set from a future date begins once its `from` has come, by the system, through the
 * same write as the manager's (history, change log, PMS push). Each due room is locked and its
 * schedule cleared by the write that begins it (dueSchedules), so however many instances run
 * the pass it begins once. One whose `until` has passed too (the app was down all along)
 * is dropped (through the same write, so boards lose the mark), not begun. Returns the room ids taken out of order.
 */
export async function beginScheduledOutOfOrder(db: Db, bus: EventBus, now = new Date()): Promise<string[]> {
  const due = await db.selectFrom('room_statuses').select(['hotel_id', 'room_id']).where('ooo_next_from', '<=', now).execute();
  const begun: string[] = [];
  for (const hotelId of new Set(due.map((r) => r.hotel_id))) {
    const roomIds = due.filter((r) => r.hotel_id === hotelId).map((r) => r.room_id);
    const lock = (_trx: Transaction<Database>, writer: RoomWriter) => writer.lock({ roomIds, hotelId });
    const rooms = await changeRooms({ db, bus }, { lock }, async (trx, locked, writer) => {
      const logged: (PendingChange | null)[] = [];
      const rooms: string[] = [];
      for (const schedule of await dueSchedules(trx, locked.map((r) => r.id), now)) {
        const room = locked.find((r) => r.id === schedule.id)!;
        const until = schedule.ooo_next_until ? new Date(schedule.ooo_next_until) : null;
        if (until && until.getTime() <= now.getTime()) {
          // Over before it began (the app was down all along): dropped, and every board loses its mark.
          logged.push(await writeScheduleCancelled(writer, room, { actorId: null, at: now }));
          continue;
        }
        const fields = {
          reason: schedule.ooo_next_reason ?? 'other',
          until,
          returnStatus: schedule.ooo_next_return_status ?? 'dirty',
          notes: schedule.ooo_next_notes,
          from: new Date(schedule.ooo_next_from!),
          clearSchedule: true,
        };
        logged.push(await writeOutOfOrder(trx, writer, room, fields, { actorId: null, at: now }));
        rooms.push(room.room_id);
      }
      return { answer: rooms, logged };
    });
    begun.push(...rooms);
  }
  return begun;
}
