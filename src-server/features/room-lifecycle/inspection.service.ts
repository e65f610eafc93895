import type { z } from 'zod';
import type { inspectionInput } from '../../../src-shared/room-lifecycle.schemas';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { inspectionOutcome, isAwaitingInspection } from '../../../src-shared/room-status';
import { fail } from '../../trpc/errors';
import { announce } from '../../realtime/announce';
import { logChange } from '../../realtime/change-log.queries';
import { attentionPayload } from '../../push/push-sender';
import { findBoardRoom, lockBoardRoom, writeStatusChanges, type StatusChanges } from '../room-statuses/room-statuses.queries';
import { CLEARED_DEFERRAL, CLEARED_TIMER, statusEffects } from '../room-statuses/status-effects';
import type { Deps } from './locked-room';

/**
 * A manager's inspection of a clean room (DESIGN §12). Pass: 'inspected'. Fail: back to
 * 'assigned' to the housekeeper who cleaned it (or dirty, unassigned, when no housekeeper of
 * the hotel did), the reason kept as a room note, and a push to that housekeeper. Both count
 * for the housekeeper who cleaned it in the attendant report.
 */
export async function inspectRoom(ctx: Deps, input: z.infer<typeof inspectionInput>): Promise<BoardRoom> {
  const at = new Date();
  const { actor } = ctx;
  const result = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockBoardRoom(trx, input.roomId);
    if (!locked) fail('NOT_FOUND', 'ROOM_NOT_FOUND');
    const { locked: room, board } = locked;
    if (!board.inspectionRequired) fail('CONFLICT', 'INSPECTION_NOT_REQUIRED');
    if (!isAwaitingInspection(board)) fail('CONFLICT', 'NOT_AWAITING_INSPECTION');
    const cleaner = board.cleanedBy
      ? await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', board.cleanedBy)
          .where('role', '=', 'housekeeper')
          .where('status', '=', 'approved')
          .where('hotel_id', '=', ctx.hotelId)
          .executeTakeFirst()
      : undefined;
    const to = inspectionOutcome(input.result, cleaner !== undefined);
    let set: StatusChanges;
    const changes = [];
    if (to === 'inspected') {
      set = { status: 'inspected', inspected_at: at, inspected_by: actor.id };
    } else {
      const reason = input.reason ?? '';
      const note = await trx
        .insertInto('room_notes')
        .values({ room_id: room.room_id, hotel_id: ctx.hotelId, content: reason, created_by: actor.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      changes.push(
        await logChange(trx, { hotelId: ctx.hotelId, kind: 'note', roomIds: [room.room_id], event: { type: 'note.created', subjectId: note.id } }),
      );
      set =
        to === 'assigned'
          ? { status: 'assigned', assigned_to: cleaner!.id, assigned_at: at, assigned_by: actor.id, ...CLEARED_TIMER, ...CLEARED_DEFERRAL }
          : statusEffects('system', 'dirty', { actorId: actor.id, at, currentNotes: null, cleaningType: board.cleaningType ?? undefined });
    }
    // Last in the transaction: it takes the hotel's change sequence (see writeStatusChanges).
    changes.push(
      await writeStatusChanges(trx, [room], set, {
        actorId: actor.id,
        at,
        action: input.result === 'pass' ? 'inspection_passed' : 'inspection_failed',
        notes: input.result === 'fail' ? (input.reason ?? null) : undefined,
        historyAssignedTo: board.cleanedBy,
      }),
    );
    return { changes, roomNumber: room.room_number, cleanerId: to === 'assigned' ? cleaner!.id : null };
  });
  announce(ctx, result.changes);
  if (result.cleanerId && ctx.push) {
    const reason = input.reason ?? '';
    ctx.push.notify(result.cleanerId, (language) => attentionPayload(result.roomNumber, reason, language));
  }
  return (await findBoardRoom(ctx.db, input.roomId))!;
}
