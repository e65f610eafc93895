import type { Context, Actor } from '../../trpc/context';
import type { HotelScope } from '../../trpc/hotel-scope';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { fail } from '../../trpc/errors';
import { findBoardRoom, listAssignedTo, listBoard } from '../../rooms/board-rows.queries';

type Deps = Pick<Context, 'db'> & { actor: Actor } & HotelScope;

export async function listHotelBoard(ctx: Deps, hotelId: string): Promise<BoardRoom[]> {
  return listBoard(ctx.db, hotelId);
}

/** A room the procedure's locator found in the hotel (404 once deleted since). */
export async function getRoomStatus(ctx: Deps, roomId: string): Promise<BoardRoom> {
  const room = await findBoardRoom(ctx.db, roomId);
  if (!room) fail('NOT_FOUND', 'ROOM_NOT_FOUND');
  return room;
}

/** The rooms of one housekeeper (whose list the caller may read: the procedure decides). */
export async function listRoomsAssignedTo(ctx: Deps, userId: string): Promise<BoardRoom[]> {
  return listAssignedTo(ctx.db, ctx.hotelId, userId);
}
