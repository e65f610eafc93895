import { ruleActorOf } from '../../trpc/context';
import type { z } from 'zod';
import type { timerInput } from '../../../src-shared/room-lifecycle.schemas';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { nextTimer, timerActionClearsDeferral } from '../../../src-shared/room-lifecycle';
import { canTime } from '../../../src-shared/room-status';
import { fail } from '../../trpc/errors';
import { changeTime } from '../room-statuses/room-statuses.service';
import { CLEARED_DEFERRAL } from '../room-statuses/status-effects';
import { changeLockedRoom, type Deps } from './locked-room';
import { writeRoomFields } from './room-lifecycle.queries';
import { refuseUnworkable } from './work-rules';

/**
 * The housekeeper's clock on a room (DESIGN §12): start, pause, resume (the state machine is
 * src-shared/room-lifecycle.ts, the card's too); Mark Clean ends it and the history keeps the
 * seconds. Starting or resuming is working on the room, so any deferral is cleared. An offline
 * action counts from the device's time (changeTime).
 */
export function changeRoomTimer(ctx: Deps, input: z.infer<typeof timerInput>): Promise<BoardRoom> {
  return changeLockedRoom(ctx, input, async (trx, { room, board }) => {
    const allowed = canTime(ruleActorOf(ctx.actor), board, board.assignedTo === ctx.actor.id);
    refuseUnworkable(ctx.actor, board, { allowed, queued: input.clientActionId !== undefined });
    const at = changeTime(input.changedAt);
    const next = nextTimer(board.timer, input.action, at.toISOString());
    if (typeof next === 'string') fail('CONFLICT', next);
    const clearsDeferral = timerActionClearsDeferral(input.action) && board.deferral !== null;
    const set = {
      timer_state: next.state,
      timer_started_at: next.startedAt,
      timer_worked_seconds: next.workedSeconds,
      ...(clearsDeferral ? CLEARED_DEFERRAL : {}),
    };
    const updated: BoardRoom = {
      ...board,
      timer: next,
      deferral: clearsDeferral ? null : board.deferral,
      version: board.version + 1,
      updatedAt: new Date().toISOString(),
    };
    const logged = await writeRoomFields(trx, room, set, {
      actorId: ctx.actor.id,
      at: new Date(),
      clientActionId: input.clientActionId,
      replayAnswer: updated,
    });
    return { room: updated, logged };
  });
}
