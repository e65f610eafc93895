import { z } from 'zod';
import { uuidSchema } from './auth.schemas';
import { hotelDayInput } from './occupancy.schemas';
import { daySchema } from './date.schemas';

/** DESIGN §22: GET /api/hotels/{hotelId}/ready-times?date= */
export const readyTimesInput = hotelDayInput;

export const readyTime = z.object({
  roomId: z.string(),
  roomNumber: z.string(),
  /** When the room is predicted ready (an instant); null when nobody has the room to clean. A room already ready: when it was. */
  predictedReadyAt: z.string().nullable(),
  /** Today's guest arrival, hotel-local 'HH:mm'. */
  arrivalTime: z.string().nullable(),
  /** The guest arrives before the room will be ready (or nobody has it). */
  late: z.boolean(),
  /** Ready now (clean or inspected). */
  ready: z.boolean(),
  /** Who has the room (the front desk's 'who has the room'). */
  assignedTo: z.string().nullable(),
  assignedToName: z.string().nullable(),
  vip: z.number().int(),
  /** A guest arrives in the room that day (the desk's list); the others are rooms to clean. */
  arriving: z.boolean(),
});
export type ReadyTime = z.infer<typeof readyTime>;
export const readyTimes = z.array(readyTime);

/** DESIGN §22: what the phone orders her list by, per room of hers. */
export const myPrioritiesInput = z.object({ hotelId: uuidSchema });
export const roomArrival = z.object({
  roomId: z.string(),
  arrivalTime: z.string().nullable(),
  departureTime: z.string().nullable(),
  vip: z.number().int(),
  earlyCheckIn: z.boolean(),
});
export type RoomArrival = z.infer<typeof roomArrival>;
export const myPriorities = z.object({
  date: z.string(),
  /** The hotel's window (minutes) within which an arrival stays ahead of her own order. */
  windowMinutes: z.number().int(),
  rooms: z.array(roomArrival),
  /** Her own order for the day as the server keeps it (room ids, first first); empty: none chosen. */
  order: z.array(z.string()),
});
export type MyPriorities = z.infer<typeof myPriorities>;

/**
 * DESIGN §22: her own order of her rooms for a day, set by her (her phone, through the
 * offline queue: `clientActionId`) or by a manager of the hotel. The whole order each time;
 * rooms not hers are left out, and the guests arriving within the window are kept ahead.
 */
export const reorderQueueInput = z.object({
  userId: uuidSchema,
  /** Default: the hotel's today. */
  date: daySchema.optional(),
  roomIds: z
    .array(uuidSchema)
    .max(2_000)
    .refine((ids) => new Set(ids).size === ids.length, 'ROOM_ORDER_REPEATS'),
  clientActionId: uuidSchema.optional(),
});
export type ReorderQueueInput = z.infer<typeof reorderQueueInput>;
export const queueOrder = z.object({ userId: z.string(), date: z.string(), roomIds: z.array(z.string()) });
export type QueueOrder = z.infer<typeof queueOrder>;
