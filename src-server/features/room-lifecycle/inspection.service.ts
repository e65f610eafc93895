import type { z } from 'zod';
import type { inspectionInput } from '../../../src-shared/room-lifecycle.schemas';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { isAwaitingInspection } from '../../../src-shared/room-status';
import { inspectionEffects } from '../../../src-shared/room-effects';
import { fail } from '../../trpc/errors';
import { isApprovedStaff } from '../../db/hotel-staff.queries';
import { logChange } from '../../realtime/change-log.queries';
import { attentionPayload } from '../../push/push-sender';
import { writeStatusChanges } from '../room-statuses/room-writes.queries';
import { changeRoom, type Deps } from '../room-statuses/change-room';

/**
 * A manager's inspection of a clean room (DESIGN §12). Pass: 'inspected'. Fail: back to
 * 'assigned' to the housekeeper who cleaned it (or dirty, unassigned, when no housekeeper of
 * the hotel did), the reason kept as a room note, and a push to that housekeeper. Both count
 * for the housekeeper who cleaned it in the attendant report.
 */
export function inspectRoom(ctx: Deps, input: z.infer<typeof inspectionInput>): Promise<BoardRoom> {
  const at = new Date();
  const { actor } = ctx;
  return changeRoom(ctx, input, async (trx, { room, board }) => {
    if (!board.inspectionRequired) fail('CONFLICT', 'INSPECTION_NOT_REQUIRED');
    if (!isAwaitingInspection(board)) fail('CONFLICT', 'NOT_AWAITING_INSPECTION');
    // The cleaner gets the room back only while an approved housekeeper here.
    const cleaner = board.cleanedBy && (await isApprovedStaff(trx, ctx.hotelId, board.cleanedBy, ['housekeeper'])) ? board.cleanedBy : null;
    const set = inspectionEffects(input.result, { actorId: actor.id, at, cleanerId: cleaner, cleaningType: board.cleaningType ?? undefined });
    const logged = [];
    if (input.result === 'fail') {
      const reason = input.reason ?? '';
      const note = await trx
        .insertInto('room_notes')
        .values({ room_id: room.room_id, hotel_id: ctx.hotelId, content: reason, created_by: actor.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      logged.push(
        await logChange(trx, { hotelId: ctx.hotelId, kind: 'note', roomIds: [room.room_id], event: { type: 'note.created', subjectId: note.id } }),
      );
    }
    // Last in the transaction: it takes the hotel's change sequence (see writeStatusChanges).
    logged.push(
      await writeStatusChanges(trx, [room], set, {
        actorId: actor.id,
        at,
        action: input.result === 'pass' ? 'inspection_passed' : 'inspection_failed',
        historyNote: input.result === 'fail' ? (input.reason ?? null) : undefined,
        historyAssignedTo: board.cleanedBy,
      }),
    );
    const cleanerId = set.status === 'assigned' ? cleaner : null;
    const after = cleanerId && ctx.push ? () => ctx.push!.notify(cleanerId, (language) => attentionPayload(room.room_number, input.reason ?? '', language)) : undefined;
    // The answer is read again after commit: a new assignee's name is not in the locked row.
    return { logged, after };
  });
}
