// src-server/rooms/ is how a room changes (issue 30): every write to a room, a person's or the
// app's own (the day plan, the recurring pass, staff release, PMS answers, schedules), goes
// through changeRoom or changeRooms here (or changeRoomAtOnce, change-room-at-once.ts: a
// one-room change in two round trips that falls back to changeRoom). They lock, claim the device's action exactly once
// (client-actions.ts), hand their callback a RoomWriter (room-writes.ts, which nothing outside
// this folder may import), and after commit tell the hotel's live screens. The system's own
// passes call changeRooms with no actor (and no clientActionId); their history names no one.
import type { Kysely, Transaction } from 'kysely';
import type { Context, Actor, UserActor } from '../trpc/context';
import type { HotelScope } from '../trpc/hotel-scope';
import type { Database } from '../db/types';
import type { BoardRoom } from '../../src-shared/room-ops.schemas';
import type { CreditsByCleaningType } from '../../src-shared/cleaning-types';
import { staleChangeReason, type RoomForStaleCheck } from '../../src-shared/stale-change';
import type { Refusal } from '../../src-shared/room-refusals';
import type { ErrorReason } from '../../src-shared/error-reasons';
import { fail } from '../trpc/errors';
import { roomNowValues } from './room-now.queries';
import { retriedTransaction } from '../db/lost-connection';
import { announce } from '../realtime/announce';
import type { PendingChange } from '../realtime/change-log.queries';
import { findBoardRoom, lockBoardRoom, lockBoardRooms, type StaffCheck } from './board-rows.queries';
import { lockStatuses, roomWriter, type LockedStatus, type RoomWriter } from './room-writes';
import { requestHash, storeAnswer, storedReplay, withClientAction, type ClientActionClaim } from './client-actions';
import { isProvisional, markConfirmed } from '../trpc/session-cache';

// What features may know of the writes: the shape of a locked room and of a change, not the writes themselves.
export type { LockedStatus, RoomWriter, StatusChanges, WriteMeta } from './room-writes';
export { LOCKED_STATUS_COLUMNS, historyNoteColumns } from './room-writes';

export type Deps = Pick<Context, 'db' | 'bus' | 'push'> & { actor: Actor } & HotelScope;

export interface LockedRoom {
  room: LockedStatus;
  board: BoardRoom;
  /** The room type's credits (null for none): what re-prices a room given another cleaning type. */
  typeCredits: CreditsByCleaningType | null;
  /** What the stale check of a queued change reads (src-shared/stale-change.ts). */
  staleCheck: RoomForStaleCheck;
}

/**
 * What a change did: the room as it answers (read again after commit when absent; a change
 * answering something else, a work order, always gives it), what it logged, what to do after.
 */
export interface RoomChangeDone<A = BoardRoom> {
  room?: A;
  logged: PendingChange | null | (PendingChange | null)[];
  after?: () => void;
}

/** Refusals because the room moved on: the error carries what the room is now (roomNowValues). */
const ROOM_NOW_REASONS: readonly ErrorReason[] = ['ROOM_MOVED_ON', 'ROOM_REASSIGNED'];

/** A refusal of the shared rules (src-shared/room-refusals.ts) as the API's error. */
export async function refuse(trx: Kysely<Database>, locked: Pick<LockedRoom, 'board' | 'staleCheck'>, refusal: Refusal | null): Promise<void> {
  if (!refusal) return;
  const values = ROOM_NOW_REASONS.includes(refusal.reason) ? await roomNowValues(trx, locked.board, locked.staleCheck.lastChange.actorId) : undefined;
  fail(refusal.code, refusal.reason, { values });
}

/**
 * The one way a room changes (DESIGN §6): its status row locked; the device's action claimed
 * when it carries a clientActionId, in the same statement (a retry gets the stored answer
 * again); refused when someone else changed the room since the version the device saw; then
 * `change` writes through its RoomWriter (writer.write: fields, history, answer, change log) and after commit
 * the hotel's live screens hear of it. The room's hotel was checked by the procedure's locator.
 * A transaction whose connection died is run again once when that is safe (retriedTransaction).
 */
export async function changeRoom<I extends ChangeInput, A = BoardRoom>(
  ctx: Deps,
  input: I,
  change: (trx: Transaction<Database>, locked: LockedRoom, writer: RoomWriter) => Promise<RoomChangeDone<A>>,
): Promise<A> {
  const { clientActionId } = input;
  const result = await retriedTransaction(ctx.db, { claimed: Boolean(clientActionId) }, async (trx): Promise<RoomChangeDone<A>> => {
    const claim = claimOf(ctx, input);
    // An actor from the session cache is confirmed by the same statement (session-cache.ts).
    const unconfirmed = isProvisional(ctx.actor) ? ctx.actor : undefined;
    const locked = await lockBoardRoom(trx, input.roomId, claim, unconfirmed);
    if (unconfirmed && locked) confirmSession(unconfirmed, locked.sessionOk);
    if (claim && !locked?.claimed) {
      // Claimed before: a retry of a change that went through gets the same answer again.
      // (With no such room, the claim just made is what is found, with no answer yet.)
      const { replay } = await storedReplay(trx, claim);
      if (locked || replay !== null) return { room: replay as A, logged: null };
    }
    // The locator found the room in the hotel; it was deleted since.
    if (!locked) fail('NOT_FOUND', 'ROOM_NOT_FOUND');
    // A queued change tapped before someone else changed the room is refused (DESIGN §6).
    await refuseStale(trx, locked, input, ctx.actor.id);
    const done = await change(trx, { room: locked.locked, board: locked.board, typeCredits: locked.typeCredits, staleCheck: locked.staleCheck }, roomWriter(trx));
    // A change that wrote nothing still answers a resend the same (DESIGN §6), not the claim's empty answer.
    const wrote = Array.isArray(done.logged) ? done.logged.length > 0 : done.logged !== null;
    if (claim && !wrote) await storeAnswer(trx, ctx.actor.id, claim.clientActionId, done.room ?? locked.board);
    return done;
  });
  afterCommit(ctx, result);
  return result.room ?? ((await findBoardRoom(ctx.db, input.roomId)) as A);
}

export type ChangeInput = { roomId: string; clientActionId?: string; expectedVersion?: number; expectedAssignedTo?: string | null };

/** The claim of a one-room change's device action: its hash is of what was asked, without the action's own id. */
export function claimOf(ctx: Pick<Deps, 'actor'>, input: ChangeInput): ClientActionClaim | undefined {
  const { clientActionId } = input;
  return clientActionId ? { userId: ctx.actor.id, clientActionId, hash: requestHash({ ...input, clientActionId: undefined }) } : undefined;
}

/** A queued change tapped before someone else changed the room is refused (DESIGN §6, src-shared/stale-change.ts). */
export async function refuseStale(db: Kysely<Database>, locked: Pick<LockedRoom, 'board' | 'staleCheck'>, input: ChangeInput, actorId: string): Promise<void> {
  const stale = staleChangeReason(locked.staleCheck, input.expectedVersion, actorId, input.expectedAssignedTo);
  await refuse(db, locked, stale && { code: 'CONFLICT', reason: stale });
}

/** A provisional actor (session-cache.ts) whose session the locking statement read: refused before anything is written, or confirmed. */
export function confirmSession(unconfirmed: UserActor, sessionOk: boolean): void {
  if (!sessionOk) fail('UNAUTHORIZED', 'NOT_SIGNED_IN');
  markConfirmed(unconfirmed);
}

/** After commit: the hotel's live screens hear of what was logged, then what the change left to do (a push). */
export function afterCommit(ctx: { bus: Deps['bus'] }, done: { logged: RoomChangeDone['logged']; after?: () => void }): void {
  announce(ctx, Array.isArray(done.logged) ? done.logged : [done.logged]);
  done.after?.();
}

/** Who changes many rooms: a person, or the app's own passes (a PMS answer, a schedule) with no actor and no device action. */
export type RoomsDeps = Pick<Context, 'db' | 'bus'> & { actor?: Actor };

/** What a change of many rooms did: its answer (kept for a retry of the device's action), what it logged, what to do after. */
export interface RoomsChangeDone<A> {
  answer: A;
  logged: RoomChangeDone['logged'];
  after?: () => void;
}

/** The rooms of a hotel by id, locked; not found when any is missing (or in another hotel). */
export function roomsOfHotel(hotelId: string, roomIds: string[]) {
  return async (trx: Transaction<Database>): Promise<LockedStatus[]> => {
    const rooms = await lockStatuses(trx, { roomIds, hotelId });
    if (rooms.length !== new Set(roomIds).size) fail('NOT_FOUND', 'ROOM_NOT_FOUND');
    return rooms;
  };
}

/**
 * roomsOfHotel with each room's board row, type credits and last change (lockBoardRooms), so
 * the change answers the rooms as written without reading them again; a provisional actor's
 * session and, when given, the staff member the rooms go to are read in the same statement.
 */
export function boardRoomsOfHotel(hotelId: string, roomIds: string[], staff?: StaffCheck) {
  return async (trx: Transaction<Database>, _writer: RoomWriter, unconfirmed?: UserActor) => {
    const found = await lockBoardRooms(trx, hotelId, roomIds, { unconfirmed, staff });
    if (found.rooms.length !== new Set(roomIds).size) fail('NOT_FOUND', 'ROOM_NOT_FOUND');
    if (unconfirmed) confirmSession(unconfirmed, found.sessionOk);
    return found;
  };
}

/**
 * changeRoom for many rooms at once (an assignment, a bulk change, a hand over, an undo, the
 * app's own passes): the device's action claimed when it carries a clientActionId (a retry
 * gets the stored answer again, nothing is written twice); `lock` locks the rooms' status
 * rows (roomsOfHotel, the writer's lock, or the caller's own query that locks what it
 * changes, with whatever else it read; none when the change locks its rooms itself after
 * other work of the transaction, as staff release and the day plan do); `change` writes
 * through the writer; the answer is kept with the claim; after commit the hotel's live
 * screens hear of it and `after` runs (pushes).
 */
export async function changeRooms<A, L = undefined>(
  ctx: RoomsDeps,
  input: {
    clientActionId?: string | null;
    request?: unknown;
    /** Given a provisional actor (session-cache.ts) when there is one: a lock that confirms it in its statement (boardRoomsOfHotel), else a look-up does after. */
    lock?: (trx: Transaction<Database>, writer: RoomWriter, unconfirmed?: UserActor) => Promise<L>;
  },
  change: (trx: Transaction<Database>, locked: L, writer: RoomWriter) => Promise<RoomsChangeDone<A>>,
): Promise<A> {
  const result = await retriedTransaction(ctx.db, { claimed: Boolean(input.clientActionId) }, async (trx): Promise<RoomsChangeDone<A>> => {
    const action = { userId: actorOf(ctx, input.clientActionId), clientActionId: input.clientActionId, request: { ...(input.request as object), clientActionId: undefined } };
    // Claimed before: a retry of a change that went through gets the same answer again.
    const writer = roomWriter(trx);
    const unconfirmed = ctx.actor && isProvisional(ctx.actor) ? ctx.actor : undefined;
    const work = async () => change(trx, (input.lock ? await input.lock(trx, writer, unconfirmed) : undefined) as L, writer);
    const claimed = await withClientAction(trx, action, work, (done) => done.answer);
    return claimed.replayed ? { answer: claimed.replay as A, logged: null } : claimed.done;
  });
  afterCommit(ctx, result);
  return result.answer;
}

/** Whose device action it is; the hash is of what was asked, without the action's own id (a retry under another id is another action). */
function actorOf(ctx: RoomsDeps, clientActionId: string | null | undefined): string {
  if (clientActionId && !ctx.actor) throw new Error('changeRooms: a device action needs its actor');
  return ctx.actor?.id ?? '';
}
