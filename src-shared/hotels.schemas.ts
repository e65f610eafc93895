import { z } from 'zod';
import { DEFAULT_TIMEZONE, isTimezone } from './timezones';
import { parseRoomList } from './room-list';
import { reasonMessage } from './error-reasons';
import { uuidSchema } from './auth.schemas';
import { optionalTextSchema, textSchema } from './text.schemas';
import { maxSquareFeetPerShiftSchema } from './workload.schemas';

export const HOTEL_MESSAGES = {
  nameRequired: 'HOTEL_NAME_REQUIRED',
  nameTooLong: 'HOTEL_NAME_TOO_LONG',
  addressTooLong: 'ADDRESS_TOO_LONG',
  timezone: 'TIMEZONE_INVALID',
} as const;

export const hotelNameSchema = textSchema({ min: 1, max: 120, required: HOTEL_MESSAGES.nameRequired, tooLong: HOTEL_MESSAGES.nameTooLong });
/** Optional: blank or missing is stored as null. */
export const addressSchema = optionalTextSchema({ max: 300, required: HOTEL_MESSAGES.addressTooLong, tooLong: HOTEL_MESSAGES.addressTooLong });
/** Any IANA zone (issue 18); the spec's message for anything else. */
export const timezoneSchema = z.string(HOTEL_MESSAGES.timezone).max(64, HOTEL_MESSAGES.timezone).refine(isTimezone, HOTEL_MESSAGES.timezone);

/** The room list arrives as the dialog's text and leaves the schema as the parsed numbers. */
export const roomListSchema = textSchema({ max: 200_000, trim: false })
  .nullish()
  .transform((text, ctx) => {
    const parsed = parseRoomList(text ?? '');
    if (!parsed.ok) {
      // The reason travels with the issue, so a client translates it with its values.
      ctx.addIssue({ code: 'custom', message: reasonMessage(parsed.reason, parsed.values), params: { reason: parsed.reason, values: parsed.values } });
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
  /** DESIGN §12: a housekeeper's clean waits for a manager's inspection. */
  inspectionRequired: z.boolean().optional(),
  /** The workload cap (DESIGN §13); null removes it. */
  maxSquareFeetPerShift: maxSquareFeetPerShiftSchema.optional(),
});

export const hotelIdInput = z.object({ id: uuidSchema });

export const hotelOutput = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  /** An IANA zone (isTimezone) when set through the API. */
  timezone: z.string(),
  /** Approved users whose hotel this is. */
  staffCount: z.number().int(),
  roomCount: z.number().int(),
  inspectionRequired: z.boolean(),
  /** DESIGN §20: attendants tick the room's checklist before Mark Clean (set by checklists.setSelfCheck). */
  selfCheck: z.boolean(),
  /** The workload cap per housekeeper and shift (DESIGN §13); null = none. */
  maxSquareFeetPerShift: z.number().int().nullable(),
});
export type HotelView = z.infer<typeof hotelOutput>;
