import type { Context } from '../../trpc/context';
import type { HotelScope } from '../../trpc/hotel-scope';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { listBoardRooms } from '../../rooms/board-rows.queries';

type Deps = Pick<Context, 'db'> & HotelScope;

/** The rooms a write touched, by id or by number (bulk answers and hand overs name numbers). */
export interface TouchedRooms {
  roomIds?: readonly string[];
  roomNumbers?: readonly string[];
}

/**
 * A write's answer with the board rows of the rooms it changed, read after it committed:
 * the screen that made the change patches them in (client applyRoomChange) instead of
 * refetching every room list. A row may already be newer than the write; the client keeps
 * whichever version is higher.
 */
export async function withChangedRooms<T extends object>(ctx: Deps, answer: T, touched: TouchedRooms): Promise<T & { rooms: BoardRoom[] }> {
  const ids = new Set(touched.roomIds ?? []);
  const numbers = [...new Set(touched.roomNumbers ?? [])];
  if (numbers.length > 0) {
    const byNumber = await ctx.db.selectFrom('rooms').select('id').where('hotel_id', '=', ctx.hotelId).where('room_number', 'in', numbers).execute();
    for (const row of byNumber) ids.add(row.id);
  }
  return { ...answer, rooms: await listBoardRooms(ctx.db, ctx.hotelId, [...ids]) };
}
