import { z } from 'zod';
import { uuidSchema } from './auth.schemas';
import { optionalTextSchema, textSchema } from './text.schemas';
import { placedRecordFields, roomOrArea } from './areas.schemas';
import type { StaleReason } from './stale-change';

/** DESIGN §18: what a work order is about, how urgent, where it stands. */
export const WORK_ORDER_CATEGORIES = ['plumbing', 'electrical', 'furniture', 'appliance', 'cleaning_supplies', 'other'] as const;
export type WorkOrderCategory = (typeof WORK_ORDER_CATEGORIES)[number];
export const WORK_ORDER_PRIORITIES = ['low', 'normal', 'urgent'] as const;
export type WorkOrderPriority = (typeof WORK_ORDER_PRIORITIES)[number];
export const WORK_ORDER_STATUSES = ['open', 'in_progress', 'on_hold', 'done'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];
/** 'Return to service': dirty for a clean after repairs, or clean. */
export const RETURN_STATUSES = ['dirty', 'clean'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Photos (DESIGN §18): per report, and each after the device's resize. */
export const PHOTO_LIMITS = { maxBytes: 1024 * 1024, perReport: 3, deviceTargetBytes: 300 * 1024 } as const;
export const WORK_ORDER_NOTE_MAX = 2000;
export const WORK_ORDER_TITLE_MAX = 120;

export const workOrderComment = z.object({
  id: z.string(),
  content: z.string(),
  createdBy: z.string().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export type WorkOrderComment = z.infer<typeof workOrderComment>;

export const workOrder = z.object({
  ...placedRecordFields,
  category: z.enum(WORK_ORDER_CATEGORIES),
  title: z.string(),
  note: z.string().nullable(),
  priority: z.enum(WORK_ORDER_PRIORITIES),
  status: z.enum(WORK_ORDER_STATUSES),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  dueAt: z.string().nullable(),
  outOfOrder: z.boolean(),
  returnStatus: z.enum(RETURN_STATUSES).nullable(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  /** Made by a recurring task (DESIGN §18): who scheduled that task (issue 29), null for a report. */
  scheduledByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  doneAt: z.string().nullable(),
  photoIds: z.array(z.string()),
  commentCount: z.number().int(),
});
export type WorkOrder = z.infer<typeof workOrder>;
export const workOrderDetail = workOrder.extend({ comments: z.array(workOrderComment) });
export type WorkOrderDetail = z.infer<typeof workOrderDetail>;
/**
 * A new work order as its creator is answered: with why the room was not taken out of order
 * when the report asked for it but the room had moved on since the tap (the stale rule,
 * src-shared/stale-change.ts), else null.
 */
export const createdWorkOrder = workOrder.extend({ roomRefusal: z.enum(['ROOM_REASSIGNED', 'ROOM_MOVED_ON'] as const satisfies readonly StaleReason[]).nullable() });
export type CreatedWorkOrder = z.infer<typeof createdWorkOrder>;

/**
 * How a report whose room was left as it is reads on the phone (its failure list): the report
 * was made, and why its room was not taken out of order.
 */
export const REPORT_ROOM_REFUSALS = {
  ROOM_REASSIGNED: 'REPORT_ROOM_REASSIGNED',
  ROOM_MOVED_ON: 'REPORT_ROOM_MOVED_ON',
} as const satisfies Record<NonNullable<CreatedWorkOrder['roomRefusal']>, string>;

export const listWorkOrdersInput = z.object({
  hotelId: uuidSchema,
  status: z.enum(WORK_ORDER_STATUSES).optional(),
  assigneeId: uuidSchema.optional(),
  roomId: uuidSchema.optional(),
  /** The room as people call it (the manager's filter types a number, not an id). */
  roomNumber: textSchema({ min: 1, max: 20 }).optional(),
  areaId: uuidSchema.optional(),
  category: z.enum(WORK_ORDER_CATEGORIES).optional(),
  priority: z.enum(WORK_ORDER_PRIORITIES).optional(),
});

const noteSchema = optionalTextSchema({ max: WORK_ORDER_NOTE_MAX });
const dueAtSchema = z.iso.datetime({ offset: true, error: 'DUE_TIME_INVALID' }).nullish();

/**
 * A work order (managers, maintenance) or a problem reported from the room (everyone in the
 * hotel, the housekeeper's phone through the exactly-once queue with its clientActionId, and
 * the room version it saw: `createReportInput`). A room or an area, never both.
 */
export const createWorkOrderInput = z
  .object({
    roomId: uuidSchema.optional(),
    areaId: uuidSchema.optional(),
    category: z.enum(WORK_ORDER_CATEGORIES),
    title: optionalTextSchema({ max: WORK_ORDER_TITLE_MAX }),
    note: noteSchema,
    priority: z.enum(WORK_ORDER_PRIORITIES).default('normal'),
    dueAt: dueAtSchema,
    assigneeId: uuidSchema.nullish(),
    /** 'Room cannot be sold' (out of order) or 'can be sold' (stays in service). */
    outOfOrder: z.boolean().default(false),
    clientActionId: uuidSchema.optional(),
  })
  .refine(...roomOrArea);

export const patchWorkOrderInput = z.object({
  id: uuidSchema,
  status: z.enum(WORK_ORDER_STATUSES).optional(),
  priority: z.enum(WORK_ORDER_PRIORITIES).optional(),
  assigneeId: uuidSchema.nullish(),
  dueAt: dueAtSchema,
  title: textSchema({ min: 1, max: WORK_ORDER_TITLE_MAX }).optional(),
  note: noteSchema.optional(),
  category: z.enum(WORK_ORDER_CATEGORIES).optional(),
});

export const commentInput = z.object({
  id: uuidSchema,
  content: textSchema({ min: 1, max: WORK_ORDER_NOTE_MAX, required: 'COMMENT_REQUIRED' }),
});

export const returnToServiceInput = z.object({
  id: uuidSchema,
  /** What the room becomes: dirty (a clean after the repair) or clean. */
  status: z.enum(RETURN_STATUSES),
});

/** Photos as the REST path's multipart files become them; over JSON, base64. */
export const addPhotosInput = z.object({
  id: uuidSchema,
  photos: z.array(z.object({ base64: z.string().max(Math.ceil((PHOTO_LIMITS.maxBytes * 4) / 3) + 8, 'PHOTO_DATA_TOO_LARGE') })),
  /** The device's upload id: the same upload sent again stores nothing twice (DESIGN §6). */
  clientActionId: uuidSchema.optional(),
});

export const photoInput = z.object({ id: uuidSchema, photoId: uuidSchema });
