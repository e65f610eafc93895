import { z } from 'zod';
import { systemNoteField } from './system-notes.schemas';
import { uuidSchema } from './auth.schemas';
import { cleaningTypeSchema } from './cleaning-types';
import { daySchema, instantSchema } from './date.schemas';
import { textSchema } from './text.schemas';
import { ROOM_STATUSES } from './room-status';
import { DEFERRAL_REASONS, INSPECTION_REASON_MAX, TIMER_ACTIONS } from './room-lifecycle';


const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'CLOCK_TIME_FORMAT');

export const deferral = z.object({
  reason: z.enum(DEFERRAL_REASONS),
  /** When to try again, in the hotel's time; null when none was given. */
  retryAt: hhmm.nullable(),
  deferredAt: z.string(),
  deferredBy: z.string().nullable(),
});
export type Deferral = z.infer<typeof deferral>;

/**
 * The housekeeper's clock on a room: `startedAt` is when it last started running,
 * `workedSeconds` the time worked before that. While running, the time worked so far is
 * workedSeconds + (now − startedAt); while paused, workedSeconds.
 */
export const roomTimer = z.object({
  state: z.enum(['running', 'paused']),
  startedAt: z.string(),
  workedSeconds: z.number().int(),
});
export type RoomTimer = z.infer<typeof roomTimer>;


/**
 * The room `version` the device saw when the change was tapped (DESIGN §6): a queued change
 * is refused when anyone else changed the room since. Optional: API clients without it keep
 * the status check alone.
 */
export const expectedVersionSchema = z
  .number({ error: 'expectedVersion must be a room version number' })
  .int('expectedVersion must be a room version number')
  .min(1, 'expectedVersion must be a room version number')
  .max(2_147_483_647, 'expectedVersion must be a room version number');

/** Offline replay (DESIGN §6): the device's id for the action, when it happened there, and the version it saw. */
const deviceAction = {
  clientActionId: uuidSchema.optional(),
  changedAt: instantSchema.optional(),
  expectedVersion: expectedVersionSchema.optional(),
};

export const priorityInput = z.object({ roomId: uuidSchema, priority: z.boolean() });

/** A dirty room's cleaning type corrected without marking it dirty again (DESIGN §12). */
export const cleaningTypeInput = z.object({ roomId: uuidSchema, cleaningType: cleaningTypeSchema });

export const deferInput = z.object({
  roomId: uuidSchema,
  reason: z.enum(DEFERRAL_REASONS),
  retryAt: hhmm.optional(),
  ...deviceAction,
});
export const clearDeferralInput = z.object({ roomId: uuidSchema, ...deviceAction });

export const timerInput = z.object({ roomId: uuidSchema, action: z.enum(TIMER_ACTIONS), ...deviceAction });

export const inspectionInput = z
  .object({
    roomId: uuidSchema,
    result: z.enum(['pass', 'fail']),
    reason: textSchema({ max: INSPECTION_REASON_MAX }).optional(),
  })
  .refine((v) => v.result === 'pass' || (v.reason !== undefined && v.reason !== ''), {
    message: 'INSPECTION_FAIL_REASON_REQUIRED',
    path: ['reason'],
  });

export const inspectionSettingInput = z.object({ hotelId: uuidSchema, inspectionRequired: z.boolean() });

/** GET /api/reports/attendants/{hotelId}?date=… and the day's history. */
export const reportInput = z.object({ hotelId: uuidSchema, date: daySchema });

export const attendantRow = z.object({
  housekeeperId: z.string(),
  housekeeperName: z.string(),
  roomsCleaned: z.number().int(),
  credits: z.number(),
  workedMinutes: z.number(),
  /** Over the rooms that were timed; null when none was. */
  averageMinutesPerRoom: z.number().nullable(),
  deferrals: z.number().int(),
  inspectionsPassed: z.number().int(),
  inspectionsFailed: z.number().int(),
  /** Issue 32: the evening turndowns she did, and their credits (the type's turndown credits), apart from the day's cleans. */
  turndowns: z.number().int(),
  turndownCredits: z.number(),
});
export type AttendantRow = z.infer<typeof attendantRow>;

export const historyRow = z.object({
  at: z.string(),
  roomNumber: z.string(),
  from: z.enum(ROOM_STATUSES).nullable(),
  to: z.enum(ROOM_STATUSES),
  actorName: z.string().nullable(),
  cleaningType: cleaningTypeSchema.nullable(),
  notes: z.string().nullable(),
  /** Set when `notes` is the app's own (issue 19): its kind and parameters, for a reader to word in its language. */
  systemNote: systemNoteField,
  /** A deferral's reason and retry time, for each reader to see in their language. */
  deferral: deferral.pick({ reason: true, retryAt: true }).nullable(),
  /** A work order reported or done on the room (DESIGN §18); its title and note are the notes. */
  workOrder: z.enum(['created', 'done']).nullable(),
  /** A guest request done in the room (issue 21); what was asked for and the desk's note are the notes. */
  guestRequest: z.enum(['done']).nullable(),
  /** A turndown done in the room that evening (issue 32): who did it is the row's actor. */
  turndown: z.enum(['done']).nullable(),
  /** An attendant's own order of her rooms changed (DESIGN §22), on the room now first: by the actor; her name and the order are the notes. */
  queueOrder: z.enum(['reordered']).nullable(),
});
export type HistoryRow = z.infer<typeof historyRow>;
