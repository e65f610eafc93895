import type { z } from 'zod';
import type { Context, Actor } from '../../trpc/context';
import type { addNoteInput, RoomNote } from '../../../src-shared/room-notes.schemas';
import { fail } from '../../trpc/errors';
import type { HotelScope } from '../../trpc/hotel-scope';
import { latestUnreadByRoom, listNotes, markNotesRead, unreadByRoom } from './room-notes.queries';
import { announce } from '../../realtime/announce';
import { logChange } from '../../realtime/change-log.queries';

type Deps = Pick<Context, 'db' | 'bus'> & { actor: Actor } & HotelScope;

export async function listRoomNotes(ctx: Deps, roomId: string): Promise<RoomNote[]> {
  return listNotes(ctx.db, roomId);
}

export async function addRoomNote(ctx: Deps, input: z.infer<typeof addNoteInput>): Promise<RoomNote> {
  const { id, change } = await ctx.db.transaction().execute(async (trx) => {
    const note = await trx
      .insertInto('room_notes')
      .values({ room_id: input.roomId, hotel_id: ctx.hotelId, content: input.content, created_by: ctx.actor.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = { type: 'note.created' as const, subjectId: note.id };
    return { id: note.id, change: await logChange(trx, { hotelId: ctx.hotelId, kind: 'note', roomIds: [input.roomId], event }) };
  });
  announce(ctx, [change]);
  return (await listNotes(ctx.db, input.roomId)).find((n) => n.id === id)!;
}

export async function markRoomNotesRead(ctx: Deps, roomId: string) {
  await markNotesRead(ctx.db, ctx.actor.id, { roomId });
  return { success: true as const };
}

/** PATCH /api/room-notes/{id}/read: one note, for the session's own user only. */
export async function markNoteRead(ctx: Deps, noteId: string, userId?: string) {
  if (userId && userId !== ctx.actor.id) fail('FORBIDDEN', 'FORBIDDEN');
  await markNotesRead(ctx.db, ctx.actor.id, { noteId });
  return { success: true as const };
}

/** The viewer's own unread notes: the newest of each room. */
export async function latestUnreadNotes(ctx: Deps, hotelId: string) {
  return latestUnreadByRoom(ctx.db, hotelId, ctx.actor.id);
}

export async function unreadNoteCounts(ctx: Deps, hotelId: string, userId?: string) {
  if (userId && userId !== ctx.actor.id) fail('FORBIDDEN', 'FORBIDDEN');
  return unreadByRoom(ctx.db, hotelId, ctx.actor.id);
}
