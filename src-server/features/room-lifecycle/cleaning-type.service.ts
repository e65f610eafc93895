import { ruleActorOf } from '../../trpc/context';
import type { z } from 'zod';
import type { cleaningTypeInput } from '../../../src-shared/room-lifecycle.schemas';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { canChangeCleaningType } from '../../../src-shared/room-status';
import { withChanges } from '../../../src-shared/room-row';
import { fail } from '../../trpc/errors';
import { changeRoom, type Deps } from '../../rooms/change-rooms';

/**
 * Corrects what cleaning a room waiting for it needs (DESIGN §12), without marking it dirty
 * again: its assignment, note and clock stay. The room is priced anew (DESIGN §13) and the
 * history records the change, so the reports count the cleaning it really was.
 */
export function changeCleaningType(ctx: Deps, input: z.infer<typeof cleaningTypeInput>): Promise<BoardRoom> {
  return changeRoom(ctx, input, async (trx, { room, board, typeCredits }, writer) => {
    if (!canChangeCleaningType(ruleActorOf(ctx.actor), board)) fail('CONFLICT', 'ROOM_NOT_TO_CLEAN');
    if (board.cleaningType === input.cleaningType) return { room: board, logged: null };
    const at = new Date();
    const set = { cleaning_type: input.cleaningType };
    const logged = await writer.write([room], set, { actorId: ctx.actor.id, at, action: 'cleaning_type', historyNote: null });
    return { room: withChanges(board, set, at, typeCredits), logged };
  });
}
