import { z } from 'zod';
import { uuidSchema } from './auth.schemas';
import { daySchema, instantSchema } from './date.schemas';
import { optionalTextSchema } from './text.schemas';

/** Issue 21, DESIGN §18: what a guest may ask for a room. */
export const GUEST_REQUEST_KINDS = ['towels', 'amenities', 'crib', 'extra_cleaning', 'other'] as const;
export type GuestRequestKind = (typeof GUEST_REQUEST_KINDS)[number];
export const GUEST_REQUEST_STATUSES = ['open', 'done', 'cancelled'] as const;
export type GuestRequestStatus = (typeof GUEST_REQUEST_STATUSES)[number];
export const GUEST_REQUEST_NOTE_MAX = 500;

export const GUEST_REQUEST_MESSAGES = {
  kind: 'GUEST_REQUEST_KIND_REQUIRED',
  noteForOther: 'GUEST_REQUEST_NOTE_REQUIRED',
} as const;

export const guestRequest = z.object({
  id: z.string(),
  hotelId: z.string(),
  roomId: z.string(),
  roomNumber: z.string(),
  kind: z.enum(GUEST_REQUEST_KINDS),
  note: z.string().nullable(),
  dueAt: z.string().nullable(),
  assignedTo: z.string().nullable(),
  assignedToName: z.string().nullable(),
  status: z.enum(GUEST_REQUEST_STATUSES),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  doneBy: z.string().nullable(),
  doneByName: z.string().nullable(),
  doneAt: z.string().nullable(),
  /** From logged to done, in whole minutes: how long it took (null while not done). */
  minutesToDone: z.number().int().nullable(),
});
export type GuestRequest = z.infer<typeof guestRequest>;

const kindSchema = z.enum(GUEST_REQUEST_KINDS, { error: GUEST_REQUEST_MESSAGES.kind });
const noteSchema = optionalTextSchema({ max: GUEST_REQUEST_NOTE_MAX });

export const createGuestRequestInput = z
  .object({
    hotelId: uuidSchema.nullish(),
    roomId: uuidSchema,
    kind: kindSchema,
    note: noteSchema,
    dueAt: instantSchema.nullish(),
    /** A chosen person; none: the room's housekeeper. */
    assigneeId: uuidSchema.nullish(),
  })
  .refine((r) => r.kind !== 'other' || r.note !== null, { path: ['note'], message: GUEST_REQUEST_MESSAGES.noteForOther });
export type CreateGuestRequestInput = z.infer<typeof createGuestRequestInput>;

/**
 * PATCH: the desk changes what, when and who, or cancels; the assignee (or the desk) marks it
 * done, from a phone through the exactly-once queue (clientActionId, the device's doneAt).
 */
export const updateGuestRequestInput = z.object({
  id: uuidSchema,
  status: z.enum(['done', 'cancelled']).optional(),
  kind: kindSchema.optional(),
  note: noteSchema.optional(),
  dueAt: instantSchema.nullish(),
  assigneeId: uuidSchema.nullish(),
  clientActionId: uuidSchema.optional(),
  doneAt: instantSchema.optional(),
});
export type UpdateGuestRequestInput = z.infer<typeof updateGuestRequestInput>;

export const listGuestRequestsInput = z.object({
  hotelId: uuidSchema,
  status: z.enum(GUEST_REQUEST_STATUSES).optional(),
  roomId: uuidSchema.optional(),
  assigneeId: uuidSchema.optional(),
  /** Logged on or after this hotel day, and on or before `to` (inclusive, the hotel's clock). */
  from: daySchema.optional(),
  to: daySchema.optional(),
});
export type ListGuestRequestsInput = z.infer<typeof listGuestRequestsInput>;
