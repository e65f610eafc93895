import type { z } from 'zod';
import type { BoardRoom, patchStatusInput } from '../../../src-shared/room-ops.schemas';
import { fail } from '../../trpc/errors';
import { assignRooms, setRoomStatus } from './room-statuses.service';
import { getRoomStatus } from './room-statuses.reads';
import { changeRoom, type Deps } from '../../rooms/change-rooms';

/**
 * The documented generic PATCH, dispatched to the one action it describes: an assignee
 * means assign, a status means that change, notes alone edit the note. Who and when come
 * from the session, whatever the body says (DESIGN §4). Who may do which the procedure
 * decides (patchRoles in room-statuses.router.ts).
 */
export async function patchRoomStatus(ctx: Deps, input: z.infer<typeof patchStatusInput>): Promise<BoardRoom> {
  const row = await ctx.db
    .selectFrom('room_statuses')
    .select('room_id')
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!row) fail('NOT_FOUND', 'ROOM_NOT_FOUND');
  const roomId = row.room_id;
  if (input.assignedTo) {
    await assignRooms(ctx, { roomIds: [roomId], housekeeperId: input.assignedTo });
    return getRoomStatus(ctx, roomId);
  }
  // 'inspected' comes only from an inspection (POST /api/rooms/{roomId}/inspection), 'out_of_order' from its own path (PUT /api/rooms/{roomId}/out-of-order).
  if (input.status === 'inspected' || input.status === 'out_of_order') fail('BAD_REQUEST', 'STATUS_NOT_ALLOWED');
  if (input.status && input.status !== 'assigned') {
    return setRoomStatus(ctx, {
      roomId,
      status: input.status,
      notes: input.notes,
      cleaningType: input.cleaningType,
      clientActionId: input.clientActionId,
      expectedStatus: input.expectedStatus,
      expectedVersion: input.expectedVersion,
      expectedAssignedTo: input.expectedAssignedTo,
      changedAt: input.cleanedAt ?? input.markedDirtyAt ?? input.pmsUpdatedAt,
    });
  }
  if (input.status === 'assigned') fail('BAD_REQUEST', 'ASSIGN_NEEDS_HOUSEKEEPER');
  if (input.notes === undefined) fail('BAD_REQUEST', 'NOTHING_TO_CHANGE');
  // A note edit: a change of the room like any other, with no history row of its own.
  const notes = input.notes || null;
  await changeRoom(ctx, { roomId }, async (trx, { room }, writer) => ({
    logged: await writer.write([room], { notes }, { actorId: ctx.actor.id, at: new Date(), history: false }),
  }));
  return getRoomStatus(ctx, roomId);
}
