import { z } from 'zod';
import { uuidSchema } from './auth.schemas';
import { textSchema } from './text.schemas';

/** Credits read as minutes of work (DESIGN §13): a whole shift and more, never an overflow. */
export const MAX_CREDITS = 1000;
export const MAX_SQUARE_FEET = 100_000;
/** More than any hotel's crew on one shift. */
export const MAX_HOUSEKEEPERS_PER_PLAN = 200;
export const MAX_ROOMS_PER_PLAN = 10_000;

const credit = z.int('CREDITS_NOT_WHOLE').min(0, 'CREDITS_NEGATIVE').max(MAX_CREDITS, 'CREDITS_TOO_HIGH');
export const squareFeetSchema = z
  .int('SQUARE_FEET_NOT_WHOLE')
  .min(0, 'SQUARE_FEET_NEGATIVE')
  .max(MAX_SQUARE_FEET, 'SQUARE_FEET_TOO_HIGH');

/** A housekeeper's capacity for a shift: many rooms' worth (a room's credits stop at MAX_CREDITS). */
export const MAX_SHIFT_CREDITS = MAX_CREDITS * 10;
const shiftCredits = z
  .int('CREDITS_NOT_WHOLE')
  .min(0, 'CREDITS_NEGATIVE')
  .max(MAX_SHIFT_CREDITS, 'SHIFT_CREDITS_TOO_HIGH');
export const creditsSchema = z.object({ departure: credit, stayover: credit, touchUp: credit });
/** Issue 32: a type's credits with its evening turndown's; a client that does not send it leaves it as it is (4 when new). */
export const roomTypeCreditsSchema = creditsSchema.extend({ turndown: credit });
const roomTypeCreditsInput = creditsSchema.extend({ turndown: credit.optional() });
export const roomTypeNameSchema = textSchema({ min: 1, max: 60, required: 'ROOM_TYPE_NAME_REQUIRED', tooLong: 'ROOM_TYPE_NAME_TOO_LONG' });

export const roomType = z.object({
  id: z.string(),
  hotelId: z.string(),
  name: z.string(),
  credits: roomTypeCreditsSchema,
  /** Optional (issue 18): null when the hotel did not give a size; it then counts 0 toward the cap. */
  squareFeet: z.number().int().nullable(),
  /** Rooms of the hotel that have this type. */
  roomCount: z.number().int(),
});
export type RoomType = z.infer<typeof roomType>;

export const hotelRoomTypesInput = z.object({ hotelId: uuidSchema });
/** Square feet: missing or null = not given. */
export const optionalSquareFeetSchema = squareFeetSchema.nullable();
export const createRoomTypeInput = z.object({
  hotelId: uuidSchema,
  name: roomTypeNameSchema,
  credits: roomTypeCreditsInput,
  squareFeet: optionalSquareFeetSchema.default(null),
});
export const updateRoomTypeInput = z.object({
  id: uuidSchema,
  name: roomTypeNameSchema.optional(),
  credits: roomTypeCreditsInput.optional(),
  /** null clears the size. */
  squareFeet: optionalSquareFeetSchema.optional(),
});
export const roomTypeIdInput = z.object({ id: uuidSchema });

/** A type for some rooms (PATCH /api/rooms/{id} { roomTypeId }); null: back to the default credits. */
export const setRoomTypeInput = z.object({
  roomIds: z.array(uuidSchema).min(1).max(MAX_ROOMS_PER_PLAN),
  roomTypeId: uuidSchema.nullable(),
});
/** 'Rooms 101-120 are Queen': the room-number list of bulk actions. */
export const setRoomTypeByNumbersInput = z.object({
  hotelId: uuidSchema,
  roomNumbers: textSchema({ max: 20_000, trim: false }),
  roomTypeId: uuidSchema.nullable(),
});
export const roomTypeChangeResult = z.object({ count: z.number().int(), roomNumbers: z.array(z.string()) });

const housekeeperIds = z.array(uuidSchema).min(1, 'SHIFT_MEMBERS_REQUIRED').max(MAX_HOUSEKEEPERS_PER_PLAN);

export const autoAssignInput = z.object({
  hotelId: uuidSchema,
  /** Who to plan for; none = everyone on shift today (the roster, issue 18). */
  housekeeperIds: housekeeperIds.optional(),
  /** Most credits per housekeeper this shift; a housekeeper not named has no limit. */
  capacity: z
    .record(uuidSchema, shiftCredits)
    .refine((c) => Object.keys(c).length <= MAX_HOUSEKEEPERS_PER_PLAN, 'Too many capacities')
    .optional(),
  apply: z.boolean(),
  /**
   * The plan as the manager edited it (rooms moved between housekeepers): applied as sent
   * instead of planning again. Only with apply.
   */
  assignments: z
    .array(z.object({ housekeeperId: uuidSchema, roomIds: z.array(uuidSchema).max(MAX_ROOMS_PER_PLAN) }))
    .max(MAX_HOUSEKEEPERS_PER_PLAN)
    .optional(),
});

export const plannedAssignment = z.object({
  housekeeperId: z.string(),
  roomIds: z.array(z.string()),
  credits: z.number().int(),
  floors: z.array(z.number().int()),
});
export const workloadPlan = z.object({
  assignments: z.array(plannedAssignment),
  unassigned: z.array(z.string()),
  /** True when the plan was assigned (apply). */
  applied: z.boolean(),
});
export type WorkloadPlan = z.infer<typeof workloadPlan>;

/** What someone carries: rooms still to do, their floors and credits (issue 18: before → after). */
export const workLoad = z.object({ rooms: z.number().int(), credits: z.number().int(), floors: z.array(z.number().int()) });
export type WorkLoad = z.infer<typeof workLoad>;

/** Why someone gets no new room (issue 18): their capacity or the square-foot cap is reached, or nothing is left. */
export const NOTHING_REASONS = ['capacity', 'square-feet-cap', 'no-rooms-left'] as const;
export type NothingReason = (typeof NOTHING_REASONS)[number];

/** Auto-assign's answer: the plan, and per person their load before and after it. */
export const autoAssignResult = workloadPlan.extend({
  people: z.array(
    z.object({
      housekeeperId: z.string(),
      fullName: z.string(),
      before: workLoad,
      after: workLoad,
      /** Set when the plan gives them nothing. */
      nothingBecause: z.enum(NOTHING_REASONS).nullable(),
    }),
  ),
});
export type AutoAssignResult = z.infer<typeof autoAssignResult>;

/** What to do with a room the person going home has started (its timer running or paused). */
export const STARTED_ROOM_CHOICES = ['keep', 'move', 'release'] as const;
export type StartedRoomChoice = (typeof STARTED_ROOM_CHOICES)[number];

/**
 * Hand over: someone goes home. She goes off shift today; the rooms she has not started go
 * to the others (none named: everyone else on shift). A started room stays with her ('keep',
 * the default), moves with the rest ('move'), or goes back to dirty ('release'); moved or
 * released, its timer stops and its worked time stays in the history. `clientActionId`
 * names the hand over for its Undo.
 */
export const reassignInput = z.object({
  hotelId: uuidSchema,
  fromHousekeeperId: uuidSchema,
  toHousekeeperIds: housekeeperIds.optional(),
  started: z.enum(STARTED_ROOM_CHOICES).optional(),
  clientActionId: uuidSchema.optional(),
});

export const handOverResult = workloadPlan.extend({
  /** The hand over's action id, for Undo (POST /api/room-statuses/undo). */
  actionId: z.string(),
  /** Who got what, by name, in plan order; those who got nothing are left out. */
  receivers: z.array(z.object({ housekeeperId: z.string(), fullName: z.string(), roomNumbers: z.array(z.string()) })),
  /** The started rooms (room numbers) by what happened to them. */
  started: z.object({ moved: z.array(z.string()), released: z.array(z.string()), kept: z.array(z.string()) }),
});
export type HandOverResult = z.infer<typeof handOverResult>;

/** The hotel's workload cap (DESIGN §13), in PATCH /api/hotels/{id}. */
export const maxSquareFeetPerShiftSchema = z.int('SQUARE_FEET_NOT_WHOLE').min(1, 'SHIFT_CAP_TOO_LOW').max(MAX_SQUARE_FEET * 10).nullable();
