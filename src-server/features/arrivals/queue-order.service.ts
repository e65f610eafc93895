import type { Context, Actor } from '../../trpc/context';
import type { HotelScope } from '../../trpc/hotel-scope';
import type { QueueOrder, ReorderQueueInput } from '../../../src-shared/arrivals.schemas';
import { hotelDate } from '../../../src-shared/hotel-time';
import { roomPriority } from '../../../src-shared/room-priority';
import { findRules, hotelTimezone } from '../occupancy/occupancy.public';
import { withClientAction } from '../../rooms/client-actions';
import { logChange } from '../../realtime/change-log.queries';
import { announce } from '../../realtime/announce';
import { logQueueReordered } from './reorder-history';
import { arrivalRows } from './arrivals.queries';
import { replaceOwnOrder } from './queue-order.queries';
import { dayMinute } from './day-minute';

type Deps = Pick<Context, 'db'> & Partial<Pick<Context, 'bus'>> & HotelScope & { actor: Actor };

/**
 * Her own order for a day (DESIGN §22), set by her or a manager: kept on the server, so ready
 * times follow it and so does her other device. The order is normalised, not refused: a room
 * no longer hers is left out (a queued reorder may reach the server after a reassignment) and
 * a room whose guest arrives within the hotel's window goes ahead of those without one, the
 * rest keeping the order given. Every reader applies the window again (applyOwnOrder), since a
 * room becomes urgent as the day goes on. Exactly once per device action (clientActionId).
 */
export async function reorderQueue(ctx: Deps, input: ReorderQueueInput, at = new Date()): Promise<QueueOrder> {
  const timezone = await hotelTimezone(ctx.db, ctx.hotelId);
  const rules = await findRules(ctx.db, ctx.hotelId);
  const date = input.date ?? hotelDate(timezone, at);
  const now = dayMinute(timezone, rules.dayStart, date, at);
  const result = await ctx.db.transaction().execute(async (trx) => {
    const action = { userId: ctx.actor.id, clientActionId: input.clientActionId, request: { userId: input.userId, date: input.date ?? null, roomIds: input.roomIds } };
    const claimed = await withClientAction(
      trx,
      action,
      async () => {
        const hers = new Map((await arrivalRows(trx, ctx.hotelId, date, input.userId)).map((r) => [r.room_id, r]));
        const urgent = (id: string) => {
          const r = hers.get(id)!;
          const room = { roomId: id, roomNumber: r.room_number, floor: r.floor, rush: r.priority, arrivalTime: r.arrival_time, departureTime: r.departure_time, vip: r.vip ?? 0, earlyCheckIn: Boolean(r.early_check_in) };
          return roomPriority(room, now, rules.arrivalWindowMinutes).urgent;
        };
        const mine = input.roomIds.filter((id) => hers.has(id));
        const roomIds = [...mine.filter(urgent), ...mine.filter((id) => !urgent(id))];
        const by = ctx.actor.kind === 'user' ? ctx.actor.id : null;
        await replaceOwnOrder(trx, { hotelId: ctx.hotelId, userId: input.userId, day: date, roomIds, by });
        // The day's history names who reordered (issue 32); the change log tells the screens (ready times, her other phone).
        const attendantName = hers.get(roomIds[0] ?? '')?.assigned_to_name ?? null;
        await logQueueReordered(trx, { attendantName, roomIds, roomNumbers: roomIds.map((id) => hers.get(id)!.room_number) }, { actorId: by, at });
        const change = await logChange(trx, { hotelId: ctx.hotelId, kind: 'queue-order' });
        return { order: { userId: input.userId, date, roomIds }, change };
      },
      (done) => done.order,
    );
    return claimed.replayed ? { order: claimed.replay as QueueOrder, change: null } : claimed.done;
  });
  if (ctx.bus) announce({ bus: ctx.bus }, [result.change]);
  return result.order;
}
