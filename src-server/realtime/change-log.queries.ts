import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/connection';
import type { Database } from '../db/types';
import type { HotelChangeKind } from '../../src-shared/hotel-events';
import type { WebhookEventType } from '../../src-shared/webhooks.schemas';

type Executor = Db | Transaction<Database>;

/** The log keeps at least this much of each hotel's history (DESIGN §11); older entries are pruned. */
export const CHANGE_LOG_KEEP = { changes: 10_000, ms: 24 * 60 * 60 * 1000 } as const;

/**
 * What the log says changed: a kind of live event, or 'occupancy' (DESIGN §17), logged for
 * integrations (occupancy.updated webhooks) with no live event of its own yet.
 */
export type LogKind = HotelChangeKind | 'occupancy';

/** One change of a hotel as the log holds it. */
export interface LoggedChange {
  hotelId: string;
  seq: number;
  kind: LogKind;
  roomIds: string[];
  /** The row a change concerns (a guest request, …), when it names one. */
  subjectId?: string | null;
}

/** What a service says it changed; the log gives it its place in the hotel's sequence. */
export interface ChangeNote {
  hotelId: string;
  kind: LogKind;
  roomIds?: string[];
  /**
   * What webhooks are told of it beyond the rooms (DESIGN §14): the event and the row it
   * concerns. Room changes need none: every 'rooms' change is a room.updated.
   */
  event?: { type: Exclude<WebhookEventType, 'room.updated'>; subjectId?: string; day?: string };
  /** The row it concerns when no webhook event names it (a guest request logged or changed). */
  subjectId?: string;
}

/** A change written in a transaction; its sequence value is taken when that commits. */
export type PendingChange = Omit<LoggedChange, 'seq' | 'subjectId'>;

/**
 * The entry of a change in the hotel's log, with a provisional negative seq from a plain
 * sequence: a trigger deferred to COMMIT gives it the hotel's next value (migration
 * 2026-11-24T110000) from the hotel's counter row (hotel_change_counters, issue 30), so that
 * row is locked for the commit only, not from here on, and sequence order is commit order;
 * the same trigger tells every instance's feeds (NOTIFY at commit, see announce.ts). The value is unknown until then; after commit,
 * announce() tells the feeds to read the log.
 */
export const provisionalSeq = sql<number>`-nextval('hotel_change_provisional')`;

/** The log entry of a change to rooms, for the statement that writes the change itself (writeStatusChanges). */
export function logRoomsInsert(hotelId: string, roomIds: string[]) {
  return { hotel_id: hotelId, seq: provisionalSeq, kind: 'rooms' as const, room_ids: sql<string[]>`${sql.val(roomIds)}::uuid[]` };
}

/** Logs a change inside its transaction; null when the hotel no longer exists. */
export async function logChange(trx: Transaction<Database>, note: ChangeNote): Promise<PendingChange | null> {
  const roomIds = note.roomIds ?? [];
  const { rows } = await sql<{ seq: string }>`
    insert into hotel_changes (hotel_id, seq, kind, room_ids, event, subject_id, subject_day)
    select id, ${provisionalSeq}, ${note.kind}, ${sql.val(roomIds)}::uuid[],
      ${note.event?.type ?? null}, ${note.event?.subjectId ?? note.subjectId ?? null}::uuid, ${note.event?.day ?? null}::date
    from hotels where id = ${note.hotelId}
    returning seq`.execute(trx);
  return rows.length === 0 ? null : { hotelId: note.hotelId, kind: note.kind, roomIds };
}

/**
 * Several notes, in order for each hotel; hotels that no longer exist are skipped. Hotels
 * are taken in one order (by id) so two transactions that touch the same hotels lock
 * them at commit in the same order, never each waiting for the other.
 */
export async function logChanges(trx: Transaction<Database>, notes: ChangeNote[]): Promise<PendingChange[]> {
  const logged: PendingChange[] = [];
  const byHotel = [...notes].sort((a, b) => (a.hotelId < b.hotelId ? -1 : a.hotelId > b.hotelId ? 1 : 0));
  for (const note of byHotel) {
    const change = await logChange(trx, note);
    if (change) logged.push(change);
  }
  return logged;
}

export async function currentSeq(db: Executor, hotelId: string): Promise<number | null> {
  const row = await db.selectFrom('hotel_change_counters').select('change_seq').where('hotel_id', '=', hotelId).executeTakeFirst();
  return row ? Number(row.change_seq) : null;
}

/**
 * The hotel's changes after `since`, oldest first, with the sequence they bring it to; or
 * 'gone' when `since` is older than the log keeps (or from a future the hotel never had),
 * so the caller must reload instead.
 */
export async function changesSince(
  db: Executor,
  hotelId: string,
  since: number,
): Promise<{ seq: number; changes: LoggedChange[] } | 'gone' | null> {
  // One statement (the hot path of every live screen): the hotel's current value and what
  // came after `since`, from one snapshot.
  const rows = await db
    .selectFrom('hotel_change_counters as h')
    .leftJoin('hotel_changes as c', (join) => join.onRef('c.hotel_id', '=', 'h.hotel_id').on('c.seq', '>', String(since)))
    .select(['h.change_seq', 'c.seq', 'c.kind', 'c.room_ids', 'c.subject_id'])
    .where('h.hotel_id', '=', hotelId)
    .orderBy('c.seq')
    .execute();
  if (rows.length === 0) return null;
  const seq = Number(rows[0]!.change_seq);
  if (since > seq) return 'gone';
  if (since === seq) return { seq, changes: [] };
  // Contiguous from since + 1, or some of what was missed has been pruned.
  if (rows[0]!.seq === null || Number(rows[0]!.seq) !== since + 1) return 'gone';
  return {
    seq: Number(rows[rows.length - 1]!.seq),
    changes: rows.map((r) => ({ hotelId, seq: Number(r.seq), kind: r.kind as LogKind, roomIds: r.room_ids!, subjectId: r.subject_id })),
  };
}

/**
 * Drops each hotel's entries that are both older than a day and more than 10,000 changes
 * back; run by the app's periodic housekeeping pass (webhook-worker.ts).
 */
export async function pruneChangeLogs(db: Executor) {
  await sql`
    delete from hotel_changes c using hotel_change_counters h
    where c.hotel_id = h.hotel_id
      and c.seq <= h.change_seq - ${CHANGE_LOG_KEEP.changes}
      and c.at < ${new Date(Date.now() - CHANGE_LOG_KEEP.ms)}`.execute(db);
}
