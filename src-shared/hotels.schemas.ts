import { z } from 'zod';
import { DEFAULT_TIMEZONE, TIMEZONES } from './timezones';
import { parseRoomList } from './room-list';
import { uuidSchema } from './auth.schemas';

export const HOTEL_MESSAGES = {
  nameRequired: 'Hotel name is required',
  nameTooLong: 'Hotel name must be at most 120 characters',
  addressTooLong: 'Address must be at most 300 characters',
  timezone: 'Please select a timezone from the list',
  characters: 'Text cannot contain a NUL character',
} as const;

/** PostgreSQL text cannot hold U+0000: refused as bad input rather than failing as a 500. */
export const noNul = (v: string) => !v.includes('\u0000');

export const hotelNameSchema = z
  .string({ error: HOTEL_MESSAGES.nameRequired })
  .trim()
  .min(1, HOTEL_MESSAGES.nameRequired)
  .max(120, HOTEL_MESSAGES.nameTooLong)
  .refine(noNul, HOTEL_MESSAGES.characters);
/** Optional: blank or missing is stored as null. */
export const addressSchema = z
  .string({ error: HOTEL_MESSAGES.addressTooLong })
  .trim()
  .max(300, HOTEL_MESSAGES.addressTooLong)
  .refine(noNul, HOTEL_MESSAGES.characters)
  .nullish()
  .transform((v) => (v ? v : null));
export const timezoneSchema = z.enum(TIMEZONES, HOTEL_MESSAGES.timezone);

/** The room list arrives as the dialog's text and leaves the schema as the parsed numbers. */
export const roomListSchema = z
  .string()
  .nullish()
  .transform((text, ctx) => {
    const parsed = parseRoomList(text ?? '');
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed.rooms;
  });

export const createHotelInput = z.object({
  name: hotelNameSchema,
  address: addressSchema,
  timezone: timezoneSchema.default(DEFAULT_TIMEZONE),
  rooms: roomListSchema,
});

/** Edit Hotel: only the fields sent change; a name, when sent, must not be blank. */
export const updateHotelInput = z.object({
  id: uuidSchema,
  name: hotelNameSchema.optional(),
  address: addressSchema.optional(),
  timezone: timezoneSchema.optional(),
});

export const hotelIdInput = z.object({ id: uuidSchema });

export const hotelOutput = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  /** One of TIMEZONES when set through the API; typed loosely so older rows still read. */
  timezone: z.string(),
  /** Approved users whose hotel this is. */
  staffCount: z.number().int(),
  roomCount: z.number().int(),
});
export type HotelView = z.infer<typeof hotelOutput>;
