import { z } from 'zod';
import { uuidSchema } from './auth.schemas';
import { ROOM_NUMBER_MAX_LENGTH } from './room-list';
import { ERROR_REASONS } from './error-reasons';
import { roomListSchema } from './hotels.schemas';
import { textSchema } from './text.schemas';

export const ROOM_MESSAGES = {
  numberRequired: 'ROOM_NUMBER_REQUIRED',
  numberTooLong: 'ROOM_NUMBER_TOO_LONG',
  numberComma: 'ROOM_NUMBER_COMMA',
  numberCharacters: 'ROOM_NUMBER_CONTROL_CHARACTERS',
  floor: 'FLOOR_NOT_WHOLE',
} as const;

export const roomNumberSchema = textSchema({
  min: 1,
  max: ROOM_NUMBER_MAX_LENGTH,
  required: ROOM_MESSAGES.numberRequired,
  tooLong: ROOM_MESSAGES.numberTooLong,
})
  .refine((v) => !v.includes(','), ROOM_MESSAGES.numberComma)
  // eslint-disable-next-line no-control-regex
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), ROOM_MESSAGES.numberCharacters);

/**
 * An integer or null (spec §5). A form's text is accepted too: '' means no floor and '3'
 * means 3; anything else ('abc', 2.5) is refused. Bounded so the column never overflows.
 */
export const floorSchema = z.preprocess(
  (v: number | string | null) => {
    if (typeof v !== 'string') return v;
    const text = v.trim();
    if (text === '') return null;
    return /^-?\d+$/.test(text) ? Number(text) : v;
  },
  z.int({ error: ROOM_MESSAGES.floor }).min(-100, ROOM_MESSAGES.floor).max(10_000, ROOM_MESSAGES.floor).nullable(),
);

export const createRoomInput = z.object({
  hotelId: uuidSchema,
  roomNumber: roomNumberSchema,
  /** Missing: derived from the number (305 → 3, issue 13); null: no floor. */
  floor: floorSchema.optional(),
});

/** Add Rooms to an existing hotel (issue 13): the same list as Add Hotel, ranges included. */
export const addRoomsInput = z.object({
  hotelId: uuidSchema,
  rooms: roomListSchema.refine((rooms) => rooms.length > 0, {
    message: ERROR_REASONS.ROOM_LIST_REQUIRED,
    params: { reason: 'ROOM_LIST_REQUIRED' },
  }),
});

/** Edit Room: only the fields sent change. */
export const updateRoomInput = z.object({
  id: uuidSchema,
  roomNumber: roomNumberSchema.optional(),
  floor: floorSchema.optional(),
  /** Its room type (DESIGN §13); null: none, the default credits. */
  roomTypeId: uuidSchema.nullable().optional(),
});

export const roomIdInput = z.object({ id: uuidSchema });
export const hotelRoomsInput = z.object({ hotelId: uuidSchema });

export const roomOutput = z.object({
  id: z.string(),
  hotelId: z.string(),
  roomNumber: z.string(),
  floor: z.number().int().nullable(),
  roomTypeId: z.string().nullable(),
});
export type RoomView = z.infer<typeof roomOutput>;
