import type { Transaction } from 'kysely';
import type { Context, Actor } from '../../trpc/context';
import type { HotelScope } from '../../trpc/hotel-scope';
import type { Database } from '../../db/types';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { CreditsByCleaningType } from '../../../src-shared/cleaning-types';
import { staleChangeReason, type RoomForStaleCheck } from '../../../src-shared/stale-change';
import type { Refusal } from '../../../src-shared/room-refusals';
import { fail } from '../../trpc/errors';
import { announce } from '../../realtime/announce';
import type { PendingChange } from '../../realtime/change-log.queries';
import { findBoardRoom, lockBoardRoom } from './room-board.queries';
import type { LockedStatus } from './room-writes.queries';
import { requestHash, storeAnswer, storedReplay } from './client-actions.queries';

export type Deps = Pick<Context, 'db' | 'bus' | 'push'> & { actor: Actor } & HotelScope;

export interface LockedRoom {
  room: LockedStatus;
  board: BoardRoom;
  /** The room type's credits (null for none): what re-prices a room given another cleaning type. */
  typeCredits: CreditsByCleaningType | null;
  /** What the stale check of a queued change reads (src-shared/stale-change.ts). */
  staleCheck: RoomForStaleCheck;
}

/**
 * What a change did: the room as it answers (read again after commit when absent; a change
 * answering something else, a work order, always gives it), what it logged, what to do after.
 */
export interface RoomChangeDone<A = BoardRoom> {
  room?: A;
  logged: PendingChange | null | (PendingChange | null)[];
  after?: () => void;
}

/** A refusal of the shared rules (src-shared/room-refusals.ts) as the API's error. */
export function refuse(refusal: Refusal | null): void {
  if (refusal) fail(refusal.code, refusal.reason);
}

/**
 * The one way a room changes (DESIGN §6): its status row locked; the device's action claimed
 * when it carries a clientActionId, in the same statement (a retry gets the stored answer
 * again); refused when someone else changed the room since the version the device saw; then
 * `change` writes (writeStatusChanges: fields, history, answer, change log) and after commit
 * the hotel's live screens hear of it. The room's hotel was checked by the procedure's locator.
 */
export async function changeRoom<I extends { roomId: string; clientActionId?: string; expectedVersion?: number }, A = BoardRoom>(
  ctx: Deps,
  input: I,
  change: (trx: Transaction<Database>, locked: LockedRoom) => Promise<RoomChangeDone<A>>,
): Promise<A> {
  const { clientActionId } = input;
  const result = await ctx.db.transaction().execute(async (trx): Promise<RoomChangeDone<A>> => {
    const claim = clientActionId ? { userId: ctx.actor.id, clientActionId, hash: requestHash({ ...input, clientActionId: undefined }) } : undefined;
    const locked = await lockBoardRoom(trx, input.roomId, claim);
    if (claim && !locked?.claimed) {
      // Claimed before: a retry of a change that went through gets the same answer again.
      // (With no such room, the claim just made is what is found, with no answer yet.)
      const { replay } = await storedReplay(trx, claim);
      if (locked || replay !== null) return { room: replay as A, logged: null };
    }
    // The locator found the room in the hotel; it was deleted since.
    if (!locked) fail('NOT_FOUND', 'ROOM_NOT_FOUND');
    // A queued change tapped before someone else changed the room is refused (DESIGN §6).
    const stale = staleChangeReason(locked.staleCheck, input.expectedVersion, ctx.actor.id);
    if (stale) fail('CONFLICT', stale);
    const done = await change(trx, { room: locked.locked, board: locked.board, typeCredits: locked.typeCredits, staleCheck: locked.staleCheck });
    // A change that wrote nothing still answers a resend the same (DESIGN §6), not the claim's empty answer.
    const wrote = Array.isArray(done.logged) ? done.logged.length > 0 : done.logged !== null;
    if (claim && !wrote) await storeAnswer(trx, ctx.actor.id, claim.clientActionId, done.room ?? locked.board);
    return done;
  });
  announce(ctx, Array.isArray(result.logged) ? result.logged : [result.logged]);
  result.after?.();
  return result.room ?? ((await findBoardRoom(ctx.db, input.roomId)) as A);
}
