import { z } from 'zod';
import { uuidSchema } from './auth.schemas';
import { NOTE_MAX_LENGTH } from './limits';
import { textSchema } from './text.schemas';

export const NOTE_MESSAGES = { empty: 'NOTE_REQUIRED', tooLong: 'NOTE_TOO_LONG' } as const;

export const roomNote = z.object({
  id: z.string(),
  roomId: z.string(),
  hotelId: z.string(),
  content: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  authorName: z.string().nullable(),
});
export type RoomNote = z.infer<typeof roomNote>;

export const addNoteInput = z.object({
  roomId: uuidSchema,
  content: textSchema({ min: 1, max: NOTE_MAX_LENGTH, required: NOTE_MESSAGES.empty, tooLong: NOTE_MESSAGES.tooLong }),
});
/** roomId → number of notes the viewer has not read (their own never count). */
export const unreadCounts = z.record(z.string(), z.number().int());
/** roomId → the newest note the viewer has not read (rooms with none are absent). */
export const latestUnreadNotes = z.record(z.string(), roomNote);
