// The room writes themselves (DESIGN §6, §11). Only src-server/rooms/ imports this module
// (eslint.config.js refuses it elsewhere): a feature writes a room through changeRoom or
// changeRooms (./change-rooms.ts), whose callbacks get these writes as a RoomWriter bound to
// the change's transaction, so no room is written outside the one change path.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, FailedItem } from '../db/types';
import type { Deferral } from '../../src-shared/room-lifecycle.schemas';
import type { CleaningType } from '../../src-shared/cleaning-types';
import { workedSecondsAt } from '../../src-shared/room-lifecycle';
import { releaseEffects } from '../../src-shared/room-effects';
import { iso, type RoomFields, type StatusChanges } from '../../src-shared/room-row';
import { systemNoteFields, withNoteData, type SystemNote } from '../../src-shared/system-notes';
import { logRoomsInsert, type PendingChange } from '../realtime/change-log.queries';
import { lastChangeColumns } from './last-change';

export type { StatusChanges } from '../../src-shared/room-row';

/** A history row's note columns: typed words as they are; the app's own note as its English words and the data (jsonb). */
export function historyNoteColumns(note: SystemNote | string | null): { notes: string | null; system_note: string | null } {
  if (note === null || typeof note === 'string') return { notes: note, system_note: null };
  const fields = systemNoteFields(note);
  return { notes: fields.notes, system_note: JSON.stringify(fields.system_note) };
}

/**
 * What a change needs to know of the room's lifecycle: the cleaning type and the clock, for
 * the history; rush, for the push an assignment sends.
 */
const LIFECYCLE_LOCK_COLUMNS = ['s.cleaning_type', 's.priority', 's.timer_state', 's.timer_started_at', 's.timer_worked_seconds'] as const;

/** What writeStatusChanges needs of a status row (joined with its room as `r`): every query that feeds it selects these. */
export const LOCKED_STATUS_COLUMNS = ['s.id', 's.room_id', 's.hotel_id', 's.status', 's.notes', 's.assigned_to', 'r.room_number', ...LIFECYCLE_LOCK_COLUMNS] as const;

/** Which status rows lockStatuses locks: by room, in a hotel, by room number (all that are given). */
export interface LockWhere {
  roomIds?: string[];
  hotelId?: string;
  roomNumbers?: string[];
}

/** Locks the rooms' status rows for the rest of the transaction, so concurrent changes queue. */
export function lockStatuses(trx: Transaction<Database>, where: LockWhere) {
  let q = trx
    .selectFrom('room_statuses as s')
    .innerJoin('rooms as r', 'r.id', 's.room_id')
    .select(LOCKED_STATUS_COLUMNS)
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
    .select(LOCKED_STATUS_COLUMNS)
    .where('s.assigned_to', '=', userId)
    .where('s.status', '=', 'assigned')
    .forUpdate('s')
    .execute();
  const set = releaseEffects();
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

/**
 * Keeps the rooms as they are now with the user's action, for its undo: for a change that
 * writes them in several statements (a hand over), taken once before the first.
 */
export async function keepRowsForUndo(trx: Transaction<Database>, userId: string, clientActionId: string, statusIds: string[]): Promise<void> {
  if (statusIds.length === 0) return;
  await trx
    .updateTable('client_actions')
    .set({ undo: sql`(select jsonb_agg(to_jsonb(s)) from room_statuses s where s.id = any(${sql.val(statusIds)}::uuid[]))` })
    .where('user_id', '=', userId)
    .where('client_action_id', '=', clientActionId)
    .execute();
}

/** The seconds a room's clock counted by `at` (workedSecondsAt, the card's rule); null when it was never started. */
export function workedSeconds(room: Pick<LockedStatus, 'timer_state' | 'timer_started_at' | 'timer_worked_seconds'>, at: Date): number | null {
  if (!room.timer_state) return null;
  const startedAt = iso(room.timer_started_at) ?? at.toISOString();
  return workedSecondsAt({ state: room.timer_state, startedAt, workedSeconds: room.timer_worked_seconds }, at.getTime());
}

/** How a room change is recorded (writeStatusChanges). */
export interface WriteMeta {
  /** Null for the app's own periodic work (the day's plan at the hotel's day start), which no one set off. */
  actorId: string | null;
  at: Date;
  clientActionId?: string | null;
  /** What a replay of the device's action is answered (a board row, a summary). */
  replayAnswer?: unknown;
  /** False for a change the reports do not count (rush, the clock, a cleared deferral): no history row. */
  history?: boolean;
  /** The lifecycle's own steps (DESIGN §12): what the history row records beyond the status. */
  action?: string;
  /** The history row's own note instead of the room's (null: none): typed text, or the app's as data (issue 19). */
  historyNote?: SystemNote | string | null;
  historyAssignedTo?: string | null;
  /** A deferral's reason and time, as data in the history (each reader sees them in their language). */
  deferral?: Pick<Deferral, 'reason' | 'retryAt'>;
  /** Keep the rooms as they were with the device's action, for its undo (keepRowsForUndo; read back by undo.queries.ts). */
  keepForUndo?: boolean;
  /** A clock stopped other than by a clean (a hand over, issue 18): the history keeps what it counted. */
  keepWorkedTime?: boolean;
  /**
   * A cleaning type per room (by status id) instead of `set.cleaning_type`: the day's plan
   * makes departures and stayovers dirty in one change (DESIGN §17).
   */
  cleaningTypes?: Map<string, CleaningType>;
  /**
   * A change made at once (change-room-at-once.ts), one room, outside a transaction: written
   * only if the row is still the version it was read at (else the statement aborts as a
   * serialization failure, room_change_conflict), and the device's action claimed by this
   * statement with its answer (`claimHash`) rather than by a lock before it.
   */
  atOnce?: { rowVersion: string; claimHash?: string };
}

/**
 * The one write of a room change (DESIGN §6, §11), to many rooms of one hotel: the fields
 * (a status change or one that keeps the status: rush, the clock, a deferral), one history
 * row each unless `history` is false, the answer a replay of the device's clientActionId
 * gets and, when asked, the rows as they were for its undo, and the hotel's change log
 * entry for its live screens, all in a single statement (data-modifying CTEs): a status
 * change is the hot path of a shift. The log entry's sequence value is taken at COMMIT (see
 * provisionalSeq), so no hotel-wide lock is held while the transaction is still open.
 */
export async function writeStatusChanges(
  trx: Kysely<Database>,
  rooms: LockedStatus[],
  change: RoomFields,
  meta: WriteMeta,
): Promise<PendingChange | null> {
  if (rooms.length === 0) return null;
  // The app's note is stored as JSON beside its words; a typed note clears it (withNoteData).
  const { system_note: systemNote, ...set } = withNoteData(change);
  const noteData = systemNote === undefined ? {} : { system_note: systemNote && JSON.stringify(systemNote) };
  const historyNote = historyNoteColumns(meta.historyNote ?? null);
  const hotelId = rooms[0]!.hotel_id;
  if (rooms.some((r) => r.hotel_id !== hotelId)) throw new Error('writeStatusChanges: rooms of one hotel at a time');
  const { atOnce } = meta;
  if (atOnce && rooms.length !== 1) throw new Error('writeStatusChanges: a change made at once is of one room');
  const roomIds = rooms.map((r) => r.room_id);
  const perRoomType = meta.cleaningTypes;
  const cleaningTypeSet = perRoomType
    ? { cleaning_type: sql<CleaningType>`(${JSON.stringify(Object.fromEntries(perRoomType))}::jsonb ->> id::text)` }
    : {};
  const changed = trx.with('changed', (db) =>
    db
      .updateTable('room_statuses')
      .set({ ...set, ...noteData, ...cleaningTypeSet, version: sql`version + 1`, updated_at: meta.at, ...lastChangeColumns(meta.actorId) })
      .where(
        'id',
        'in',
        rooms.map((r) => r.id),
      )
      .where((eb) => (atOnce ? eb(sql`xmin`, '=', sql<string>`${atOnce.rowVersion}::xid`) : eb.lit(true)))
      .returning('id'),
  );
  const withHistory =
    meta.history === false
      ? changed
      : (changed.with('history', (db) =>
          db.insertInto('room_status_events').values(
            rooms.map((room) => ({
              room_id: room.room_id,
              room_number: room.room_number,
              hotel_id: room.hotel_id,
              from_status: room.status,
              to_status: set.status ?? room.status,
              actor_id: meta.actorId,
              at: meta.at,
              notes: meta.historyNote !== undefined ? historyNote.notes : set.notes === undefined ? room.notes : set.notes,
              // A kept note keeps its data: read from the row as it was (the statement's snapshot).
              system_note:
                meta.historyNote !== undefined
                  ? historyNote.system_note
                  : systemNote === undefined
                    ? sql<string | null>`(select system_note from room_statuses where id = ${room.id})`
                    : noteData.system_note,
              assigned_to: meta.historyAssignedTo !== undefined ? meta.historyAssignedTo : set.assigned_to === undefined ? room.assigned_to : set.assigned_to,
              client_action_id: meta.clientActionId ?? null,
              cleaning_type: perRoomType?.get(room.id) ?? (set.cleaning_type === undefined ? room.cleaning_type : set.cleaning_type),
              // A clean ends the clock: the history keeps what it counted (DESIGN §12).
              worked_seconds: set.status === 'clean' || meta.keepWorkedTime ? workedSeconds(room, meta.at) : null,
              action: meta.action ?? null,
              deferral_reason: meta.deferral?.reason ?? null,
              deferral_retry_at: meta.deferral?.retryAt ?? null,
            })),
          ),
        ) as unknown as typeof changed);
  // Every CTE reads the snapshot from before this statement: the rows as they were.
  const undo = meta.keepForUndo
    ? { undo: sql<string>`(select jsonb_agg(to_jsonb(s)) from room_statuses s where s.id = any(${sql.val(rooms.map((r) => r.id))}::uuid[]))` }
    : {};
  const response = JSON.stringify(meta.replayAnswer ?? null);
  const withReplay =
    atOnce?.claimHash && meta.clientActionId && meta.actorId
      ? // Claimed here: a concurrent duplicate waits on the key, then fails this statement (unique violation).
        withHistory.with('replay', (db) =>
          db.insertInto('client_actions').values({ user_id: meta.actorId!, client_action_id: meta.clientActionId!, request_hash: atOnce.claimHash!, response, ...undo }),
        )
      : withHistory.with('replay', (db) =>
          db
            .updateTable('client_actions')
            .set({ response, ...undo })
            .where('user_id', '=', meta.actorId)
            // Bulk changes have no device action to answer: the update then touches no row.
            .where((eb) => (meta.clientActionId && meta.replayAnswer ? eb('client_action_id', '=', meta.clientActionId) : eb.lit(false))),
        );
  // Made at once: the log entry is also the guard's check, aborting the statement when the room had changed.
  const logged = logRoomsInsert(hotelId, roomIds);
  const row = await (withReplay as unknown as typeof withHistory)
    .insertInto('hotel_changes')
    .values(atOnce ? { ...logged, hotel_id: sql<string>`case when exists (select 1 from changed) then ${hotelId}::uuid else room_change_conflict() end` } : logged)
    .returning('seq')
    .executeTakeFirst();
  return row ? { hotelId, kind: 'rooms', roomIds } : null;
}

/**
 * Writes each room's own fields (`effectsOf`), one statement per distinct set of fields: an
 * assignment hands some rooms over and re-saves others, and each keeps what is its own.
 */
export async function writeEachRoom(
  trx: Transaction<Database>,
  rooms: LockedStatus[],
  effectsOf: (room: LockedStatus) => StatusChanges,
  metaOf: (set: StatusChanges) => WriteMeta,
): Promise<(PendingChange | null)[]> {
  const groups = new Map<string, { set: StatusChanges; rooms: LockedStatus[] }>();
  for (const room of rooms) {
    const set = effectsOf(room);
    const key = JSON.stringify(set);
    const group = groups.get(key) ?? groups.set(key, { set, rooms: [] }).get(key)!;
    group.rooms.push(room);
  }
  const logged: (PendingChange | null)[] = [];
  for (const group of groups.values()) logged.push(await writeStatusChanges(trx, group.rooms, group.set, metaOf(group.set)));
  return logged;
}

/**
 * A room's own detail fields that are not part of its state as a change counts it (issue 31):
 * the failed checklist items on her card, the items she ticked on her self-check. Written
 * by writeDetails, which neither bumps the version nor writes history or the change log.
 */
export interface RoomDetails {
  failed_items?: FailedItem[] | null;
  self_checked?: string[] | null;
}

/**
 * Writes the rooms' detail fields (RoomDetails) as they are: no version bump, no history row,
 * no change log entry, so a device that saw the room at its version may still change it
 * and the live screens hear nothing of it (a change of the same transaction that does count,
 * written with writeStatusChanges, logs the room as usual).
 */
export async function writeRoomDetails(trx: Transaction<Database>, rooms: Pick<LockedStatus, 'id'>[], fields: RoomDetails): Promise<void> {
  if (rooms.length === 0) return;
  const set: { failed_items?: string | null; self_checked?: string | null } = {};
  if (fields.failed_items !== undefined) set.failed_items = fields.failed_items && JSON.stringify(fields.failed_items);
  if (fields.self_checked !== undefined) set.self_checked = fields.self_checked && JSON.stringify(fields.self_checked);
  if (Object.keys(set).length === 0) return;
  await trx
    .updateTable('room_statuses')
    .set(set)
    .where(
      'id',
      'in',
      rooms.map((r) => r.id),
    )
    .execute();
}

/**
 * The writes of one room change, bound to its transaction: what changeRoom and changeRooms
 * hand their callbacks (and the lock of changeRooms). The only way a feature writes a room.
 */
export interface RoomWriter {
  /** lockStatuses: the rooms' status rows locked, in the order every room change locks them. */
  lock(where: LockWhere): Promise<LockedStatus[]>;
  /** writeStatusChanges: fields, history, replay answer, change log, in one statement. */
  write(rooms: LockedStatus[], change: RoomFields, meta: WriteMeta): Promise<PendingChange | null>;
  /** writeEachRoom: each room's own fields, one statement per distinct set. */
  writeEach(rooms: LockedStatus[], effectsOf: (room: LockedStatus) => StatusChanges, metaOf: (set: StatusChanges) => WriteMeta): Promise<(PendingChange | null)[]>;
  /** keepRowsForUndo: the rooms as they are now, kept with the action for its undo, before the first of several writes. */
  keepForUndo(userId: string, clientActionId: string, statusIds: string[]): Promise<void>;
  /** releaseAssignedRooms: a housekeeper who leaves has her waiting rooms back to dirty, unassigned. */
  releaseAssigned(userId: string, actorId: string): Promise<PendingChange[]>;
  /** writeRoomDetails: the rooms' detail fields (failed items, self-check) with no version bump, history or change log. */
  writeDetails(rooms: Pick<LockedStatus, 'id'>[], fields: RoomDetails): Promise<void>;
}

export function roomWriter(trx: Transaction<Database>): RoomWriter {
  return {
    lock: (where) => lockStatuses(trx, where),
    write: (rooms, change, meta) => writeStatusChanges(trx, rooms, change, meta),
    writeEach: (rooms, effectsOf, metaOf) => writeEachRoom(trx, rooms, effectsOf, metaOf),
    keepForUndo: (userId, clientActionId, statusIds) => keepRowsForUndo(trx, userId, clientActionId, statusIds),
    releaseAssigned: (userId, actorId) => releaseAssignedRooms(trx, userId, actorId),
    writeDetails: (rooms, fields) => writeRoomDetails(trx, rooms, fields),
  };
}
