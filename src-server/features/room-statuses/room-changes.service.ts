import type { Context, Actor } from '../../trpc/context';
import type { HotelScope } from '../../trpc/hotel-scope';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { fail, GoneError } from '../../trpc/errors';
import { changesSince, currentSeq } from '../../realtime/change-log.queries';
import { foldRoomChanges } from '../../realtime/change-events';
import { listBoard, listBoardRooms } from '../../rooms/board-rows.queries';

type Deps = Pick<Context, 'db'> & { actor: Actor } & HotelScope;

/**
 * The board with the change sequence it is current at (X-Change-Seq): the sequence is read
 * first, so the rows are at least that new and resuming from it never misses a change.
 */
export async function boardWithSeq(ctx: Deps): Promise<{ seq: number; rooms: BoardRoom[] }> {
  const seq = (await currentSeq(ctx.db, ctx.hotelId)) ?? 0;
  return { seq, rooms: await listBoard(ctx.db, ctx.hotelId) };
}

/**
 * What changed on the board after `since`, latest state only (DESIGN §11): integrations
 * poll this instead of reading the whole board. 410 when `since` is older than the log.
 */
export async function roomChangesSince(ctx: Deps, since: number) {
  const found = await changesSince(ctx.db, ctx.hotelId, since);
  if (found === null) fail('NOT_FOUND', 'HOTEL_NOT_FOUND');
  if (found === 'gone') fail('NOT_FOUND', 'CHANGES_GONE', { cause: new GoneError() });
  const { touched, removed } = foldRoomChanges(found.changes);
  return { seq: found.seq, rooms: await listBoardRooms(ctx.db, ctx.hotelId, touched), removedRoomIds: removed };
}
