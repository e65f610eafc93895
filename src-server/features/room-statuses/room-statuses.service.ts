import type { z } from 'zod';
import { ruleActorOf, type Context, type Actor } from '../../trpc/context';
import type { assignInput, bulkInput, setStatusInput, BoardRoom } from '../../../src-shared/room-ops.schemas';
import { bulkPmsFrom, canSetStatus, isAssignable } from '../../../src-shared/room-status';
import { parseRoomNumbers } from '../../../src-shared/room-numbers';
import { someoneElseHas, staleChangeReason, type RoomForStaleCheck } from '../../../src-shared/stale-change';
import { fail } from '../../trpc/errors';
import type { HotelScope } from '../../trpc/hotel-scope';
import { lockBoardRoom, lockStatuses, withChanges, writeStatusChanges, type LockedStatus } from './room-statuses.queries';
import { CLEARED_TIMER, statusEffects } from './status-effects';
import { claimClientAction, requestHash, storedReplay } from './client-actions.queries';
import { notifyAssignment } from '../push/push.service';
import { announce } from '../../realtime/announce';

type Deps = Pick<Context, 'db' | 'bus' | 'push'> & { actor: Actor } & HotelScope;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A device's clock is trusted only for an offline replay within the last day (DESIGN §4). */
export function changeTime(sent: string | undefined, now = new Date()): Date {
  if (!sent) return now;
  const at = new Date(sent);
  const age = now.getTime() - at.getTime();
  return Number.isNaN(age) || age < 0 || age > DAY_MS ? now : at;
}

/**
 * A queued offline change whose room moved on is refused with the reason (DESIGN §6): by the
 * version the device saw when it sends one (src-shared/stale-change.ts), else by the status.
 */
function refuseStaleChange(actor: Actor, room: LockedStatus, staleCheck: RoomForStaleCheck, input: z.infer<typeof setStatusInput>) {
  const reason = staleChangeReason(staleCheck, input.expectedVersion, actor.id);
  if (reason) fail('CONFLICT', reason);
  if (input.expectedStatus === undefined) return;
  // Reassigned means someone else has it now; a room set dirty again has no assignee and has simply moved on.
  if (ruleActorOf(actor) === 'housekeeper' && input.status === 'clean' && someoneElseHas(staleCheck, actor.id)) {
    fail('CONFLICT', 'ROOM_REASSIGNED');
  }
  if (room.status !== input.expectedStatus) fail('CONFLICT', 'ROOM_MOVED_ON');
}

export async function setRoomStatus(ctx: Deps, input: z.infer<typeof setStatusInput>): Promise<BoardRoom> {
  const { actor } = ctx;
  const at = changeTime(input.changedAt);
  const result = await ctx.db.transaction().execute(async (trx) => {
    const { clientActionId } = input;
    const claim = clientActionId
      ? { userId: actor.id, clientActionId, hash: requestHash({ ...input, clientActionId: undefined }) }
      : undefined;
    const locked = await lockBoardRoom(trx, input.roomId, claim);
    if (claim && !locked?.claimed) {
      // Claimed before: a retry of a change that went through gets the same answer again.
      // (With no such room, the claim just made is what is found, with no answer yet.)
      const { replay } = await storedReplay(trx, claim);
      if (locked || replay !== null) return { room: replay as BoardRoom, change: null };
    }
    // The locator found the room in the hotel; it was deleted since.
    if (!locked) fail('NOT_FOUND', 'ROOM_NOT_FOUND');
    const { locked: room, board, typeCredits, staleCheck } = locked;
    refuseStaleChange(actor, room, staleCheck, input);
    const assignedToViewer = room.assigned_to === actor.id;
    const role = ruleActorOf(actor);
    if (!canSetStatus(role, room.status, input.status, { assignedToViewer, inspectionRequired: board.inspectionRequired })) {
      const notTheirs = role === 'housekeeper' && input.status === 'clean' && !assignedToViewer;
      fail('FORBIDDEN', notTheirs ? 'ROOM_NOT_ASSIGNED_TO_YOU' : 'STATUS_NOT_ALLOWED');
    }
    const set = statusEffects(role, input.status, {
      actorId: actor.id,
      at,
      notes: input.notes,
      currentNotes: room.notes,
      cleaningType: input.cleaningType,
    });
    const updated = withChanges(board, set, at, typeCredits);
    const replayAnswer = clientActionId ? updated : undefined;
    const keepForUndo = Boolean(clientActionId);
    const change = await writeStatusChanges(trx, [room], set, { actorId: actor.id, at, clientActionId, replayAnswer, keepForUndo });
    return { room: updated, change };
  });
  announce(ctx, [result.change]);
  return result.room;
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
    const housekeeper = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', input.housekeeperId)
      .where('role', '=', 'housekeeper')
      .where('status', '=', 'approved')
      .where('hotel_id', '=', hotelId)
      .executeTakeFirst();
    if (!housekeeper) fail('BAD_REQUEST', 'ASSIGNEE_NOT_HOUSEKEEPER');
    if (rooms.some((r) => !isAssignable(r.status))) fail('CONFLICT', 'ROOM_NOT_ASSIGNABLE');
    // A room handed to someone else starts their clock afresh; kept for a re-save to the same person.
    const handedOver = rooms.some((r) => r.assigned_to !== housekeeper.id);
    const set = {
      status: 'assigned' as const,
      assigned_to: housekeeper.id,
      assigned_at: at,
      assigned_by: ctx.actor.id,
      ...(handedOver ? CLEARED_TIMER : {}),
    };
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
