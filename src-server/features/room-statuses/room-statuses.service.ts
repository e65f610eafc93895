import type { z } from 'zod';
import type { Transaction } from 'kysely';
import type { Context, Actor } from '../../trpc/context';
import type { Database } from '../../db/types';
import type { assignInput, bulkInput, setStatusInput, BoardRoom } from '../../../src-shared/room-ops.schemas';
import { canSetStatus } from '../../../src-shared/room-status';
import { parseRoomNumbers, ROOM_NUMBER_MESSAGES } from '../../../src-shared/room-numbers';
import { MESSAGES } from '../../../src-shared/errors';
import { fail } from '../../trpc/errors';
import type { HotelScope } from '../../trpc/hotel-scope';
import { lockBoardRoom, lockStatuses, withChanges, writeStatusChanges, type LockedStatus } from './room-statuses.queries';
import { statusEffects } from './status-effects';
import { claimClientAction, requestHash } from './client-actions.queries';
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

async function lockRoom(trx: Transaction<Database>, hotelId: string, roomId: string) {
  const room = await lockBoardRoom(trx, roomId);
  if (!room || room.locked.hotel_id !== hotelId) fail('NOT_FOUND', MESSAGES.roomNotFound);
  return room;
}

/** A queued offline change whose room moved on is refused with the reason (DESIGN §6). */
function refuseStaleChange(actor: Actor, room: LockedStatus, input: z.infer<typeof setStatusInput>) {
  if (input.expectedStatus === undefined) return;
  // Reassigned means someone else has it now; a room set dirty again has no assignee and has simply moved on.
  const takenByOther = room.assigned_to !== null && room.assigned_to !== actor.id;
  if (actor.role === 'housekeeper' && input.status === 'clean' && takenByOther) {
    fail('CONFLICT', MESSAGES.roomReassigned);
  }
  if (room.status !== input.expectedStatus) fail('CONFLICT', MESSAGES.roomMovedOn);
}

export async function setRoomStatus(ctx: Deps, input: z.infer<typeof setStatusInput>): Promise<BoardRoom> {
  const { actor } = ctx;
  const at = changeTime(input.changedAt);
  const result = await ctx.db.transaction().execute(async (trx) => {
    const { clientActionId } = input;
    if (clientActionId) {
      const claim = await claimClientAction(trx, actor.id, clientActionId, requestHash({ ...input, clientActionId: undefined }));
      if (claim) return { room: claim.replay as BoardRoom, change: null };
    }
    const { locked: room, board } = await lockRoom(trx, ctx.hotelId, input.roomId);
    refuseStaleChange(actor, room, input);
    if (!canSetStatus(actor.role, room.status, input.status, { assignedToViewer: room.assigned_to === actor.id })) {
      fail('FORBIDDEN', MESSAGES.statusNotAllowed);
    }
    const set = statusEffects(actor.role, input.status, { actorId: actor.id, at, notes: input.notes, currentNotes: room.notes });
    const updated = withChanges(board, set, at);
    const replayAnswer = clientActionId ? updated : undefined;
    const change = await writeStatusChanges(trx, [room], set, { actorId: actor.id, at, clientActionId, replayAnswer });
    return { room: updated, change };
  });
  await announce(ctx, [result.change]);
  return result.room;
}

function parseOrFail(text: string): string[] {
  const parsed = parseRoomNumbers(text);
  if (!parsed.ok) fail('BAD_REQUEST', parsed.error);
  return parsed.numbers;
}

/** Bulk dirty: every matching room of the hotel, in one transaction. */
export async function bulkMarkDirty(ctx: Deps, input: z.infer<typeof bulkInput>) {
  const numbers = parseOrFail(input.roomNumbers);
  const at = new Date();
  const { rooms, change } = await ctx.db.transaction().execute(async (trx) => {
    const rooms = await lockStatuses(trx, { hotelId: ctx.hotelId, roomNumbers: numbers });
    if (rooms.length === 0) fail('NOT_FOUND', ROOM_NUMBER_MESSAGES.noMatch);
    const set = statusEffects(ctx.actor.role, 'dirty', { actorId: ctx.actor.id, at, notes: input.notes, currentNotes: null });
    return { rooms, change: await writeStatusChanges(trx, rooms, set, { actorId: ctx.actor.id, at }) };
  });
  await announce(ctx, [change]);
  return { count: rooms.length, roomNumbers: rooms.map((r) => r.room_number) };
}

/** Bulk PMS: only the matching rooms that are clean now. */
export async function bulkMarkPmsUpdated(ctx: Deps, input: z.infer<typeof bulkInput>) {
  const numbers = parseOrFail(input.roomNumbers);
  const at = new Date();
  const { rooms, change } = await ctx.db.transaction().execute(async (trx) => {
    const matching = await lockStatuses(trx, { hotelId: ctx.hotelId, roomNumbers: numbers });
    if (matching.length === 0) fail('NOT_FOUND', ROOM_NUMBER_MESSAGES.noMatch);
    const clean = matching.filter((r) => r.status === 'clean');
    if (clean.length === 0) fail('NOT_FOUND', ROOM_NUMBER_MESSAGES.noClean);
    const set = statusEffects(ctx.actor.role, 'pms_updated', { actorId: ctx.actor.id, at, currentNotes: null });
    return { rooms: clean, change: await writeStatusChanges(trx, clean, set, { actorId: ctx.actor.id, at }) };
  });
  await announce(ctx, [change]);
  return { count: rooms.length, roomNumbers: rooms.map((r) => r.room_number) };
}

/** Assign or reassign rooms of one hotel to an approved housekeeper of that hotel. */
export async function assignRooms(ctx: Deps, input: z.infer<typeof assignInput>) {
  const at = new Date();
  const roomIds = [...new Set(input.roomIds)];
  const { hotelId } = ctx;
  const { rooms, change } = await ctx.db.transaction().execute(async (trx) => {
    const rooms = await lockStatuses(trx, { roomIds, hotelId });
    if (rooms.length !== roomIds.length) fail('NOT_FOUND', MESSAGES.roomNotFound);
    const housekeeper = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', input.housekeeperId)
      .where('role', '=', 'housekeeper')
      .where('status', '=', 'approved')
      .where('hotel_id', '=', hotelId)
      .executeTakeFirst();
    if (!housekeeper) fail('BAD_REQUEST', MESSAGES.assigneeNotHousekeeper);
    if (rooms.some((r) => r.status !== 'dirty' && r.status !== 'assigned')) fail('CONFLICT', MESSAGES.roomNotAssignable);
    const set = { status: 'assigned' as const, assigned_to: housekeeper.id, assigned_at: at, assigned_by: ctx.actor.id };
    return { rooms, change: await writeStatusChanges(trx, rooms, set, { actorId: ctx.actor.id, at }) };
  });
  await announce(ctx, [change]);
  // Only rooms new to this housekeeper are announced; a re-save of the same assignment is not news.
  const news = rooms.filter((r) => r.assigned_to !== input.housekeeperId).map((r) => r.room_number);
  notifyAssignment(ctx, input.housekeeperId, news);
  return { count: rooms.length, roomNumbers: rooms.map((r) => r.room_number), housekeeperId: input.housekeeperId };
}
