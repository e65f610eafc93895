import type { z } from 'zod';
import type { priorityInput } from '../../../src-shared/room-lifecycle.schemas';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { rushPayload } from '../../push/push-sender';
import { changeLockedRoom, type Deps } from './locked-room';
import { writeRoomFields } from './room-lifecycle.queries';

/**
 * Rush on or off (DESIGN §12). A room newly rushed while assigned tells its housekeeper
 * 'Rush: Room {number}', in their language; cleaning the room ends the rush.
 */
export function setRoomPriority(ctx: Deps, input: z.infer<typeof priorityInput>): Promise<BoardRoom> {
  return changeLockedRoom(ctx, input, async (trx, { room, board }) => {
    if (board.priority === input.priority) return { room: board, logged: null };
    const at = new Date();
    const logged = await writeRoomFields(trx, room, { priority: input.priority }, { actorId: ctx.actor.id, at });
    const updated = { ...board, priority: input.priority, version: board.version + 1, updatedAt: at.toISOString() };
    const assignee = board.status === 'assigned' ? board.assignedTo : null;
    const after = input.priority && assignee && ctx.push ? () => ctx.push!.notify(assignee, (language) => rushPayload(board.roomNumber, language)) : undefined;
    return { room: updated, logged, after };
  });
}
