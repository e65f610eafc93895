import { z } from 'zod';
import { uuidSchema } from './auth.schemas';

export const LATE_CHECKOUT_MESSAGES = {
  badTime: 'TIME_FORMAT',
} as const;

export const checkoutTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, LATE_CHECKOUT_MESSAGES.badTime);

export const lateCheckout = z.object({
  id: z.string(),
  roomId: z.string(),
  hotelId: z.string(),
  roomNumber: z.string(),
  checkoutTime: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type LateCheckout = z.infer<typeof lateCheckout>;

export const addLateCheckoutInput = z.object({
  roomId: uuidSchema,
  hotelId: uuidSchema.nullish(),
  checkoutTime: checkoutTimeSchema,
});
export const resolveLateCheckoutInput = z.object({
  id: uuidSchema,
  /** The device's id for this resolve: Undo names it (roomStatuses.undo, issue 18). */
  clientActionId: uuidSchema.optional(),
});
