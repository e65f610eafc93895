import { z } from 'zod';
import { authedProcedure, router } from '../../trpc/init';
import { uuidSchema } from '../../../src-shared/auth.schemas';
import { roomIdInput } from '../../../src-shared/room-ops.schemas';
import { addNoteInput, roomNote, unreadCounts } from '../../../src-shared/room-notes.schemas';
import { addRoomNote, listRoomNotes, markNoteRead, markRoomNotesRead, unreadNoteCounts } from './room-notes.service';

const success = z.object({ success: z.literal(true) });

export const roomNotesRouter = router({
  byRoom: authedProcedure.input(roomIdInput).output(z.array(roomNote)).query(({ ctx, input }) => listRoomNotes(ctx, input.roomId)),
  add: authedProcedure.input(addNoteInput).output(roomNote).mutation(({ ctx, input }) => addRoomNote(ctx, input)),
  markRoomRead: authedProcedure.input(roomIdInput).output(success).mutation(({ ctx, input }) => markRoomNotesRead(ctx, input.roomId)),
  markRead: authedProcedure
    .input(z.object({ noteId: uuidSchema, userId: uuidSchema.optional() }))
    .output(success)
    .mutation(({ ctx, input }) => markNoteRead(ctx, input.noteId, input.userId)),
  unread: authedProcedure
    .input(z.object({ hotelId: uuidSchema, userId: uuidSchema.optional() }))
    .output(unreadCounts)
    .query(({ ctx, input }) => unreadNoteCounts(ctx, input.hotelId, input.userId)),
});
