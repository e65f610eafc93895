import { z } from 'zod';
import { uuidSchema } from './auth.schemas';
import { daySchema, instantSchema } from './date.schemas';
import { MAX_HOUSEKEEPERS_PER_PLAN } from './workload.schemas';
import { TURNDOWN_RULES } from './turndown';

/** Tonight's turndowns (issue 32); none = today in the hotel's timezone. */
export const turndownsInput = z.object({ hotelId: uuidSchema, date: daySchema.optional() });

/** The evening roster as the manager sets it: exactly these housekeepers work the evening. */
export const setEveningRosterInput = z.object({
  hotelId: uuidSchema,
  date: daySchema.optional(),
  housekeeperIds: z.array(uuidSchema).max(MAX_HOUSEKEEPERS_PER_PLAN, 'SHIFT_TOO_MANY_PEOPLE'),
});

/**
 * A turndown done (the night of `doneAt` in the hotel), by whoever says so; from a phone through
 * the exactly-once queue (DESIGN §6): its clientActionId, and the time of the tap.
 */
export const turndownDoneInput = z.object({ roomId: uuidSchema, clientActionId: uuidSchema.optional(), doneAt: instantSchema.optional() });

export const turndownRoom = z.object({
  roomId: z.string(),
  roomNumber: z.string(),
  floor: z.number().int().nullable(),
  why: z.enum(['occupied', 'vip', 'requested']),
  vip: z.number().int(),
  credits: z.number().int(),
  assignedTo: z.string().nullable(),
  assignedToName: z.string().nullable(),
  doneBy: z.string().nullable(),
  doneAt: z.string().nullable(),
});
export type TurndownRoom = z.infer<typeof turndownRoom>;

export const turndownList = z.object({
  hotelId: z.string(),
  date: z.string(),
  rule: z.enum(TURNDOWN_RULES),
  /** The evening roster, in name order (a housekeeper sees only herself, if she is on it). */
  roster: z.array(z.object({ housekeeperId: z.string(), fullName: z.string() })),
  /** The rooms, in room order; a housekeeper's own only. */
  rooms: z.array(turndownRoom),
});
export type TurndownList = z.infer<typeof turndownList>;
