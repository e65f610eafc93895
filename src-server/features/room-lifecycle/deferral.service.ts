import { ruleActorOf } from '../../trpc/context';
import type { z } from 'zod';
import type { clearDeferralInput, deferInput } from '../../../src-shared/room-lifecycle.schemas';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { canDefer } from '../../../src-shared/room-status';
import { pausedAt } from '../../../src-shared/room-lifecycle';
import { changeTime } from '../room-statuses/room-statuses.service';
import { CLEARED_DEFERRAL } from '../room-statuses/status-effects';
import { storeAnswer } from '../room-statuses/client-actions.queries';
import { changeLockedRoom, type Deps } from './locked-room';
import { writeRoomFields } from './room-lifecycle.queries';
import { refuseUnworkable } from './work-rules';

/**
 * Service deferred (DESIGN §12): the room stays assigned, marked with the reason and the
 * time to try again. A running clock pauses, so waiting is not counted as work.
 */
export function deferRoom(ctx: Deps, input: z.infer<typeof deferInput>): Promise<BoardRoom> {
  return changeLockedRoom(ctx, input, async (trx, { room, board }) => {
    const allowed = canDefer(ruleActorOf(ctx.actor), board, board.assignedTo === ctx.actor.id);
    refuseUnworkable(ctx.actor, board, { allowed, queued: input.clientActionId !== undefined });
    const at = changeTime(input.changedAt);
    const retryAt = input.retryAt ?? null;
    const timer = pausedAt(board.timer, at.toISOString());
    const pause = timer !== board.timer && timer ? { timer_state: timer.state, timer_worked_seconds: timer.workedSeconds } : {};
    const set = { deferral_reason: input.reason, deferral_retry_at: retryAt, deferred_at: at, deferred_by: ctx.actor.id, ...pause };
    const updated: BoardRoom = {
      ...board,
      deferral: { reason: input.reason, retryAt, deferredAt: at.toISOString(), deferredBy: ctx.actor.id },
      timer,
      version: board.version + 1,
      updatedAt: at.toISOString(),
    };
    const logged = await writeRoomFields(trx, room, set, {
      actorId: ctx.actor.id,
      at,
      clientActionId: input.clientActionId,
      replayAnswer: updated,
      // The reason and time as data: each reader sees them in their language (the CSV in English).
      history: { action: 'deferred', notes: null, deferral: { reason: input.reason, retryAt } },
    });
    return { room: updated, logged };
  });
}

/** Clears a deferral (the guest is ready); a room with none is answered as it is. */
export function clearRoomDeferral(ctx: Deps, input: z.infer<typeof clearDeferralInput>): Promise<BoardRoom> {
  return changeLockedRoom(ctx, input, async (trx, { room, board }) => {
    const allowed = canDefer(ruleActorOf(ctx.actor), board, board.assignedTo === ctx.actor.id);
    refuseUnworkable(ctx.actor, board, { allowed: allowed || board.deferral === null, queued: input.clientActionId !== undefined });
    if (board.deferral === null) {
      // Nothing to clear, but a resend must get this same answer, not the claim's empty one (DESIGN §6).
      if (input.clientActionId) await storeAnswer(trx, ctx.actor.id, input.clientActionId, board);
      return { room: board, logged: null };
    }
    const at = changeTime(input.changedAt);
    const updated: BoardRoom = { ...board, deferral: null, version: board.version + 1, updatedAt: at.toISOString() };
    const logged = await writeRoomFields(trx, room, CLEARED_DEFERRAL, {
      actorId: ctx.actor.id,
      at,
      clientActionId: input.clientActionId,
      replayAnswer: updated,
    });
    return { room: updated, logged };
  });
}
