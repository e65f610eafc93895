import { z } from 'zod';
import { uuidSchema } from './auth.schemas';
import { daySchema } from './date.schemas';
import { textSchema } from './text.schemas';
import { CLEANING_TYPES } from './cleaning-credits';
import { placedRecordFields, ROOM_OR_AREA_REQUIRED, roomOrArea } from './areas.schemas';
import { WORK_ORDER_CATEGORIES, WORK_ORDER_PRIORITIES, WORK_ORDER_TITLE_MAX } from './work-orders.schemas';

/**
 * Issue 21, DESIGN §18: preventive work on a schedule, for a room or an area, every N days.
 * - kind 'work_order': a work order (category, title, priority) for the room or the area.
 * - kind 'cleaning' for a room: the room is marked dirty with the task's cleaning type and its
 *   title as the note ('Deep clean', 'Turn the mattress'), so it reaches a housekeeper through
 *   the board like any dirty room; it waits for the room to be clean (never interrupts a
 *   cleaning or a room out of order).
 * - kind 'cleaning' for an area (no room to make dirty): a work order of the area in the
 *   category 'other', the task's title, for the manager to hand out; areas have no board.
 */
export const RECURRING_KINDS = ['work_order', 'cleaning'] as const;
export type RecurringKind = (typeof RECURRING_KINDS)[number];
export const RECURRING_EVERY_MAX = 3650;

export const RECURRING_MESSAGES = {
  place: ROOM_OR_AREA_REQUIRED,
  everyDays: 'REPEAT_DAYS_INVALID',
  title: 'TITLE_REQUIRED',
} as const;

export const recurringTaskRow = z.object({
  ...placedRecordFields,
  title: z.string(),
  kind: z.enum(RECURRING_KINDS),
  category: z.enum(WORK_ORDER_CATEGORIES),
  priority: z.enum(WORK_ORDER_PRIORITIES),
  cleaningType: z.enum(CLEANING_TYPES).nullable(),
  everyDays: z.number().int(),
  /** The next hotel day it is due (yyyy-MM-dd). */
  nextDue: z.string(),
});
export type RecurringTaskRow = z.infer<typeof recurringTaskRow>;

export const hotelRecurringTasksInput = z.object({ hotelId: uuidSchema });
export const recurringTaskIdInput = z.object({ id: uuidSchema });

export const createRecurringTaskInput = z
  .object({
    hotelId: uuidSchema,
    roomId: uuidSchema.nullish(),
    areaId: uuidSchema.nullish(),
    title: textSchema({ min: 1, max: WORK_ORDER_TITLE_MAX, required: RECURRING_MESSAGES.title }),
    kind: z.enum(RECURRING_KINDS),
    category: z.enum(WORK_ORDER_CATEGORIES).default('other'),
    priority: z.enum(WORK_ORDER_PRIORITIES).default('normal'),
    /** A room cleaning's cleaning type (touch-up when not given); ignored otherwise. */
    cleaningType: z.enum(CLEANING_TYPES).optional(),
    everyDays: z.number({ error: RECURRING_MESSAGES.everyDays }).int(RECURRING_MESSAGES.everyDays).min(1, RECURRING_MESSAGES.everyDays).max(RECURRING_EVERY_MAX, RECURRING_MESSAGES.everyDays),
    nextDue: daySchema,
  })
  .refine(...roomOrArea);
export type CreateRecurringTaskInput = z.infer<typeof createRecurringTaskInput>;
