import type { z } from 'zod';
import { ruleActorOf } from '../../trpc/context';
import type { assignInput, bulkInput, setStatusInput, BoardRoom } from '../../../src-shared/room-ops.schemas';
import { bulkPmsFrom, compareListOrder, isAssignable } from '../../../src-shared/room-status';
import { parseRoomNumbers } from '../../../src-shared/room-numbers';
import { assignEffectsOn, statusEffects } from '../../../src-shared/room-effects';
import { statusChangeRefusal } from '../../../src-shared/room-refusals';
import { withChanges } from '../../../src-shared/room-row';
import { fail } from '../../trpc/errors';
import { boardRoomsOfHotel, changeRooms, refuse, type Deps, type LockedStatus, type RoomWriter } from '../../rooms/change-rooms';
import { changeTime } from '../../rooms/change-time';
import { changeRoomAtOnce } from '../../rooms/change-room-at-once';
import { notifyAssignment } from '../../push/assignment-push';

/**
 * A status change of one room by the rule table (DESIGN §4). A queued offline change whose
 * room moved on is refused with the reason (DESIGN §6): by the version the device saw
 * (changeRoom), else by the status it saw (statusChangeRefusal). The hot path of a shift:
 * made at once, in two round trips, when no one changes the room at the same moment.
 */
export function setRoomStatus(ctx: Deps, input: z.infer<typeof setStatusInput>): Promise<BoardRoom> {
  const { actor } = ctx;
  const at = changeTime(input.changedAt);
  return changeRoomAtOnce(ctx, input, async (db, locked, writer) => {
    const { room, board, typeCredits } = locked;
    const role = ruleActorOf(actor);
    await refuse(db, locked, statusChangeRefusal(role, board, actor.id, input));
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
    const logged = await writer.write([room], set, { actorId: actor.id, at, clientActionId, replayAnswer, keepForUndo });
    return { room: updated, logged };
  });
}

function parseOrFail(text: string): string[] {
  const parsed = parseRoomNumbers(text);
  if (!parsed.ok) fail('BAD_REQUEST', parsed.reason, { values: parsed.values });
  return parsed.numbers;
}

/** The hotel's rooms with these numbers, locked; none is an error. */
function roomsNumbered(hotelId: string, numbers: string[]) {
  return async (_trx: unknown, writer: RoomWriter) => {
    const rooms = await writer.lock({ hotelId, roomNumbers: numbers });
    if (rooms.length === 0) fail('NOT_FOUND', 'NO_MATCHING_ROOMS');
    return rooms;
  };
}

const summary = (rooms: LockedStatus[]) => ({ count: rooms.length, roomNumbers: rooms.map((r) => r.room_number) });

/** Bulk dirty: every matching room of the hotel, in one transaction. */
export function bulkMarkDirty(ctx: Deps, input: z.infer<typeof bulkInput>) {
  const at = new Date();
  return changeRooms(ctx, { lock: roomsNumbered(ctx.hotelId, parseOrFail(input.roomNumbers)) }, async (_trx, rooms, writer) => {
    const set = statusEffects(ruleActorOf(ctx.actor), 'dirty', {
      actorId: ctx.actor.id,
      at,
      notes: input.notes,
      currentNotes: null,
      cleaningType: input.cleaningType,
    });
    return { answer: summary(rooms), logged: await writer.write(rooms, set, { actorId: ctx.actor.id, at }) };
  });
}

/** Bulk PMS: only the matching rooms that are clean now. */
export function bulkMarkPmsUpdated(ctx: Deps, input: z.infer<typeof bulkInput>) {
  const at = new Date();
  return changeRooms(ctx, { lock: roomsNumbered(ctx.hotelId, parseOrFail(input.roomNumbers)) }, async (trx, matching, writer) => {
    const hotel = await trx.selectFrom('hotels').select('inspection_required').where('id', '=', ctx.hotelId).executeTakeFirstOrThrow();
    const from = bulkPmsFrom(hotel.inspection_required);
    const clean = matching.filter((r) => from.includes(r.status));
    if (clean.length === 0) fail('NOT_FOUND', 'NO_CLEAN_ROOMS');
    const set = statusEffects(ruleActorOf(ctx.actor), 'pms_updated', { actorId: ctx.actor.id, at, currentNotes: null });
    return { answer: summary(clean), logged: await writer.write(clean, set, { actorId: ctx.actor.id, at }) };
  });
}

/**
 * Assign or reassign rooms of one hotel to an approved housekeeper of that hotel. The answer
 * carries the rooms as written (the board rows the lock read, with the change applied), so
 * the manager's screen patches them in without a read after the commit.
 */
export function assignRooms(ctx: Deps, input: z.infer<typeof assignInput>) {
  const at = new Date();
  const roomIds = [...new Set(input.roomIds)];
  const { hotelId } = ctx;
  const { clientActionId } = input;
  const housekeeper = { id: input.housekeeperId, roles: ['housekeeper'] as const };
  const lock = boardRoomsOfHotel(hotelId, roomIds, housekeeper);
  return changeRooms(ctx, { clientActionId, request: input, lock }, async (_trx, { rooms: locked, staffName }, writer) => {
    if (staffName === null) fail('BAD_REQUEST', 'ASSIGNEE_NOT_HOUSEKEEPER');
    const rooms = locked.map((l) => l.locked);
    if (rooms.some((r) => !isAssignable(r.status))) fail('CONFLICT', 'ROOM_NOT_ASSIGNABLE');
    // The rooms as they were, with the device's action, for its Undo (issue 13): before the first write.
    if (clientActionId) await writer.keepForUndo(ctx.actor.id, clientActionId, rooms.map((r) => r.id));
    // Per room: one handed to her starts her clock afresh (the history keeps what the clock had counted); a re-save keeps it running.
    const effects = (room: LockedStatus) => assignEffectsOn(room, { assigneeId: housekeeper.id, by: ctx.actor.id, at });
    const logged = await writer.writeEach(rooms, effects, (set) => ({ actorId: ctx.actor.id, at, clientActionId, keepWorkedTime: set.timer_state === null }));
    // Only rooms new to this housekeeper are announced; a re-save of the same assignment is not news.
    const news = rooms.filter((r) => r.assigned_to !== housekeeper.id).map((r) => ({ roomNumber: r.room_number, rush: r.priority }));
    const written = locked.map((l) => withChanges(l.board, effects(l.locked), at, l.typeCredits, staffName)).sort(compareListOrder);
    return {
      answer: { ...summary(rooms), housekeeperId: housekeeper.id, rooms: written },
      logged,
      after: () => notifyAssignment(ctx, housekeeper.id, news),
    };
  });
}
