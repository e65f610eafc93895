import { z } from 'zod';
import { uuidSchema } from './auth.schemas';
import { instantSchema } from './date.schemas';

/** Undo one's own change: `actionId` is the change's clientActionId, `clientActionId` the undo's own. */
export const undoInput = z.object({
  hotelId: uuidSchema,
  actionId: uuidSchema,
  clientActionId: uuidSchema,
  /** When Undo was pressed on the device (an undo queued offline); honoured only within the last day. */
  requestedAt: instantSchema.optional(),
});
