import type { z } from 'zod';
import type { Context, Actor } from '../../trpc/context';
import type { addNoteInput, RoomNote } from '../../../src-shared/room-notes.schemas';
import { MESSAGES } from '../../../src-shared/errors';
import { fail } from '../../trpc/errors';
import { requireSameHotel } from '../../trpc/hotel-scope';
import { listNotes, markNotesRead, unreadByRoom } from './room-notes.queries';

type Deps = Pick<Context, 'db' | 'bus'> & { actor: Actor };

async function requireRoom(ctx: Deps, roomId: string) {
  const room = await ctx.db.selectFrom('rooms').select(['id', 'hotel_id']).where('id', '=', roomId).executeTakeFirst();
  requireSameHotel(ctx.actor, room?.hotel_id, MESSAGES.roomNotFound);
  return room!;
}

export async function listRoomNotes(ctx: Deps, roomId: string): Promise<RoomNote[]> {
  await requireRoom(ctx, roomId);
  return listNotes(ctx.db, roomId);
}

export async function addRoomNote(ctx: Deps, input: z.infer<typeof addNoteInput>): Promise<RoomNote> {
  const room = await requireRoom(ctx, input.roomId);
  const { id } = await ctx.db
    .insertInto('room_notes')
    .values({ room_id: room.id, hotel_id: room.hotel_id, content: input.content, created_by: ctx.actor.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.bus.publish({ hotelId: room.hotel_id, kind: 'note', roomId: room.id });
  return (await listNotes(ctx.db, room.id)).find((n) => n.id === id)!;
}

export async function markRoomNotesRead(ctx: Deps, roomId: string) {
  await requireRoom(ctx, roomId);
  await markNotesRead(ctx.db, ctx.actor.id, { roomId });
  return { success: true as const };
}

/** PATCH /api/room-notes/{id}/read: one note, for the session's own user only. */
export async function markNoteRead(ctx: Deps, noteId: string, userId?: string) {
  if (userId && userId !== ctx.actor.id) fail('FORBIDDEN', MESSAGES.forbidden);
  const note = await ctx.db.selectFrom('room_notes').select(['id', 'hotel_id']).where('id', '=', noteId).executeTakeFirst();
  requireSameHotel(ctx.actor, note?.hotel_id, MESSAGES.notFound);
  await markNotesRead(ctx.db, ctx.actor.id, { noteId });
  return { success: true as const };
}

export async function unreadNoteCounts(ctx: Deps, hotelId: string, userId?: string) {
  if (userId && userId !== ctx.actor.id) fail('FORBIDDEN', MESSAGES.forbidden);
  requireSameHotel(ctx.actor, hotelId, MESSAGES.hotelNotFound);
  return unreadByRoom(ctx.db, hotelId, ctx.actor.id);
}
