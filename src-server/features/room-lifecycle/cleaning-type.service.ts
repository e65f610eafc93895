import { ruleActorOf } from '../../trpc/context';
import type { z } from 'zod';
import type { cleaningTypeInput } from '../../../src-shared/room-lifecycle.schemas';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { canChangeCleaningType } from '../../../src-shared/room-status';
import { creditsFor } from '../../../src-shared/cleaning-types';
import { fail } from '../../trpc/errors';
import { changeLockedRoom, type Deps } from './locked-room';
import { writeRoomFields } from './room-lifecycle.queries';

/**
 * Corrects what cleaning a room waiting for it needs (DESIGN §12), without marking it dirty
 * again: its assignment, note and clock stay. The room is priced anew (DESIGN §13) and the
 * history records the change, so the reports count the cleaning it really was.
 */
export function changeCleaningType(ctx: Deps, input: z.infer<typeof cleaningTypeInput>): Promise<BoardRoom> {
  return changeLockedRoom(ctx, input, async (trx, { room, board, typeCredits }) => {
    if (!canChangeCleaningType(ruleActorOf(ctx.actor), board)) fail('CONFLICT', 'ROOM_NOT_TO_CLEAN');
    if (board.cleaningType === input.cleaningType) return { room: board, logged: null };
    const at = new Date();
    const logged = await writeRoomFields(
      trx,
      { ...room, cleaning_type: input.cleaningType },
      { cleaning_type: input.cleaningType },
      { actorId: ctx.actor.id, at, history: { action: 'cleaning_type', notes: null } },
    );
    const updated: BoardRoom = {
      ...board,
      cleaningType: input.cleaningType,
      credits: creditsFor(input.cleaningType, typeCredits),
      version: board.version + 1,
      updatedAt: at.toISOString(),
    };
    return { room: updated, logged };
  });
}
