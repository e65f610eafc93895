import type { Context, Actor } from '../../trpc/context';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { MESSAGES } from '../../../src-shared/errors';
import { fail } from '../../trpc/errors';
import { requireSameHotel } from '../../trpc/hotel-scope';
import { findBoardRoom, listAssignedTo, listBoard } from './room-statuses.queries';

type Deps = Pick<Context, 'db'> & { actor: Actor };

export async function listHotelBoard(ctx: Deps, hotelId: string): Promise<BoardRoom[]> {
  requireSameHotel(ctx.actor, hotelId, MESSAGES.hotelNotFound);
  return listBoard(ctx.db, hotelId);
}

export async function getRoomStatus(ctx: Deps, roomId: string): Promise<BoardRoom> {
  const room = await findBoardRoom(ctx.db, roomId);
  requireSameHotel(ctx.actor, room?.hotelId, MESSAGES.roomNotFound);
  return room!;
}

/** A housekeeper reads only their own rooms; others read anyone's in their hotel. */
export async function listRoomsAssignedTo(ctx: Deps, userId: string): Promise<BoardRoom[]> {
  if (ctx.actor.role === 'housekeeper' && userId !== ctx.actor.id) fail('FORBIDDEN', MESSAGES.forbidden);
  const user = await ctx.db.selectFrom('users').select(['hotel_id']).where('id', '=', userId).executeTakeFirst();
  requireSameHotel(ctx.actor, user?.hotel_id ?? undefined, MESSAGES.userNotFound);
  return listAssignedTo(ctx.db, user!.hotel_id!, userId);
}
