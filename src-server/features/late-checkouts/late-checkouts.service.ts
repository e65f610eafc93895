import type { z } from 'zod';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { Context, Actor } from '../../trpc/context';
import type { addLateCheckoutInput, LateCheckout, resolveLateCheckoutInput } from '../../../src-shared/late-checkouts.schemas';
import { isLaterToday } from '../../../src-shared/hotel-time';
import { fail } from '../../trpc/errors';
import type { HotelScope } from '../../trpc/hotel-scope';
import { isUniqueViolation } from '../../db/unique-violation';
import { statusEffects } from '../../../src-shared/room-effects';
import { findLateCheckout, listUnresolved } from './late-checkouts.queries';
import { announce } from '../../realtime/announce';
import { changeRooms, type RoomWriter } from '../../rooms/change-rooms';
import { logChange, logChanges, type PendingChange } from '../../realtime/change-log.queries';

type Deps = Pick<Context, 'db' | 'bus' | 'push'> & { actor: Actor } & HotelScope;

export async function listUnresolvedLateCheckouts(ctx: Deps, hotelId: string): Promise<LateCheckout[]> {
  return listUnresolved(ctx.db, hotelId);
}

export async function addLateCheckout(ctx: Deps, input: z.infer<typeof addLateCheckoutInput>): Promise<LateCheckout> {
  const room = await ctx.db
    .selectFrom('rooms as r')
    .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
    .select(['r.id', 'r.hotel_id', 'h.timezone'])
    .where('r.id', '=', input.roomId)
    .where('r.hotel_id', '=', ctx.hotelId)
    .executeTakeFirst();
  if (!room) fail('NOT_FOUND', 'ROOM_NOT_FOUND');
  if (!isLaterToday(input.checkoutTime, room.timezone)) fail('BAD_REQUEST', 'CHECKOUT_TIME_PAST');
  let id: string;
  let changes: (PendingChange | null)[];
  try {
    ({ id, changes } = await ctx.db.transaction().execute(async (trx) => {
      const late = await trx
        .insertInto('late_checkouts')
        .values({ room_id: room.id, hotel_id: room.hotel_id, checkout_time: input.checkoutTime, created_by: ctx.actor.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The list changed, and so did the room's board row (hasLateCheckout).
      const notes = [
        { hotelId: room.hotel_id, kind: 'late-checkouts' as const, event: { type: 'late_checkout.created' as const, subjectId: late.id } },
        { hotelId: room.hotel_id, kind: 'rooms' as const, roomIds: [room.id] },
      ];
      return { id: late.id, changes: await logChanges(trx, notes) };
    }));
  } catch (error) {
    // The partial unique index keeps one unresolved late checkout per room, also under races.
    if (isUniqueViolation(error)) fail('CONFLICT', 'LATE_CHECKOUT_OPEN');
    throw error;
  }
  announce(ctx, changes);
  return (await findLateCheckout(ctx.db, id))!;
}

/**
 * Resolving frees the room for cleaning: resolved, then dirty with the spec's note, in one
 * transaction. With the device's clientActionId it is exactly once (a replay answers the
 * late checkout again) and can be undone: the room's row as it was is kept for
 * roomStatuses.undo, and the late checkout remembers the action, so the undo reopens it.
 */
export async function resolveLateCheckout(ctx: Deps, input: z.infer<typeof resolveLateCheckoutInput>): Promise<LateCheckout> {
  const { id, clientActionId } = input;
  const at = new Date();
  const lock = async (trx: Transaction<Database>, writer: RoomWriter) => {
    const late = await trx
      .selectFrom('late_checkouts')
      .selectAll()
      .where('id', '=', id)
      .where('hotel_id', '=', ctx.hotelId)
      .forUpdate()
      .executeTakeFirst();
    if (!late) fail('NOT_FOUND', 'LATE_CHECKOUT_NOT_FOUND');
    if (late.resolved_at) fail('CONFLICT', 'LATE_CHECKOUT_RESOLVED');
    return { late, rooms: await writer.lock({ roomIds: [late.room_id] }) };
  };
  await changeRooms(ctx, { clientActionId, request: { resolve: id }, lock }, async (trx, { late, rooms }, writer) => {
    await trx
      .updateTable('late_checkouts')
      .set({ resolved_at: at, resolved_by: ctx.actor.id, resolved_action_id: clientActionId ?? null })
      .where('id', '=', id)
      .execute();
    // The system's own step, recorded under whoever resolved it; the guest has left: a departure.
    const set = statusEffects('system', 'dirty', {
      actorId: ctx.actor.id,
      at,
      systemNote: { kind: 'late-checkout-dirty' },
      currentNotes: null,
      cleaningType: 'departure',
    });
    const listChange = await logChange(trx, {
      hotelId: late.hotel_id,
      kind: 'late-checkouts',
      event: { type: 'late_checkout.resolved', subjectId: id },
    });
    const undoable = clientActionId ? { clientActionId, replayAnswer: { lateCheckoutId: id }, keepForUndo: true } : {};
    return { answer: { lateCheckoutId: id }, logged: [listChange, await writer.write(rooms, set, { actorId: ctx.actor.id, at, ...undoable })] };
  });
  return (await findLateCheckout(ctx.db, id))!;
}
