import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/types';
import type { Db } from '../../db/connection';
import type { RoomNote } from '../../../src-shared/room-notes.schemas';

function notesQuery(db: Db) {
  return db
    .selectFrom('room_notes as n')
    .leftJoin('users as u', 'u.id', 'n.created_by')
    .select(['n.id', 'n.room_id', 'n.hotel_id', 'n.content', 'n.created_by', 'n.created_at', 'u.full_name']);
}

/** One note, as the room's list shows it (webhooks' note.created). */
export async function findNote(db: Db, id: string): Promise<RoomNote | undefined> {
  const row = await notesQuery(db).where('n.id', '=', id).executeTakeFirst();
  return row && toNote(row);
}

function toNote(n: { id: string; room_id: string; hotel_id: string; content: string; created_by: string | null; created_at: Date; full_name: string | null }): RoomNote {
  return {
    id: n.id,
    roomId: n.room_id,
    hotelId: n.hotel_id,
    content: n.content,
    createdBy: n.created_by,
    createdAt: new Date(n.created_at).toISOString(),
    authorName: n.full_name,
  };
}

export async function listNotes(db: Db, roomId: string): Promise<RoomNote[]> {
  const rows = await notesQuery(db)
    .where('n.room_id', '=', roomId)
    .orderBy('n.created_at', 'desc')
    // PGlite's clock has millisecond resolution: two notes can share a time, so order stays stable by id.
    .orderBy('n.id', 'desc')
    .execute();
  return rows.map(toNote);
}

/** The filter of notes a user has not read; their own notes never count (DESIGN §3). */
function unreadBy(userId: string) {
  return (eb: ExpressionBuilder<Database, 'room_notes'>) =>
    eb.and([
      eb.or([eb('room_notes.created_by', 'is', null), eb('room_notes.created_by', '!=', userId)]),
      eb.not(
        eb.exists(
          eb
            .selectFrom('room_note_reads as r')
            .select('r.note_id')
            .whereRef('r.note_id', '=', 'room_notes.id')
            .where('r.user_id', '=', userId),
        ),
      ),
    ]);
}

/**
 * Each room's newest note the user has not read, so a card can show it without a tap
 * (issue 18: 'extra towels and a crib' was hidden behind 'Notes 1').
 */
export async function latestUnreadByRoom(db: Db, hotelId: string, userId: string): Promise<Record<string, RoomNote>> {
  const rows = await db
    .selectFrom('room_notes')
    .leftJoin('users as u', 'u.id', 'room_notes.created_by')
    .select([
      'room_notes.id',
      'room_notes.room_id',
      'room_notes.hotel_id',
      'room_notes.content',
      'room_notes.created_by',
      'room_notes.created_at',
      'u.full_name',
    ])
    .distinctOn('room_notes.room_id')
    .where('room_notes.hotel_id', '=', hotelId)
    .where(unreadBy(userId))
    .orderBy('room_notes.room_id')
    .orderBy('room_notes.created_at', 'desc')
    .orderBy('room_notes.id', 'desc')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.room_id, toNote(row)]));
}

/** Unread notes per room for one user; their own notes never count (DESIGN §3). */
export async function unreadByRoom(db: Db, hotelId: string, userId: string): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('room_notes')
    .select(['room_notes.room_id', sql<string>`count(*)`.as('count')])
    .where('room_notes.hotel_id', '=', hotelId)
    .where(unreadBy(userId))
    .groupBy('room_notes.room_id')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.room_id, Number(r.count)]));
}

export async function markNotesRead(db: Db, userId: string, where: { roomId?: string; noteId?: string }) {
  let notes = db.selectFrom('room_notes').select(['id', sql<string>`${userId}::uuid`.as('user_id')]);
  if (where.roomId) notes = notes.where('room_id', '=', where.roomId);
  if (where.noteId) notes = notes.where('id', '=', where.noteId);
  await db
    .insertInto('room_note_reads')
    .columns(['note_id', 'user_id'])
    .expression(notes)
    .onConflict((oc) => oc.columns(['note_id', 'user_id']).doNothing())
    .execute();
}
