import type { Context, Actor } from '../../trpc/context';
import type { HotelScope } from '../../trpc/hotel-scope';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { fail } from '../../trpc/errors';
import { findBoardRoom, listAssignedTo, listBoard } from './room-statuses.queries';

type Deps = Pick<Context, 'db'> & { actor: Actor } & HotelScope;

export async function listHotelBoard(ctx: Deps, hotelId: string): Promise<BoardRoom[]> {
  return listBoard(ctx.db, hotelId);
}

export async function getRoomStatus(ctx: Deps, roomId: string): Promise<BoardRoom> {
  const room = await findBoardRoom(ctx.db, roomId);
  if (!room || room.hotelId !== ctx.hotelId) fail('NOT_FOUND', 'ROOM_NOT_FOUND');
  return room;
}

/** A housekeeper reads only their own rooms; others read anyone's in their hotel. */
export async function listRoomsAssignedTo(ctx: Deps, userId: string): Promise<BoardRoom[]> {
  if (ctx.actor.role === 'housekeeper' && userId !== ctx.actor.id) fail('FORBIDDEN', 'FORBIDDEN');
  return listAssignedTo(ctx.db, ctx.hotelId, userId);
}
