import { z } from 'zod';
import { uuidSchema } from './auth.schemas';
import { daySchema } from './date.schemas';
import { roomNumberSchema } from './rooms.schemas';
import { CLEANING_TYPES } from './cleaning-types';
import { ROOM_STATUSES } from './room-status';

import { STAYS, type Stay } from './stays';

export { STAYS, type Stay };
export const OCCUPANCY_SOURCES = ['csv', 'api', 'pms:apaleo', 'pms:mews', 'pms:opera'] as const;
export type OccupancySource = (typeof OCCUPANCY_SOURCES)[number];

/** More rooms than any hotel has: one request carries a whole day of the largest. */
export const MAX_OCCUPANCY_ROOMS = 10_000;
export const MAX_GUESTS = 99;
export const MAX_NIGHTS = 9999;
/** DESIGN §22: 0 = not a VIP, 3 = the most important guest. */
export const MAX_VIP = 3;
/** A hotel-local clock time, '13:30' (DESIGN §22: arrival and departure times). */
export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A whole day of the largest hotel is more than the app's usual body limit (DESIGN §9: 7,500 rooms). */
export const OCCUPANCY_BODY_LIMIT = 4 * 1024 * 1024;

export const OCCUPANCY_MESSAGES = {
  stay: `Stay must be one of ${STAYS.join(', ')}`,
  guests: `Guests must be a whole number from 0 to ${MAX_GUESTS}`,
  nights: `Nights must be a whole number from 0 to ${MAX_NIGHTS}`,
  tooMany: `At most ${MAX_OCCUPANCY_ROOMS} rooms at a time`,
  repeated: 'Each room may be listed once',
  arrivalTime: 'Arrival time must be a hotel-local time as HH:mm',
  departureTime: 'Departure time must be a hotel-local time as HH:mm',
  vip: `VIP must be a whole number from 0 to ${MAX_VIP}`,
} as const;

export const staySchema = z.enum(STAYS, { error: OCCUPANCY_MESSAGES.stay });
const guestsSchema = z.int(OCCUPANCY_MESSAGES.guests).min(0, OCCUPANCY_MESSAGES.guests).max(MAX_GUESTS, OCCUPANCY_MESSAGES.guests);
const clock = (message: string) => z.string({ error: message }).regex(HH_MM, message);
const vipSchema = z.int(OCCUPANCY_MESSAGES.vip).min(0, OCCUPANCY_MESSAGES.vip).max(MAX_VIP, OCCUPANCY_MESSAGES.vip);
const nightsSchema = z.int(OCCUPANCY_MESSAGES.nights).min(0, OCCUPANCY_MESSAGES.nights).max(MAX_NIGHTS, OCCUPANCY_MESSAGES.nights);

export const occupancyEntry = z.object({
  roomNumber: roomNumberSchema,
  occupied: z.boolean(),
  stay: staySchema,
  guests: guestsSchema.nullish(),
  nightsSoFar: nightsSchema.nullish(),
  optOut: z.boolean().optional(),
  /** DESIGN §22: when the guest arrives and leaves (hotel-local), how important, and whether an early check-in was asked. */
  arrivalTime: clock(OCCUPANCY_MESSAGES.arrivalTime).nullish(),
  departureTime: clock(OCCUPANCY_MESSAGES.departureTime).nullish(),
  vip: vipSchema.optional(),
  earlyCheckIn: z.boolean().optional(),
  /** Issue 32: the guest asked for a turndown tonight (the hotel's 'on_request' rule). */
  turndownRequested: z.boolean().optional(),
});
export type OccupancyEntry = z.infer<typeof occupancyEntry>;

/** A list of rooms, each at most once: the whole day (PUT is idempotent: the same list twice changes nothing). */
export const occupancyRooms = z
  .array(occupancyEntry)
  .max(MAX_OCCUPANCY_ROOMS, OCCUPANCY_MESSAGES.tooMany)
  .superRefine((rooms, ctx) => {
    const seen = new Set<string>();
    rooms.forEach((r, i) => {
      if (seen.has(r.roomNumber)) ctx.addIssue({ code: 'custom', path: [i, 'roomNumber'], message: `${OCCUPANCY_MESSAGES.repeated}: ${r.roomNumber}` });
      seen.add(r.roomNumber);
    });
  });

export const hotelDayInput = z.object({ hotelId: uuidSchema, date: daySchema });
export const putOccupancyInput = hotelDayInput.extend({ rooms: occupancyRooms });

export const occupancyRoom = z.object({
  roomId: z.string(),
  roomNumber: z.string(),
  occupied: z.boolean(),
  stay: staySchema,
  guests: z.number().int().nullable(),
  nightsSoFar: z.number().int().nullable(),
  optOut: z.boolean(),
  arrivalTime: z.string().nullable(),
  departureTime: z.string().nullable(),
  vip: z.number().int(),
  earlyCheckIn: z.boolean(),
  turndownRequested: z.boolean(),
  source: z.enum(OCCUPANCY_SOURCES),
  updatedAt: z.string(),
});
export type OccupancyRoom = z.infer<typeof occupancyRoom>;
export const occupancyDay = z.object({ date: z.string(), rooms: z.array(occupancyRoom) });

/** Why the day's plan changes a room (DESIGN §17): 'linen' is a stayover with a linen change. */
export const PLAN_REASONS = ['departure', 'stayover', 'linen', 'touch_up'] as const;
export type PlanReason = (typeof PLAN_REASONS)[number];

export const plannedRoom = z.object({
  roomId: z.string(),
  roomNumber: z.string(),
  from: z.enum(ROOM_STATUSES),
  to: z.enum(ROOM_STATUSES),
  cleaningType: z.enum(CLEANING_TYPES),
  why: z.enum(PLAN_REASONS),
});
export type PlannedRoom = z.infer<typeof plannedRoom>;
export const dayPlanInput = hotelDayInput.extend({ apply: z.boolean() });
export const dayPlan = z.object({ date: z.string(), applied: z.boolean(), rooms: z.array(plannedRoom) });
export type DayPlan = z.infer<typeof dayPlan>;

/** What a write of the day answers: how many rooms it holds, and the plan applied with it (auto-apply on). */
export const occupancyWritten = z.object({ date: z.string(), count: z.number().int(), plan: dayPlan.nullable() });
