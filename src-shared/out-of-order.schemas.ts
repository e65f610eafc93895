import { z } from 'zod';
import { uuidSchema } from './auth.schemas';
import { instantSchema } from './date.schemas';
import { textSchema } from './text.schemas';
import { NOTE_MAX_LENGTH } from './limits';
import { OUT_OF_ORDER_REASONS, OUT_OF_ORDER_RETURN_STATUSES } from './room-status';

/**
 * PUT /api/rooms/{roomId}/out-of-order (DESIGN §17): why, from when (now when absent; a later
 * time schedules it), until when (open-ended when null) and the status it returns to.
 */
export const setOutOfOrderInput = z.object({
  roomId: uuidSchema,
  from: instantSchema.nullish(),
  reason: z.enum(OUT_OF_ORDER_REASONS, { error: 'OUT_OF_ORDER_REASON_INVALID' }),
  until: instantSchema.nullish(),
  returnStatus: z.enum(OUT_OF_ORDER_RETURN_STATUSES, { error: 'RETURN_STATUS_INVALID' }).default('dirty'),
  notes: textSchema({ max: NOTE_MAX_LENGTH }).nullish(),
});
export type SetOutOfOrderInput = z.input<typeof setOutOfOrderInput>;

/** DELETE /api/rooms/{roomId}/out-of-order: 'Return to service', to the status it was set to return to. */
export const returnToServiceInput = z.object({ roomId: uuidSchema });

/** DELETE /api/rooms/{roomId}/out-of-order/scheduled: cancels an out of order that has not begun. */
export const cancelScheduledOutOfOrderInput = z.object({ roomId: uuidSchema });
