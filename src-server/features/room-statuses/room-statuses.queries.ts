import { sql, type QueryCreator, type Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database, RoomStatusesTable, RoomStatusValue } from '../../db/types';
import type { Updateable } from 'kysely';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { provisionalSeq, type PendingChange } from '../../realtime/change-log.queries';
import { ASSIGNED_LIST_STATUSES } from '../../../src-shared/assigned-rooms';
import { claimInsert, type ClientActionClaim } from './client-actions.queries';
import { CLEARED_DEFERRAL, CLEARED_TIMER } from './status-effects';
import { creditsFor, type CleaningType, type CreditsByCleaningType } from '../../../src-shared/cleaning-types';
import { roomWork, typeCredits } from '../workload/room-work';
import { workedSecondsAt } from '../../../src-shared/room-lifecycle';
import { lastChangeColumns, lastChangeOf } from './last-change';

type Executor = Db | Transaction<Database>;

/** Room numbers sort as numbers when they are numbers (101 < 1001), then as text. */
export const roomNumberOrder = sql`nullif(regexp_replace(r.room_number, '\\D', '', 'g'), '')::numeric nulls last, r.room_number`;
/**
 * Every room list: rush rooms first (DESIGN §12), then by number. The client keeps its cached
 * lists in the same order (compareListOrder, src-shared/room-status.ts).
 */
const listOrder = sql`s.priority desc, ${roomNumberOrder}`;

function boardQuery(db: QueryCreator<Database>) {
  return db
    .selectFrom('room_statuses as s')
    .innerJoin('rooms as r', 'r.id', 's.room_id')
    .innerJoin('hotels as h', 'h.id', 's.hotel_id')
    .leftJoin('users as u', 'u.id', 's.assigned_to')
    .leftJoin('room_types as rt', 'rt.id', 'r.room_type_id')
    // The room's occupancy today, in the hotel's timezone (DESIGN §17): VC/VD/OC/OD and arrival/due out on the board.
    .leftJoin('room_occupancy as o', (join) =>
      join.onRef('o.room_id', '=', 'r.id').on('o.day', '=', sql<string>`(now() at time zone h.timezone)::date`),
    )
    .select([
      's.id',
      's.room_id',
      's.hotel_id',
      'r.room_number',
      'r.floor',
      's.status',
      's.notes',
      's.assigned_to',
      'u.full_name as assigned_to_name',
      's.assigned_at',
      's.assigned_by',
      's.marked_dirty_at',
      's.marked_dirty_by',
      's.cleaned_at',
      's.cleaned_by',
      's.pms_updated_at',
      's.pms_updated_by',
      's.version',
      's.updated_at',
      's.cleaning_type',
      's.priority',
      's.deferral_reason',
      's.deferral_retry_at',
      's.deferred_at',
      's.deferred_by',
      's.timer_state',
      's.timer_started_at',
      's.timer_worked_seconds',
      's.inspected_at',
      's.inspected_by',
      'h.inspection_required',
      'r.room_type_id',
      'rt.credits_departure',
      'rt.credits_stayover',
      'rt.credits_touch_up',
      'o.occupied as occ_occupied',
      'o.stay as occ_stay',
      sql<boolean>`exists (select 1 from late_checkouts lc where lc.room_id = r.id and lc.resolved_at is null)`.as(
        'has_late_checkout',
      ),
    ]);
}

type BoardRow = Awaited<ReturnType<ReturnType<typeof boardQuery>['executeTakeFirstOrThrow']>>;


const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toBoardRoom(row: BoardRow): BoardRoom {
  return {
    id: row.id,
    roomId: row.room_id,
    hotelId: row.hotel_id,
    roomNumber: row.room_number,
    floor: row.floor,
    status: row.status,
    notes: row.notes,
    assignedTo: row.assigned_to,
    assignedToName: row.assigned_to_name,
    assignedAt: iso(row.assigned_at),
    assignedBy: row.assigned_by,
    markedDirtyAt: iso(row.marked_dirty_at),
    markedDirtyBy: row.marked_dirty_by,
    cleanedAt: iso(row.cleaned_at),
    cleanedBy: row.cleaned_by,
    pmsUpdatedAt: iso(row.pms_updated_at),
    pmsUpdatedBy: row.pms_updated_by,
    version: row.version,
    updatedAt: iso(row.updated_at)!,
    hasLateCheckout: Boolean(row.has_late_checkout),
    roomTypeId: row.room_type_id,
    credits: creditsFor(roomWork(row).cleaningType, typeCredits(row)),
    occupancy: row.occ_stay === null ? null : { occupied: Boolean(row.occ_occupied), stay: row.occ_stay },
    ...lifecycleFields(row),
  };
}

type LifecycleRow = Pick<
  BoardRow,
  | 'cleaning_type'
  | 'priority'
  | 'deferral_reason'
  | 'deferral_retry_at'
  | 'deferred_at'
  | 'deferred_by'
  | 'timer_state'
  | 'timer_started_at'
  | 'timer_worked_seconds'
  | 'inspected_at'
  | 'inspected_by'
  | 'inspection_required'
>;

/** The board fields of the room lifecycle (DESIGN §12), from the status row's columns. */
function lifecycleFields(row: LifecycleRow) {
  return {
    cleaningType: row.cleaning_type,
    priority: Boolean(row.priority),
    deferral: row.deferral_reason
      ? { reason: row.deferral_reason, retryAt: row.deferral_retry_at, deferredAt: iso(row.deferred_at)!, deferredBy: row.deferred_by }
      : null,
    timer:
      row.timer_state && row.timer_started_at
        ? { state: row.timer_state, startedAt: iso(row.timer_started_at)!, workedSeconds: row.timer_worked_seconds }
        : null,
    inspectionRequired: Boolean(row.inspection_required),
    inspectedAt: iso(row.inspected_at),
    inspectedBy: row.inspected_by,
  };
}

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
 */
export async function lockBoardRoom(trx: Transaction<Database>, roomId: string, claim?: ClientActionClaim) {
  const source = claim ? (trx.with('claim', (db) => claimInsert(db, claim)) as unknown as QueryCreator<Database>) : trx;
  const row = await boardQuery(source)
    .select(claim ? sql<boolean>`exists (select 1 from claim)`.as('claimed') : sql<boolean>`true`.as('claimed'))
    .select(['s.last_actor_id', 's.last_actor_version', 's.last_actor_since'])
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
  return { locked, board, typeCredits: typeCredits(row), claimed: row.claimed, staleCheck };
}

/** The board row as it is once `set` is written, without reading it back. */
/** Only the cleaning type prices a room; the rest of roomWork's columns do not matter here. */
const NO_WORK = { cleaning_type: null, priority: false, timer_state: null } as const;

/**
 * The board row after `set`, without reading it again. `typeCredits` (the room type's, null
 * for none) re-prices the room when the change gives it another cleaning type.
 */
export function withChanges(board: BoardRoom, set: StatusChanges, at: Date, typeCredits: CreditsByCleaningType | null): BoardRoom {
  const value = <T>(next: T | undefined, current: T) => (next === undefined ? current : next);
  const time = (next: Date | string | null | undefined, current: string | null) => (next === undefined ? current : iso(next));
  if (set.assigned_to) throw new Error('withChanges does not know the new assignee name');
  return {
    ...board,
    status: set.status,
    notes: value(set.notes, board.notes),
    assignedTo: value(set.assigned_to, board.assignedTo),
    assignedToName: set.assigned_to === null ? null : board.assignedToName,
    assignedAt: time(set.assigned_at, board.assignedAt),
    assignedBy: value(set.assigned_by, board.assignedBy),
    markedDirtyAt: time(set.marked_dirty_at, board.markedDirtyAt),
    markedDirtyBy: value(set.marked_dirty_by, board.markedDirtyBy),
    cleanedAt: time(set.cleaned_at, board.cleanedAt),
    cleanedBy: value(set.cleaned_by, board.cleanedBy),
    pmsUpdatedAt: time(set.pms_updated_at, board.pmsUpdatedAt),
    pmsUpdatedBy: value(set.pms_updated_by, board.pmsUpdatedBy),
    ...lifecycleFields({
      cleaning_type: value(set.cleaning_type, board.cleaningType),
      priority: value(set.priority, board.priority),
      deferral_reason: value(set.deferral_reason, board.deferral?.reason ?? null),
      deferral_retry_at: value(set.deferral_retry_at, board.deferral?.retryAt ?? null),
      deferred_at: value(set.deferred_at, board.deferral?.deferredAt ?? null) as Date | null,
      deferred_by: value(set.deferred_by, board.deferral?.deferredBy ?? null),
      timer_state: value(set.timer_state, board.timer?.state ?? null),
      timer_started_at: value(set.timer_started_at, board.timer?.startedAt ?? null) as Date | null,
      timer_worked_seconds: value(set.timer_worked_seconds, board.timer?.workedSeconds ?? 0),
      inspected_at: value(set.inspected_at, board.inspectedAt) as Date | null,
      inspected_by: value(set.inspected_by, board.inspectedBy),
      inspection_required: board.inspectionRequired,
    }),
    credits: set.cleaning_type === undefined ? board.credits : creditsFor(roomWork({ ...NO_WORK, cleaning_type: set.cleaning_type }).cleaningType, typeCredits),
    version: board.version + 1,
    updatedAt: at.toISOString(),
  };
}

/**
 * What a change needs to know of the room's lifecycle: the cleaning type and the clock, for
 * the history; rush, for the push an assignment sends.
 */
const LIFECYCLE_LOCK_COLUMNS = ['s.cleaning_type', 's.priority', 's.timer_state', 's.timer_started_at', 's.timer_worked_seconds'] as const;

/** Locks the rooms' status rows for the rest of the transaction, so concurrent changes queue. */
export function lockStatuses(trx: Transaction<Database>, where: { roomIds?: string[]; hotelId?: string; roomNumbers?: string[] }) {
  let q = trx
    .selectFrom('room_statuses as s')
    .innerJoin('rooms as r', 'r.id', 's.room_id')
    .select(['s.id', 's.room_id', 's.hotel_id', 's.status', 's.notes', 's.assigned_to', 'r.room_number', ...LIFECYCLE_LOCK_COLUMNS])
    .forUpdate('s');
  if (where.roomIds) q = q.where('s.room_id', 'in', where.roomIds);
  if (where.hotelId) q = q.where('s.hotel_id', '=', where.hotelId);
  if (where.roomNumbers) q = q.where('r.room_number', 'in', where.roomNumbers);
  return q.orderBy('s.id').execute();
}
export type LockedStatus = Awaited<ReturnType<typeof lockStatuses>>[number];

/**
 * A housekeeper who leaves (deactivated, moved to another hotel or role) can no longer
 * clean the rooms waiting for them: those go back to dirty, unassigned, so the manager
 * sees them to assign again. Returns the logged changes, one per hotel touched.
 */
export async function releaseAssignedRooms(trx: Transaction<Database>, userId: string, actorId: string): Promise<PendingChange[]> {
  const rooms = await trx
    .selectFrom('room_statuses as s')
    .innerJoin('rooms as r', 'r.id', 's.room_id')
    .select(['s.id', 's.room_id', 's.hotel_id', 's.status', 's.notes', 's.assigned_to', 'r.room_number', ...LIFECYCLE_LOCK_COLUMNS])
    .where('s.assigned_to', '=', userId)
    .where('s.status', '=', 'assigned')
    .forUpdate('s')
    .execute();
  const set = { status: 'dirty' as const, assigned_to: null, assigned_at: null, assigned_by: null, ...CLEARED_TIMER, ...CLEARED_DEFERRAL };
  const changes: PendingChange[] = [];
  for (const hotelId of new Set(rooms.map((r) => r.hotel_id))) {
    const change = await writeStatusChanges(
      trx,
      rooms.filter((r) => r.hotel_id === hotelId),
      set,
      { actorId, at: new Date() },
    );
    if (change) changes.push(change);
  }
  return changes;
}

/** The seconds a room's clock counted by `at` (workedSecondsAt, the card's rule); null when it was never started. */
export function workedSeconds(room: Pick<LockedStatus, 'timer_state' | 'timer_started_at' | 'timer_worked_seconds'>, at: Date): number | null {
  if (!room.timer_state) return null;
  const startedAt = iso(room.timer_started_at) ?? at.toISOString();
  return workedSecondsAt({ state: room.timer_state, startedAt, workedSeconds: room.timer_worked_seconds }, at.getTime());
}

export type StatusChanges = Updateable<RoomStatusesTable> & { status: RoomStatusValue };

/**
 * Applies one change to many rooms of one hotel, appends one history row each, keeps the
 * answer a replay of the device's clientActionId gets (DESIGN §6) and, when asked, the rows
 * as they were for its undo, and logs the change for the hotel's live screens (DESIGN §11),
 * all in a single statement (data-modifying CTEs): a status change is the hot path of a
 * shift. The log entry's sequence value is taken at COMMIT (see provisionalSeq), so no
 * hotel-wide lock is held while the transaction is still open.
 */
export async function writeStatusChanges(
  trx: Transaction<Database>,
  rooms: LockedStatus[],
  set: StatusChanges,
  meta: {
    /** Null for the app's own periodic work (the day's plan at the hotel's day start), which no one set off. */
    actorId: string | null;
    at: Date;
    clientActionId?: string | null;
    /** What a replay of the device's action is answered (a board row, a summary). */
    replayAnswer?: unknown;
    /** The lifecycle's own steps (DESIGN §12): what the history row records beyond the status. */
    action?: string;
    notes?: string | null;
    historyAssignedTo?: string | null;
    /** Keep the rooms as they were with the device's action, for its undo (undo.queries.ts). */
    keepForUndo?: boolean;
    /** A clock stopped other than by a clean (a hand over, issue 18): the history keeps what it counted. */
    keepWorkedTime?: boolean;
    /**
     * A cleaning type per room (by status id) instead of `set.cleaning_type`: the day's plan
     * makes departures and stayovers dirty in one change (DESIGN §17).
     */
    cleaningTypes?: Map<string, CleaningType>;
  },
): Promise<PendingChange | null> {
  if (rooms.length === 0) return null;
  const hotelId = rooms[0]!.hotel_id;
  if (rooms.some((r) => r.hotel_id !== hotelId)) throw new Error('writeStatusChanges: rooms of one hotel at a time');
  const roomIds = rooms.map((r) => r.room_id);
  const perRoomType = meta.cleaningTypes;
  const cleaningTypeSet = perRoomType
    ? { cleaning_type: sql<CleaningType>`(${JSON.stringify(Object.fromEntries(perRoomType))}::jsonb ->> id::text)` }
    : {};
  const row = await trx
    .with('changed', (db) =>
      db
        .updateTable('room_statuses')
        .set({ ...set, ...cleaningTypeSet, version: sql`version + 1`, updated_at: meta.at, ...lastChangeColumns(meta.actorId) })
        .where(
          'id',
          'in',
          rooms.map((r) => r.id),
        )
        .returning('id'),
    )
    .with('history', (db) =>
      db.insertInto('room_status_events').values(
        rooms.map((room) => ({
          room_id: room.room_id,
          room_number: room.room_number,
          hotel_id: room.hotel_id,
          from_status: room.status,
          to_status: set.status,
          actor_id: meta.actorId,
          at: meta.at,
          notes: meta.notes !== undefined ? meta.notes : set.notes === undefined ? room.notes : set.notes,
          assigned_to: meta.historyAssignedTo !== undefined ? meta.historyAssignedTo : set.assigned_to === undefined ? room.assigned_to : set.assigned_to,
          client_action_id: meta.clientActionId ?? null,
          cleaning_type: perRoomType?.get(room.id) ?? (set.cleaning_type === undefined ? room.cleaning_type : set.cleaning_type),
          // A clean ends the clock: the history keeps what it counted (DESIGN §12).
          worked_seconds: set.status === 'clean' || meta.keepWorkedTime ? workedSeconds(room, meta.at) : null,
          action: meta.action ?? null,
        })),
      ),
    )
    .with('replay', (db) =>
      db
        .updateTable('client_actions')
        .set({
          response: JSON.stringify(meta.replayAnswer ?? null),
          // Every CTE reads the snapshot from before this statement: the rows as they were.
          ...(meta.keepForUndo
            ? { undo: sql`(select jsonb_agg(to_jsonb(s)) from room_statuses s where s.id = any(${sql.val(rooms.map((r) => r.id))}::uuid[]))` }
            : {}),
        })
        .where('user_id', '=', meta.actorId)
        // Bulk changes have no device action to answer: the update then touches no row.
        .where((eb) => (meta.clientActionId && meta.replayAnswer ? eb('client_action_id', '=', meta.clientActionId) : eb.lit(false))),
    )
    .insertInto('hotel_changes')
    .values({ hotel_id: hotelId, seq: provisionalSeq, kind: 'rooms', room_ids: sql<string[]>`${sql.val(roomIds)}::uuid[]` })
    .returning('seq')
    .executeTakeFirst();
  return row ? { hotelId, kind: 'rooms', roomIds } : null;
}
