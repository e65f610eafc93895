import type { z } from 'zod';
import type { priorityInput } from '../../../src-shared/room-lifecycle.schemas';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { withChanges } from '../../../src-shared/room-row';
import { rushPayload } from '../../push/push-sender';
import { changeRoom, type Deps } from '../../rooms/change-rooms';

/**
 * Rush on or off (DESIGN §12). A room newly rushed while assigned tells its housekeeper
 * 'Rush: Room {number}', in their language; cleaning the room ends the rush.
 */
export function setRoomPriority(ctx: Deps, input: z.infer<typeof priorityInput>): Promise<BoardRoom> {
  return changeRoom(ctx, input, async (trx, { room, board }, writer) => {
    if (board.priority === input.priority) return { room: board, logged: null };
    const at = new Date();
    const set = { priority: input.priority };
    const logged = await writer.write([room], set, { actorId: ctx.actor.id, at, history: false });
    const assignee = board.status === 'assigned' ? board.assignedTo : null;
    const after = input.priority && assignee && ctx.push ? () => ctx.push!.notify(assignee, (language) => rushPayload(board.roomNumber, language)) : undefined;
    return { room: withChanges(board, set, at, null), logged, after };
  });
}
