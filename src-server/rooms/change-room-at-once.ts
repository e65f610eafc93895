// A status change in two round trips (issue 30): the hot path of a shift, a housekeeper's
// clean, a front desk's dirty. changeRoom locks the room in a transaction: BEGIN, lock, write,
// COMMIT. Made at once, the room is read without a lock and written in one statement that
// commits on its own, only if the row is still as it was read (its xmin): no transaction to
// open or close, no lock held across a round trip. When someone changed the room in between,
// or the device's action turns out to be claimed already, nothing was written and the change
// is made again the locking way (changeRoom), which sees the room as it is now and gives a
// retry its stored answer: the outcome is the one the locking way gives, only cheaper.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { BoardRoom } from '../../src-shared/room-ops.schemas';
import { isLostConnection, retriedRead } from '../db/lost-connection';
import type { PendingChange } from '../realtime/change-log.queries';
import { isProvisional } from '../trpc/session-cache';
import { findBoardRoom, readBoardRoom } from './board-rows.queries';
import { afterCommit, changeRoom, claimOf, confirmSession, refuseStale, type ChangeInput, type Deps, type LockedRoom, type RoomChangeDone } from './change-rooms';
import { writeStatusChanges, type LockedStatus, type RoomWriter, type WriteMeta } from './room-writes';
import type { RoomFields } from '../../src-shared/room-row';

/** What a change made at once may do: read, refuse, and write its one room once (writer.write). */
type AtOnceChange<A> = (db: Kysely<Database>, locked: LockedRoom, writer: RoomWriter) => Promise<RoomChangeDone<A>>;

/**
 * SQLSTATEs after which nothing of the statement was applied and the locking way decides:
 * serialization_failure (the room changed since it was read: room_change_conflict),
 * deadlock_detected, unique_violation (the device's action claimed meanwhile by its twin).
 */
const MAKE_AGAIN = new Set(['40001', '40P01', '23505']);

/**
 * changeRoom for a change that writes its one room once, with nothing else in its transaction:
 * made at once when it can be, else the locking way. `change` is the same callback changeRoom
 * takes; it gets the database itself, not a transaction, and a writer that only writes.
 */
export async function changeRoomAtOnce<I extends ChangeInput, A = BoardRoom>(ctx: Deps, input: I, change: AtOnceChange<A>): Promise<A> {
  const lockingWay = () => changeRoom(ctx, input, change);
  const claim = claimOf(ctx, input);
  const unconfirmed = isProvisional(ctx.actor) ? ctx.actor : undefined;
  const read = await retriedRead(() => readBoardRoom(ctx.db, input.roomId, claim, unconfirmed));
  if (unconfirmed && read) confirmSession(unconfirmed, read.sessionOk);
  // No such room, or a retry of an action already claimed: the locking way answers those.
  if (!read || read.claimedBefore) return lockingWay();
  const locked: LockedRoom = { room: read.locked, board: read.board, typeCredits: read.typeCredits, staleCheck: read.staleCheck };
  await refuseStale(ctx.db, locked, input, ctx.actor.id);
  const writes: Promise<PendingChange | null>[] = [];
  const writer = atOnceWriter(ctx.db, read.locked, { rowVersion: read.rowVersion, claimHash: claim?.hash }, writes);
  let done: RoomChangeDone<A>;
  try {
    done = await change(ctx.db, locked, writer);
    // A change that wrote nothing keeps its answer for a retry: the locking way does that.
    if (writes.length === 0) return lockingWay();
  } catch (error) {
    // The write may have committed before its connection died: the locking way finds its claim and answers it.
    if (madeAgain(error) || (claim && writes.length > 0 && isLostConnection(error))) return lockingWay();
    throw error;
  }
  afterCommit(ctx, done);
  return done.room ?? ((await findBoardRoom(ctx.db, input.roomId)) as A);
}

function madeAgain(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && MAKE_AGAIN.has(code);
}

/** A RoomWriter whose one write is the guarded statement (WriteMeta.atOnce); anything else is a change for changeRoom. */
function atOnceWriter(db: Kysely<Database>, room: LockedStatus, atOnce: NonNullable<WriteMeta['atOnce']>, writes: Promise<unknown>[]): RoomWriter {
  const only = (what: string) => () => {
    throw new Error(`changeRoomAtOnce: ${what} needs changeRoom`);
  };
  return {
    write: (rooms: LockedStatus[], set: RoomFields, meta: WriteMeta) => {
      if (writes.length > 0 || rooms.length !== 1 || rooms[0]!.id !== room.id) throw new Error('changeRoomAtOnce: one write of its own room');
      const written = writeStatusChanges(db, rooms, set, { ...meta, atOnce: { rowVersion: atOnce.rowVersion, claimHash: meta.clientActionId ? atOnce.claimHash : undefined } });
      writes.push(written);
      return written;
    },
    lock: only('a lock'),
    writeEach: only('writing each room'),
    keepForUndo: only('keeping rows for undo'),
    releaseAssigned: only('a release'),
    writeDetails: only('writing details'),
  };
}
