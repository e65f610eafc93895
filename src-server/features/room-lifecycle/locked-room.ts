import type { Transaction } from 'kysely';
import type { Context, Actor } from '../../trpc/context';
import type { HotelScope } from '../../trpc/hotel-scope';
import type { Database } from '../../db/types';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { CreditsByCleaningType } from '../../../src-shared/cleaning-types';
import { fail } from '../../trpc/errors';
import { staleChangeReason } from '../../../src-shared/stale-change';
import { announce } from '../../realtime/announce';
import type { PendingChange } from '../../realtime/change-log.queries';
import { lockBoardRoom, type LockedStatus } from '../room-statuses/room-statuses.queries';
import { requestHash, storedReplay } from '../room-statuses/client-actions.queries';

export type Deps = Pick<Context, 'db' | 'bus' | 'push'> & { actor: Actor } & HotelScope;

export interface LockedRoom {
  room: LockedStatus;
  board: BoardRoom;
  /** The room type's credits (null for none): what re-prices a room given another cleaning type. */
  typeCredits: CreditsByCleaningType | null;
}

/**
 * One change to one room of the lifecycle: the room's row locked, the device's action claimed
 * when it carries a clientActionId (a replay gets the stored answer, DESIGN §6), the room
 * proven to be in the hotel the middleware allowed, refused when it moved on since the version
 * the device saw, then `change` writes and says what it logged.
 */
export async function changeLockedRoom(
  ctx: Deps,
  input: { roomId: string; clientActionId?: string; expectedVersion?: number },
  change: (trx: Transaction<Database>, locked: LockedRoom) => Promise<{ room: BoardRoom; logged: PendingChange | null; after?: () => void }>,
): Promise<BoardRoom> {
  const { clientActionId } = input;
  const result = await ctx.db.transaction().execute(async (trx) => {
    const claim = clientActionId
      ? { userId: ctx.actor.id, clientActionId, hash: requestHash({ ...input, clientActionId: undefined }) }
      : undefined;
    const locked = await lockBoardRoom(trx, input.roomId, claim);
    if (claim && !locked?.claimed) {
      const { replay } = await storedReplay(trx, claim);
      if (locked || replay !== null) return { room: replay as BoardRoom, logged: null };
    }
    // The locator found the room in the hotel; it was deleted since.
    if (!locked) fail('NOT_FOUND', 'ROOM_NOT_FOUND');
    // A queued change tapped before someone else changed the room is refused (DESIGN §6).
    const stale = staleChangeReason(locked.staleCheck, input.expectedVersion, ctx.actor.id);
    if (stale) fail('CONFLICT', stale);
    return change(trx, { room: locked.locked, board: locked.board, typeCredits: locked.typeCredits });
  });
  announce(ctx, [result.logged]);
  result.after?.();
  return result.room;
}
