import { z } from 'zod';
import { uuidSchema } from './auth.schemas';
import { instantSchema } from './date.schemas';

/**
 * How long a change may be undone (issue 13): the toast offers Undo for UNDO_TOAST_MS; the
 * server accepts it a little longer, for the round trip of a slow phone network.
 */
export const UNDO_TOAST_MS = 6000;
export const UNDO_WINDOW_MS = 15_000;

/** Undo one's own change: `actionId` is the change's clientActionId, `clientActionId` the undo's own. */
export const undoInput = z.object({
  hotelId: uuidSchema,
  actionId: uuidSchema,
  clientActionId: uuidSchema,
  /** When Undo was pressed on the device (an undo queued offline); honoured only within the last day. */
  requestedAt: instantSchema.optional(),
});
