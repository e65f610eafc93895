import { sql, type QueryCreator, type Transaction } from 'kysely';
import type { Db } from '../db/connection';
import type { Database } from '../db/types';
import type { BoardRoom } from '../../src-shared/room-ops.schemas';
import { ASSIGNED_LIST_STATUSES } from '../../src-shared/assigned-rooms';
import { claimInsert, type ClientActionClaim } from './client-actions';
import { typeCredits } from '../features/workload/room-work';
import { lastChangeOf } from './last-change';
import { boardQuery, listOrder, toBoardRoom } from './board-row';
import type { LockedStatus } from './change-rooms';
import { sessionStill } from '../trpc/session-cache';
import type { UserActor } from '../trpc/context';
import type { Role } from '../../src-shared/roles';

type Executor = Db | Transaction<Database>;

export async function listBoard(db: Executor, hotelId: string): Promise<BoardRoom[]> {
  const rows = await boardQuery(db).where('s.hotel_id', '=', hotelId).orderBy(listOrder).execute();
  return rows.map(toBoardRoom);
}

/** The board rows of some rooms of one hotel: what a live change event carries (DESIGN §11). */
export async function listBoardRooms(db: Executor, hotelId: string, roomIds: string[]): Promise<BoardRoom[]> {
  if (roomIds.length === 0) return [];
  const rows = await boardQuery(db).where('s.hotel_id', '=', hotelId).where('s.room_id', 'in', roomIds).orderBy(listOrder).execute();
  return rows.map(toBoardRoom);
}

export async function listAssignedTo(db: Executor, hotelId: string, userId: string): Promise<BoardRoom[]> {
  const rows = await boardQuery(db)
    .where('s.hotel_id', '=', hotelId)
    .where('s.assigned_to', '=', userId)
    .where('s.status', 'in', ASSIGNED_LIST_STATUSES)
    .orderBy(listOrder)
    .execute();
  return rows.map(toBoardRoom);
}

export async function findBoardRoom(db: Executor, roomId: string): Promise<BoardRoom | undefined> {
  const row = await boardQuery(db).where('s.room_id', '=', roomId).executeTakeFirst();
  return row && toBoardRoom(row);
}

/** What the lock of a room change reads of each room: its status row, board row, type credits and last change. */
type LockRow = Awaited<ReturnType<ReturnType<typeof lockQuery>['execute']>>[number];

/** The board rows with what a change needs beyond them. */
function changeQuery(source: QueryCreator<Database>) {
  return boardQuery(source).select(['s.last_actor_id', 's.last_actor_version', 's.last_actor_since']);
}

/** changeQuery with the status rows locked for the rest of the transaction. */
function lockQuery(source: QueryCreator<Database>) {
  return changeQuery(source).forUpdate('s');
}

function lockedRoom(row: LockRow) {
  const locked: LockedStatus = {
    id: row.id,
    room_id: row.room_id,
    hotel_id: row.hotel_id,
    status: row.status,
    notes: row.notes,
    assigned_to: row.assigned_to,
    room_number: row.room_number,
    cleaning_type: row.cleaning_type,
    priority: row.priority,
    timer_state: row.timer_state,
    timer_started_at: row.timer_started_at,
    timer_worked_seconds: row.timer_worked_seconds,
  };
  const board = toBoardRoom(row);
  // What the stale check of a queued change reads (src-shared/stale-change.ts).
  const staleCheck = { version: board.version, assignedTo: board.assignedTo, lastChange: lastChangeOf(row) };
  return { locked, board, typeCredits: typeCredits(row), staleCheck };
}

/** True, or whether a provisional actor's session still holds (sessionStill), read in the locking statement. */
const sessionOkColumn = (unconfirmed: UserActor | undefined) => (unconfirmed ? sessionStill(unconfirmed) : sql<boolean>`true`).as('session_ok');

/**
 * One room's board row, its status row locked for the rest of the transaction: the hot
 * path of a status change reads it once and answers from it (see withChanges). A phone's
 * change claims its clientActionId in the same statement (one round trip fewer); `claimed`
 * is false when the action was already claimed, and the caller answers the stored replay.
 * An actor from the session cache is confirmed in the same statement (`sessionOk`).
 */
export async function lockBoardRoom(trx: Transaction<Database>, roomId: string, claim?: ClientActionClaim, unconfirmed?: UserActor) {
  const source = claim ? (trx.with('claim', (db) => claimInsert(db, claim)) as unknown as QueryCreator<Database>) : trx;
  const row = await lockQuery(source)
    .select(claim ? sql<boolean>`exists (select 1 from claim)`.as('claimed') : sql<boolean>`true`.as('claimed'))
    .select(sessionOkColumn(unconfirmed))
    .where('s.room_id', '=', roomId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...lockedRoom(row), claimed: row.claimed, sessionOk: row.session_ok };
}

/**
 * lockBoardRoom without the lock, for a change made at once (change-room-at-once.ts): the
 * row's version as PostgreSQL counts it (xmin: any write of the row changes it, the detail
 * fields too), which guards the write; whether the device's action was claimed before;
 * a provisional actor's session. One statement, outside any transaction.
 */
export async function readBoardRoom(db: Db, roomId: string, claim?: ClientActionClaim, unconfirmed?: UserActor) {
  const claimed = claim
    ? sql<boolean>`exists (select 1 from client_actions c where c.user_id = ${claim.userId} and c.client_action_id = ${claim.clientActionId})`
    : sql<boolean>`false`;
  const row = await changeQuery(db)
    .select(sql<string>`s.xmin::text`.as('row_version'))
    .select(claimed.as('claimed_before'))
    .select(sessionOkColumn(unconfirmed))
    .where('s.room_id', '=', roomId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...lockedRoom(row), rowVersion: row.row_version, claimedBefore: row.claimed_before, sessionOk: row.session_ok };
}

/** Who a change hands rooms to, checked in the locking statement: an approved member of the hotel in one of these roles. */
export interface StaffCheck {
  id: string;
  roles: readonly Role[];
}

/**
 * lockBoardRoom for several rooms of one hotel (an assignment), in the order every room
 * change locks them; in the same statement, a provisional actor's session and the staff
 * member the rooms go to (their name, null when not approved staff of the hotel in those
 * roles: approvedStaffOf's rule). No row matched: nothing is known of either.
 */
export async function lockBoardRooms(trx: Transaction<Database>, hotelId: string, roomIds: string[], opts: { unconfirmed?: UserActor; staff?: StaffCheck }) {
  const { staff } = opts;
  const staffName = staff
    ? sql<string | null>`(select u.full_name from users u where u.id = ${staff.id} and u.hotel_id = ${hotelId}
        and u.status = 'approved' and u.role = any(${sql.val([...staff.roles])}::text[]))`
    : sql<string | null>`null::text`;
  const rows = await lockQuery(trx)
    .select(sessionOkColumn(opts.unconfirmed))
    .select(staffName.as('staff_name'))
    .where('s.hotel_id', '=', hotelId)
    .where('s.room_id', 'in', roomIds)
    .orderBy('s.id')
    .execute();
  return { rooms: rows.map(lockedRoom), sessionOk: rows[0]?.session_ok ?? true, staffName: rows[0]?.staff_name ?? null };
}
