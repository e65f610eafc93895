import { z } from 'zod';
import { forApiTokens, router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId, byNoteId, byRoomId } from '../../trpc/hotel-locators';
import { uuidSchema } from '../../../src-shared/auth.schemas';
import { hotelIdInput, roomIdInput } from '../../../src-shared/room-ops.schemas';
import { addNoteInput, latestUnreadNotes as latestUnreadOutput, roomNote, unreadCounts } from '../../../src-shared/room-notes.schemas';
import { addRoomNote, latestUnreadNotes, listRoomNotes, markNoteRead, markRoomNotesRead, unreadNoteCounts } from './room-notes.service';

const success = z.object({ success: z.literal(true) });

export const roomNotesRouter = router({
  byRoom: inHotel(roomIdInput, byRoomId('roomId'))
    .meta(forApiTokens('notes'))
    .output(z.array(roomNote))
    .query(({ ctx, input }) => listRoomNotes(ctx, input.roomId)),
  add: inHotel(addNoteInput, byRoomId('roomId'))
    .meta(forApiTokens('notes'))
    .output(roomNote)
    .mutation(({ ctx, input }) => addRoomNote(ctx, input)),
  markRoomRead: inHotel(roomIdInput, byRoomId('roomId'))
    .output(success)
    .mutation(({ ctx, input }) => markRoomNotesRead(ctx, input.roomId)),
  markRead: inHotel(z.object({ noteId: uuidSchema, userId: uuidSchema.optional() }), byNoteId('noteId'))
    .output(success)
    .mutation(({ ctx, input }) => markNoteRead(ctx, input.noteId, input.userId)),
  unread: inHotel(z.object({ hotelId: uuidSchema, userId: uuidSchema.optional() }), byHotelId('hotelId'))
    .output(unreadCounts)
    .query(({ ctx, input }) => unreadNoteCounts(ctx, ctx.hotelId, input.userId)),
  /** roomId → the newest note the viewer has not read (issue 18: shown on the housekeeper's card). */
  latestUnread: inHotel(hotelIdInput, byHotelId('hotelId'))
    .output(latestUnreadOutput)
    .query(({ ctx }) => latestUnreadNotes(ctx, ctx.hotelId)),
});
