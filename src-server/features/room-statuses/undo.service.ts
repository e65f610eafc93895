import type { z } from 'zod';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { Context, Actor } from '../../trpc/context';
import type { HotelScope } from '../../trpc/hotel-scope';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { undoInput } from '../../../src-shared/undo';
import { UNDO_WINDOW_MS } from '../../../src-shared/limits';
import { fail } from '../../trpc/errors';
import { logChange, logChanges, type PendingChange } from '../../realtime/change-log.queries';
import { handOverHotel, undoShiftChange } from '../shift/shift.public';
import { reopenResolvedBy } from '../late-checkouts/late-checkouts.public';
import { changeRooms, type RoomWriter } from '../../rooms/change-rooms';
import { listBoardRooms } from '../../rooms/board-rows.queries';
import { currentVersions, lockUndoable, markUndone, restoredFields } from './undo.queries';
import { changeTime } from '../../rooms/change-time';

type Deps = Pick<Context, 'db' | 'bus'> & { actor: Actor } & HotelScope;

/**
 * Undo (issue 13): puts back the rooms' status rows as they were before the actor's own
 * change, within UNDO_WINDOW_MS of it and only while nobody changed those rooms since. It is
 * narrower than the rule table on purpose: a housekeeper may not set 'assigned', but may take
 * back their own Mark Clean. Exactly once: the undo carries its own clientActionId (a replay
 * answers the rooms as they are), and a change is undone at most once.
 */
export async function undoChange(ctx: Deps, input: z.infer<typeof undoInput>): Promise<BoardRoom[]> {
  const { actor, hotelId } = ctx;
  // Pressed on the device, possibly offline: its clock counts when recent (DESIGN §4).
  const pressedAt = changeTime(input.requestedAt);
  const at = new Date();
  const lock = async (trx: Transaction<Database>, writer: RoomWriter) => {
    const original = await lockUndoable(trx, actor.id, input.actionId);
    const before = original?.before ?? [];
    // The locator (byUndoableAction) found the change in the hotel. A hand over that moved no
    // room still took her off the shift: that alone is undone too (issue 18).
    const shiftOnly = original !== undefined && before.length === 0 && (await handOverHotel(trx, input.actionId)) !== null;
    if (!original || (before.length === 0 && !shiftOnly)) fail('NOT_FOUND', 'UNDO_NOTHING_TO_UNDO');
    if (original.undoneAt) fail('CONFLICT', 'UNDO_ALREADY_DONE');
    if (pressedAt.getTime() - original.createdAt.getTime() > UNDO_WINDOW_MS) fail('CONFLICT', 'UNDO_TOO_LATE');
    const roomIds = before.map((row) => row.room_id);
    return { before, locked: roomIds.length > 0 ? await writer.lock({ roomIds, hotelId }) : [] };
  };
  const roomIds = await changeRooms(ctx, { clientActionId: input.clientActionId, request: input, lock }, async (trx, { before, locked }, writer) => {
    const versions = await currentVersions(trx, locked.map((row) => row.id));
    // The change itself raised each version by one; anything more is someone else's newer work.
    if (before.some((row) => versions.get(row.id) !== row.version + 1)) fail('CONFLICT', 'UNDO_OVERTAKEN');
    // A resolved late checkout comes back with the room (issue 18).
    const reopened = await reopenResolvedBy(trx, actor.id, input.actionId);
    const changes: (PendingChange | null)[] = await logChanges(
      trx,
      reopened.map((late) => ({ hotelId: late.hotelId, kind: 'late-checkouts' as const })),
    );
    for (const row of before) {
      const room = locked.find((l) => l.id === row.id)!;
      changes.push(await writer.write([room], restoredFields(row), { actorId: actor.id, at, clientActionId: input.clientActionId }));
    }
    await markUndone(trx, actor.id, [input.actionId, input.clientActionId], at);
    // A hand over's roster change goes back with its rooms.
    if ((await undoShiftChange(trx, input.actionId)).length > 0) changes.push(await logChange(trx, { hotelId, kind: 'shift' }));
    return { answer: before.map((row) => row.room_id), logged: changes };
  });
  return listBoardRooms(ctx.db, hotelId, roomIds);
}
