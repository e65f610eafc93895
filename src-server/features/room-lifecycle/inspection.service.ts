import type { z } from 'zod';
import type { Transaction } from 'kysely';
import type { inspectionInput } from '../../../src-shared/room-lifecycle.schemas';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { isAwaitingInspection } from '../../../src-shared/room-status';
import { inspectionEffects } from '../../../src-shared/room-effects';
import type { Database, InspectionItemResult } from '../../db/types';
import { fail } from '../../trpc/errors';
import { isApprovedStaff } from '../../db/hotel-staff.queries';
import { logChange, type PendingChange } from '../../realtime/change-log.queries';
import { attentionPayload } from '../../push/push-sender';
import { changeRoom, type Deps, type LockedRoom, type RoomWriter } from '../../rooms/change-rooms';

/** A scored inspection (issue 31) as the inspection row keeps it; a plain pass is 100, a fail 0. */
export interface InspectionScore {
  checklistId: string | null;
  score: number;
  results: InspectionItemResult[];
}

/** What a checklist's inspection adds in the same transaction: its failed items, work orders, its own answer. */
export interface InspectionExtra<A> {
  score: InspectionScore;
  /** Written once the room has changed and the inspection row exists (failed items on her card through the change's writer, work orders). */
  write(trx: Transaction<Database>, done: { inspectionId: string; locked: LockedRoom; cleanerId: string | null; at: Date; writer: RoomWriter }): Promise<{ answer: A; logged: (PendingChange | null)[]; after?: () => void }>;
}

type Input = z.infer<typeof inspectionInput> & { clientActionId?: string; expectedVersion?: number };

/**
 * An inspection of a clean room (DESIGN §12, §20). Pass: 'inspected'. Fail: back to
 * 'assigned' to the housekeeper who cleaned it (or dirty, unassigned, when no housekeeper of
 * the hotel did), the reason kept as a room note, and a push to that housekeeper. Both count
 * for the housekeeper who cleaned it in the attendant report, and each writes an `inspections`
 * row (issue 31: analytics counts them); a checklist's inspection (inspections.service.ts)
 * comes through here with its score and its own additions (`extra`).
 */
export function inspectRoom(ctx: Deps, input: Input): Promise<BoardRoom>;
export function inspectRoom<A>(ctx: Deps, input: Input, extra: InspectionExtra<A>): Promise<A>;
export function inspectRoom<A>(ctx: Deps, input: Input, extra?: InspectionExtra<A>): Promise<A | BoardRoom> {
  const at = new Date();
  const { actor } = ctx;
  return changeRoom<Input, A | BoardRoom>(ctx, input, async (trx, locked, writer) => {
    const { room, board } = locked;
    if (!board.inspectionRequired) fail('CONFLICT', 'INSPECTION_NOT_REQUIRED');
    if (!isAwaitingInspection(board)) fail('CONFLICT', 'NOT_AWAITING_INSPECTION');
    // The cleaner gets the room back only while an approved housekeeper here.
    const cleaner = board.cleanedBy && (await isApprovedStaff(trx, ctx.hotelId, board.cleanedBy, ['housekeeper'])) ? board.cleanedBy : null;
    const set = inspectionEffects(input.result, { actorId: actor.id, at, cleanerId: cleaner, cleaningType: board.cleaningType ?? undefined, reason: input.reason });
    const logged: (PendingChange | null)[] = [];
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
    const score = extra?.score ?? { checklistId: null, score: input.result === 'pass' ? 100 : 0, results: [] };
    const inspection = await trx
      .insertInto('inspections')
      .values({
        hotel_id: ctx.hotelId,
        room_id: room.room_id,
        checklist_id: score.checklistId,
        inspector_id: actor.id,
        attendant_id: board.cleanedBy,
        room_type_id: board.roomTypeId ?? null,
        cleaning_type: board.cleaningType ?? null,
        score: score.score,
        passed: input.result === 'pass',
        results: JSON.stringify(score.results),
        inspected_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const added = extra ? await extra.write(trx, { inspectionId: inspection.id, locked, cleanerId: set.status === 'assigned' ? cleaner : null, at, writer }) : null;
    logged.push(...(added?.logged ?? []));
    // Last in the transaction: it takes the hotel's change sequence (see writeStatusChanges).
    logged.push(
      await writer.write([room], set, {
        actorId: actor.id,
        at,
        action: input.result === 'pass' ? 'inspection_passed' : 'inspection_failed',
        historyNote: input.result === 'fail' ? (input.reason ?? null) : undefined,
        historyAssignedTo: board.cleanedBy,
        // A checklist's inspection answers its score, the same again to a resend of its clientActionId.
        ...(added ? { clientActionId: input.clientActionId, replayAnswer: added.answer } : {}),
      }),
    );
    const cleanerId = set.status === 'assigned' ? cleaner : null;
    const push = cleanerId && ctx.push ? () => ctx.push!.notify(cleanerId, (language) => attentionPayload(room.room_number, input.reason ?? '', language)) : undefined;
    const after = () => {
      push?.();
      added?.after?.();
    };
    // The answer is read again after commit: a new assignee's name is not in the locked row.
    return { room: added?.answer, logged: logged.filter((l): l is PendingChange => l !== null), after };
  });
}
