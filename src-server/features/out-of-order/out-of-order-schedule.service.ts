import type { Context, Actor } from '../../trpc/context';
import type { HotelScope } from '../../trpc/hotel-scope';
import type { Db } from '../../db/connection';
import type { EventBus } from '../../realtime/event-bus';
import type { PendingChange } from '../../realtime/change-log.queries';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { fail } from '../../trpc/errors';
import { announce } from '../../realtime/announce';
import { listBoardRooms } from '../room-statuses/room-board.queries';
import { lockStatuses } from '../room-statuses/room-writes.queries';
import { claimDueSchedules, writeScheduleCancelled } from './out-of-order-schedule.queries';
import { writeOutOfOrder } from './out-of-order.service';

type Deps = Pick<Context, 'db' | 'bus'> & { actor: Actor } & HotelScope;

/** 'Cancel' on a room's 'Out of order from …' mark: the out of order that has not begun is dropped. */
export async function cancelScheduledOutOfOrder(ctx: Deps, input: { roomId: string }, now = new Date()): Promise<BoardRoom> {
  const change = await ctx.db.transaction().execute(async (trx) => {
    const [room] = await lockStatuses(trx, { roomIds: [input.roomId], hotelId: ctx.hotelId });
    if (!room) fail('NOT_FOUND', 'ROOM_NOT_FOUND');
    const row = await trx.selectFrom('room_statuses').select('ooo_next_from').where('id', '=', room.id).executeTakeFirstOrThrow();
    if (!row.ooo_next_from) fail('CONFLICT', 'OUT_OF_ORDER_NOT_SCHEDULED');
    return writeScheduleCancelled(trx, room, { actorId: ctx.actor.id, at: now });
  });
  announce(ctx, [change]);
  const [board] = await listBoardRooms(ctx.db, ctx.hotelId, [input.roomId]);
  return board!;
}

/**
 * The periodic pass (with the day's plan and the out-of-order returns, every minute): out of
 * order set from a future date begins once its `from` has come, by the system, through the
 * same write as the manager's (history, change log, PMS push). Each due room is claimed by a
 * conditional update under its row lock (claimDueSchedules), so however many instances run
 * the pass it begins once. One whose `until` has passed too (the app was down all along)
 * is dropped, not begun. Returns the room ids taken out of order.
 */
export async function beginScheduledOutOfOrder(db: Db, bus: EventBus, now = new Date()): Promise<string[]> {
  const due = await db.selectFrom('room_statuses').select(['hotel_id', 'room_id']).where('ooo_next_from', '<=', now).execute();
  const begun: string[] = [];
  for (const hotelId of new Set(due.map((r) => r.hotel_id))) {
    const roomIds = due.filter((r) => r.hotel_id === hotelId).map((r) => r.room_id);
    const result = await db.transaction().execute(async (trx) => {
      const locked = await lockStatuses(trx, { roomIds, hotelId });
      const claimed = await claimDueSchedules(
        trx,
        locked.map((r) => r.id),
        now,
      );
      const changes: (PendingChange | null)[] = [];
      const rooms: string[] = [];
      for (const schedule of claimed) {
        const room = locked.find((r) => r.id === schedule.id)!;
        const until = schedule.ooo_next_until ? new Date(schedule.ooo_next_until) : null;
        if (until && until.getTime() <= now.getTime()) continue;
        const fields = {
          reason: schedule.ooo_next_reason ?? 'other',
          until,
          returnStatus: schedule.ooo_next_return_status ?? 'dirty',
          notes: schedule.ooo_next_notes,
          from: new Date(schedule.ooo_next_from!),
        };
        changes.push(await writeOutOfOrder(trx, room, fields, { actorId: null, at: now }));
        rooms.push(room.room_id);
      }
      return { changes, rooms };
    });
    announce({ bus }, result.changes);
    begun.push(...result.rooms);
  }
  return begun;
}
