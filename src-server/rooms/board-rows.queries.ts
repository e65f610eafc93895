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

/**
 * One room's board row, its status row locked for the rest of the transaction: the hot
 * path of a status change reads it once and answers from it (see withChanges). A phone's
 * change claims its clientActionId in the same statement (one round trip fewer); `claimed`
 * is false when the action was already claimed, and the caller answers the stored replay.
 * An actor from the session cache is confirmed in the same statement (`sessionOk`).
 */
export async function lockBoardRoom(trx: Transaction<Database>, roomId: string, claim?: ClientActionClaim, unconfirmed?: UserActor) {
  const source = claim ? (trx.with('claim', (db) => claimInsert(db, claim)) as unknown as QueryCreator<Database>) : trx;
  const row = await boardQuery(source)
    .select(claim ? sql<boolean>`exists (select 1 from claim)`.as('claimed') : sql<boolean>`true`.as('claimed'))
    .select(['s.last_actor_id', 's.last_actor_version', 's.last_actor_since'])
    .select(unconfirmed ? sessionStill(unconfirmed).as('session_ok') : sql<boolean>`true`.as('session_ok'))
    .where('s.room_id', '=', roomId)
    .forUpdate('s')
    .executeTakeFirst();
  if (!row) return undefined;
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
  return { locked, board, typeCredits: typeCredits(row), claimed: row.claimed, staleCheck, sessionOk: row.session_ok };
}
