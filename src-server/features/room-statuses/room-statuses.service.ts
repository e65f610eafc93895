import type { z } from 'zod';
import { ruleActorOf } from '../../trpc/context';
import type { assignInput, bulkInput, setStatusInput, BoardRoom } from '../../../src-shared/room-ops.schemas';
import { bulkPmsFrom, isAssignable } from '../../../src-shared/room-status';
import { parseRoomNumbers } from '../../../src-shared/room-numbers';
import { assignEffects, statusEffects } from '../../../src-shared/room-effects';
import { statusChangeRefusal } from '../../../src-shared/room-refusals';
import { withChanges } from '../../../src-shared/room-row';
import { fail } from '../../trpc/errors';
import { isApprovedStaff } from '../../db/hotel-staff.queries';
import { lockStatuses, writeStatusChanges } from './room-writes.queries';
import { claimClientAction, requestHash } from './client-actions.queries';
import { changeRoom, refuse, type Deps } from './change-room';
import { changeTime } from './change-time';
import { notifyAssignment } from '../push/push.service';
import { announce } from '../../realtime/announce';

export { changeTime } from './change-time';

/**
 * A status change of one room by the rule table (DESIGN §4). A queued offline change whose
 * room moved on is refused with the reason (DESIGN §6): by the version the device saw
 * (changeRoom), else by the status it saw (statusChangeRefusal).
 */
export function setRoomStatus(ctx: Deps, input: z.infer<typeof setStatusInput>): Promise<BoardRoom> {
  const { actor } = ctx;
  const at = changeTime(input.changedAt);
  return changeRoom(ctx, input, async (trx, { room, board, typeCredits }) => {
    const role = ruleActorOf(actor);
    refuse(statusChangeRefusal(role, board, actor.id, input));
    const set = statusEffects(role, input.status, {
      actorId: actor.id,
      at,
      notes: input.notes,
      currentNotes: room.notes,
      cleaningType: input.cleaningType,
    });
    const updated = withChanges(board, set, at, typeCredits);
    const { clientActionId } = input;
    const replayAnswer = clientActionId ? updated : undefined;
    const keepForUndo = Boolean(clientActionId);
    const logged = await writeStatusChanges(trx, [room], set, { actorId: actor.id, at, clientActionId, replayAnswer, keepForUndo });
    return { room: updated, logged };
  });
}

function parseOrFail(text: string): string[] {
  const parsed = parseRoomNumbers(text);
  if (!parsed.ok) fail('BAD_REQUEST', parsed.reason, { values: parsed.values });
  return parsed.numbers;
}

/** Bulk dirty: every matching room of the hotel, in one transaction. */
export async function bulkMarkDirty(ctx: Deps, input: z.infer<typeof bulkInput>) {
  const numbers = parseOrFail(input.roomNumbers);
  const at = new Date();
  const { rooms, change } = await ctx.db.transaction().execute(async (trx) => {
    const rooms = await lockStatuses(trx, { hotelId: ctx.hotelId, roomNumbers: numbers });
    if (rooms.length === 0) fail('NOT_FOUND', 'NO_MATCHING_ROOMS');
    const set = statusEffects(ruleActorOf(ctx.actor), 'dirty', {
      actorId: ctx.actor.id,
      at,
      notes: input.notes,
      currentNotes: null,
      cleaningType: input.cleaningType,
    });
    return { rooms, change: await writeStatusChanges(trx, rooms, set, { actorId: ctx.actor.id, at }) };
  });
  announce(ctx, [change]);
  return { count: rooms.length, roomNumbers: rooms.map((r) => r.room_number) };
}

/** Bulk PMS: only the matching rooms that are clean now. */
export async function bulkMarkPmsUpdated(ctx: Deps, input: z.infer<typeof bulkInput>) {
  const numbers = parseOrFail(input.roomNumbers);
  const at = new Date();
  const { rooms, change } = await ctx.db.transaction().execute(async (trx) => {
    const matching = await lockStatuses(trx, { hotelId: ctx.hotelId, roomNumbers: numbers });
    if (matching.length === 0) fail('NOT_FOUND', 'NO_MATCHING_ROOMS');
    const hotel = await trx.selectFrom('hotels').select('inspection_required').where('id', '=', ctx.hotelId).executeTakeFirstOrThrow();
    const from = bulkPmsFrom(hotel.inspection_required);
    const clean = matching.filter((r) => from.includes(r.status));
    if (clean.length === 0) fail('NOT_FOUND', 'NO_CLEAN_ROOMS');
    const set = statusEffects(ruleActorOf(ctx.actor), 'pms_updated', { actorId: ctx.actor.id, at, currentNotes: null });
    return { rooms: clean, change: await writeStatusChanges(trx, clean, set, { actorId: ctx.actor.id, at }) };
  });
  announce(ctx, [change]);
  return { count: rooms.length, roomNumbers: rooms.map((r) => r.room_number) };
}

/** Assign or reassign rooms of one hotel to an approved housekeeper of that hotel. */
export async function assignRooms(ctx: Deps, input: z.infer<typeof assignInput>) {
  const at = new Date();
  const roomIds = [...new Set(input.roomIds)];
  const { hotelId } = ctx;
  const { clientActionId } = input;
  type Assigned = { count: number; roomNumbers: string[]; housekeeperId: string };
  const result = await ctx.db.transaction().execute(async (trx) => {
    if (clientActionId) {
      const claim = await claimClientAction(trx, ctx.actor.id, clientActionId, requestHash({ ...input, clientActionId: undefined }));
      if (claim) return { replay: claim.replay as Assigned, rooms: [], change: null };
    }
    const rooms = await lockStatuses(trx, { roomIds, hotelId });
    if (rooms.length !== roomIds.length) fail('NOT_FOUND', 'ROOM_NOT_FOUND');
    if (!(await isApprovedStaff(trx, hotelId, input.housekeeperId, ['housekeeper']))) fail('BAD_REQUEST', 'ASSIGNEE_NOT_HOUSEKEEPER');
    const housekeeper = { id: input.housekeeperId };
    if (rooms.some((r) => !isAssignable(r.status))) fail('CONFLICT', 'ROOM_NOT_ASSIGNABLE');
    // A room handed to someone else starts their clock afresh; kept for a re-save to the same person.
    const handedOver = rooms.some((r) => r.assigned_to !== housekeeper.id);
    const set = assignEffects({ assigneeId: housekeeper.id, by: ctx.actor.id, at, handedOver });
    // Kept with the device's action, in the same statement: the answer for a replay, the rooms as they were for Undo (issue 13).
    const replayAnswer: Assigned = { count: rooms.length, roomNumbers: rooms.map((r) => r.room_number), housekeeperId: housekeeper.id };
    const change = await writeStatusChanges(trx, rooms, set, {
      actorId: ctx.actor.id,
      at,
      clientActionId,
      ...(clientActionId ? { replayAnswer, keepForUndo: true } : {}),
    });
    return { replay: null, rooms, change };
  });
  if (result.replay) return result.replay;
  const { rooms, change } = result;
  announce(ctx, [change]);
  // Only rooms new to this housekeeper are announced; a re-save of the same assignment is not news.
  const news = rooms.filter((r) => r.assigned_to !== input.housekeeperId).map((r) => ({ roomNumber: r.room_number, rush: r.priority }));
  notifyAssignment(ctx, input.housekeeperId, news);
  return { count: rooms.length, roomNumbers: rooms.map((r) => r.room_number), housekeeperId: input.housekeeperId };
}
