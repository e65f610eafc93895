import { ruleActorOf } from '../../trpc/context';
import type { z } from 'zod';
import type { clearDeferralInput, deferInput } from '../../../src-shared/room-lifecycle.schemas';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { CLEARED_DEFERRAL, deferEffects } from '../../../src-shared/room-effects';
import { lifecycleRefusal } from '../../../src-shared/room-refusals';
import { withChanges } from '../../../src-shared/room-row';
import { changeTime } from '../../rooms/change-time';
import { changeRoom, refuse, type Deps } from '../../rooms/change-rooms';

/**
 * Service deferred (DESIGN §12): the room stays assigned, marked with the reason and the
 * time to try again. A running clock pauses, so waiting is not counted as work.
 */
export function deferRoom(ctx: Deps, input: z.infer<typeof deferInput>): Promise<BoardRoom> {
  return changeRoom(ctx, input, async (trx, locked, writer) => {
    const { room, board } = locked;
    await refuse(trx, locked, lifecycleRefusal(ruleActorOf(ctx.actor), board, ctx.actor.id, 'defer', input.clientActionId !== undefined));
    const at = changeTime(input.changedAt);
    const retryAt = input.retryAt ?? null;
    const set = deferEffects(board, { reason: input.reason, retryAt }, at.toISOString(), ctx.actor.id);
    const updated = withChanges(board, set, at, null);
    const logged = await writer.write([room], set, {
      actorId: ctx.actor.id,
      at,
      clientActionId: input.clientActionId,
      replayAnswer: updated,
      // The reason and time as data: each reader sees them in their language (the CSV in English).
      action: 'deferred',
      historyNote: null,
      deferral: { reason: input.reason, retryAt },
    });
    return { room: updated, logged };
  });
}

/** Clears a deferral (the guest is ready); a room with none is answered as it is. */
export function clearRoomDeferral(ctx: Deps, input: z.infer<typeof clearDeferralInput>): Promise<BoardRoom> {
  return changeRoom(ctx, input, async (trx, locked, writer) => {
    const { room, board } = locked;
    await refuse(trx, locked, lifecycleRefusal(ruleActorOf(ctx.actor), board, ctx.actor.id, 'clear-deferral', input.clientActionId !== undefined));
    // Nothing to clear: answered as it is (changeRoom keeps that answer for a resend).
    if (board.deferral === null) return { room: board, logged: null };
    const at = changeTime(input.changedAt);
    const updated = withChanges(board, CLEARED_DEFERRAL, at, null);
    const logged = await writer.write([room], CLEARED_DEFERRAL, {
      actorId: ctx.actor.id,
      at,
      history: false,
      clientActionId: input.clientActionId,
      replayAnswer: updated,
    });
    return { room: updated, logged };
  });
}
