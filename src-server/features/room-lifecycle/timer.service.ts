import { ruleActorOf } from '../../trpc/context';
import type { z } from 'zod';
import type { timerInput } from '../../../src-shared/room-lifecycle.schemas';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { timerEffects } from '../../../src-shared/room-effects';
import { lifecycleRefusal } from '../../../src-shared/room-refusals';
import { withChanges } from '../../../src-shared/room-row';
import { fail } from '../../trpc/errors';
import { changeTime } from '../../rooms/change-time';
import { refuse, type Deps } from '../../rooms/change-rooms';
import { changeRoomAtOnce } from '../../rooms/change-room-at-once';

/**
 * The housekeeper's clock on a room (DESIGN §12): start, pause, resume (the state machine and
 * its fields are src-shared/room-effects.ts, the card's too); Mark Clean ends it and the
 * history keeps the seconds. Starting or resuming is working on the room, so any deferral is
 * cleared. An offline action counts from the device's time (changeTime).
 */
export function changeRoomTimer(ctx: Deps, input: z.infer<typeof timerInput>): Promise<BoardRoom> {
  // Her tap as she walks into a room: made at once, in two round trips (change-room-at-once.ts).
  return changeRoomAtOnce(ctx, input, async (db, locked, writer) => {
    const { room, board } = locked;
    await refuse(db, locked, lifecycleRefusal(ruleActorOf(ctx.actor), board, ctx.actor.id, 'timer', input.clientActionId !== undefined));
    const set = timerEffects(board, input.action, changeTime(input.changedAt).toISOString());
    if (typeof set === 'string') fail('CONFLICT', set);
    const now = new Date();
    const updated = withChanges(board, set, now, null);
    const logged = await writer.write([room], set, {
      actorId: ctx.actor.id,
      at: now,
      history: false,
      clientActionId: input.clientActionId,
      replayAnswer: updated,
    });
    return { room: updated, logged };
  });
}
