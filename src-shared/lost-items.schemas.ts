import { z } from 'zod';
import { uuidSchema } from './auth.schemas';
import { daySchema, instantSchema } from './date.schemas';
import { optionalTextSchema, textSchema } from './text.schemas';
import { PHOTO_LIMITS } from './work-orders.schemas';
import { placedRecordFields } from './areas.schemas';

/** Issue 21, DESIGN §18: lost and found. */
export const LOST_ITEM_STATUSES = ['kept', 'returned', 'disposed'] as const;
export type LostItemStatus = (typeof LOST_ITEM_STATUSES)[number];
/** A kept item may be disposed of after this many days; the list shows it as due, and the app's periodic pass marks it disposed. */
export const LOST_ITEM_KEEP_DAYS = 90;
export const LOST_ITEM_TEXT_MAX = 500;
export const LOST_ITEM_PLACE_MAX = 200;

export const LOST_ITEM_MESSAGES = {
  description: 'LOST_ITEM_DESCRIPTION_REQUIRED',
  where: 'LOST_ITEM_PLACE_REQUIRED',
  roomOrArea: 'ROOM_OR_AREA_NOT_BOTH',
} as const;

export const lostItem = z.object({
  ...placedRecordFields,
  place: z.string().nullable(),
  description: z.string(),
  foundBy: z.string().nullable(),
  foundByName: z.string().nullable(),
  foundAt: z.string(),
  storedAt: z.string().nullable(),
  status: z.enum(LOST_ITEM_STATUSES),
  statusAt: z.string(),
  /** When a kept item may be disposed of (found + LOST_ITEM_KEEP_DAYS); null once returned or disposed. */
  disposalDueAt: z.string().nullable(),
  disposalDue: z.boolean(),
  /** It has a photo: GET /api/lost-items/{id}/photo. */
  hasPhoto: z.boolean(),
});
export type LostItem = z.infer<typeof lostItem>;

const description = textSchema({ min: 1, max: LOST_ITEM_TEXT_MAX, required: LOST_ITEM_MESSAGES.description });
const place = optionalTextSchema({ max: LOST_ITEM_PLACE_MAX });
const storedAt = optionalTextSchema({ max: LOST_ITEM_PLACE_MAX });

export const createLostItemInput = z
  .object({
    hotelId: uuidSchema,
    roomId: uuidSchema.nullish(),
    areaId: uuidSchema.nullish(),
    place,
    description,
    storedAt,
    /** When it was found, from the device (an offline report); the server's clock otherwise. */
    foundAt: instantSchema.optional(),
    /** The phone's id for this find (DESIGN §6): a resend from the offline queue logs nothing twice. */
    clientActionId: uuidSchema.optional(),
  })
  .refine((i) => Boolean(i.roomId) || Boolean(i.areaId) || i.place !== null, { path: ['place'], message: LOST_ITEM_MESSAGES.where })
  .refine((i) => !(i.roomId && i.areaId), { path: ['areaId'], message: LOST_ITEM_MESSAGES.roomOrArea });
export type CreateLostItemInput = z.infer<typeof createLostItemInput>;

export const updateLostItemInput = z.object({
  id: uuidSchema,
  status: z.enum(LOST_ITEM_STATUSES).optional(),
  description: description.optional(),
  storedAt: storedAt.optional(),
});
export type UpdateLostItemInput = z.infer<typeof updateLostItemInput>;

export const searchLostItemsInput = z.object({
  hotelId: uuidSchema,
  /** Words of the description (or the place), any case. */
  q: textSchema({ max: 100 }).optional(),
  roomId: uuidSchema.optional(),
  areaId: uuidSchema.optional(),
  status: z.enum(LOST_ITEM_STATUSES).optional(),
  /** Found on or after / on or before these hotel days. */
  from: daySchema.optional(),
  to: daySchema.optional(),
});
export type SearchLostItemsInput = z.infer<typeof searchLostItemsInput>;

/** One photo per item (DESIGN §18): over JSON as base64, over REST as a multipart file. */
export const lostItemPhotoInput = z.object({
  id: uuidSchema,
  photo: z.object({ base64: z.string().max(Math.ceil((PHOTO_LIMITS.maxBytes * 4) / 3) + 8, 'PHOTO_DATA_TOO_LARGE') }),
});
export const lostItemIdInput = z.object({ id: uuidSchema });
