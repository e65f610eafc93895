import { z } from 'zod';
import { uuidSchema } from './auth.schemas';
import { CLEANING_TYPES } from './cleaning-types';
import { textSchema } from './text.schemas';
import { WORK_ORDER_CATEGORIES } from './work-orders.schemas';
import { expectedVersionSchema } from './room-lifecycle.schemas';

/** DESIGN §20 (issue 31): a hotel's checklists and the inspections scored against them. */
export const CHECKLIST_LIMITS = { name: 120, itemText: 300, items: 100, note: 1000, photosPerItem: 3 } as const;
export const DEFAULT_PASS_MARK = 85;

/** An item's id, wherever one is given: letters, digits, _ and - (never a NUL PostgreSQL would refuse as a 500). */
const itemIdSchema = z.string().min(1).max(64).regex(/^[\w-]+$/, 'ID_INVALID');

/** One item, in the hotel's own words. */
export const checklistItem = z.object({
  id: itemIdSchema,
  text: textSchema({ max: CHECKLIST_LIMITS.itemText, min: 1 }),
  weight: z.number().int('CHECKLIST_WEIGHT_RANGE').min(1, 'CHECKLIST_WEIGHT_RANGE').max(10, 'CHECKLIST_WEIGHT_RANGE'),
  photoRequired: z.boolean().default(false),
  critical: z.boolean().default(false),
  maintenanceCategory: z.enum(WORK_ORDER_CATEGORIES).nullish().transform((v) => v ?? undefined),
});
export type ChecklistItemInput = z.input<typeof checklistItem>;

const items = z
  .array(checklistItem)
  .min(1, 'CHECKLIST_ITEMS_REQUIRED')
  .max(CHECKLIST_LIMITS.items, 'CHECKLIST_TOO_MANY_ITEMS')
  .refine((list) => new Set(list.map((i) => i.id)).size === list.length, 'CHECKLIST_ITEM_IDS_REPEAT');
const passMark = z.number().int('CHECKLIST_PASS_MARK_RANGE').min(0, 'CHECKLIST_PASS_MARK_RANGE').max(100, 'CHECKLIST_PASS_MARK_RANGE');

const fields = {
  name: textSchema({ max: CHECKLIST_LIMITS.name, min: 1 }),
  /** None = every room type. */
  roomTypeIds: z.array(uuidSchema).max(200),
  /** None = every cleaning type. */
  cleaningTypes: z.array(z.enum(CLEANING_TYPES)).max(CLEANING_TYPES.length),
  items,
  passMark,
};

export const createChecklistInput = z.object({
  hotelId: uuidSchema,
  ...fields,
  roomTypeIds: fields.roomTypeIds.default([]),
  cleaningTypes: fields.cleaningTypes.default([]),
  passMark: passMark.default(DEFAULT_PASS_MARK),
});
export const updateChecklistInput = z.object({ id: uuidSchema, ...fields, position: z.number().int().min(0).max(10_000) }).partial().required({ id: true });
export const checklistIdInput = z.object({ id: uuidSchema });
/** One place up (-1) or down (1) in the hotel's list, whose order decides a room's checklist (checklistFor). */
export const moveChecklistInput = z.object({ id: uuidSchema, by: z.union([z.literal(-1), z.literal(1)]) });
export const hotelChecklistsInput = z.object({ hotelId: uuidSchema });

export const checklistOutput = z.object({
  id: z.string(),
  hotelId: z.string(),
  name: z.string(),
  roomTypeIds: z.array(z.string()),
  cleaningTypes: z.array(z.enum(CLEANING_TYPES)),
  items: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      weight: z.number(),
      photoRequired: z.boolean(),
      critical: z.boolean(),
      maintenanceCategory: z.enum(WORK_ORDER_CATEGORIES).optional(),
    }),
  ),
  passMark: z.number(),
  position: z.number(),
  updatedAt: z.string(),
});
export type Checklist = z.infer<typeof checklistOutput>;
export type ChecklistItem = Checklist['items'][number];

/** One item's result as the inspector gives it. */
export const inspectionResult = z.object({
  itemId: itemIdSchema,
  ok: z.boolean(),
  note: textSchema({ max: CHECKLIST_LIMITS.note }).optional(),
  photoIds: z.array(uuidSchema).max(CHECKLIST_LIMITS.photosPerItem, 'TOO_MANY_PHOTOS').optional(),
});
export type InspectionResultInput = z.infer<typeof inspectionResult>;

export const submitInspectionInput = z.object({
  roomId: uuidSchema,
  checklistId: uuidSchema,
  results: z.array(inspectionResult).min(1, 'INSPECTION_RESULTS_INCOMPLETE').max(CHECKLIST_LIMITS.items),
  clientActionId: uuidSchema.optional(),
  expectedVersion: expectedVersionSchema.optional(),
});

export const inspectionAnswer = z.object({
  id: z.string(),
  score: z.number(),
  passed: z.boolean(),
  failedItems: z.array(z.object({ itemId: z.string(), text: z.string(), done: z.boolean() })),
  /** The work orders the failed items opened. */
  workOrderIds: z.array(z.string()),
});
export type InspectionAnswer = z.infer<typeof inspectionAnswer>;

/** An inspector's photo of an item, sent before the inspection (base64 over JSON, like a found item's photo). */
export const inspectionPhotoInput = z.object({
  roomId: uuidSchema,
  base64: z.string().max(Math.ceil((1024 * 1024 * 4) / 3) + 8, 'PHOTO_DATA_TOO_LARGE'),
});

/** The attendant ticks a failed item off her card (DESIGN §20). */
export const tickFailedItemInput = z.object({ roomId: uuidSchema, itemId: itemIdSchema, done: z.boolean() });
/** Self-check (DESIGN §20): the items she ticked before Mark Clean. */
export const selfCheckInput = z.object({
  roomId: uuidSchema,
  itemIds: z.array(itemIdSchema).max(CHECKLIST_LIMITS.items),
  /** From the phone's queue: saved once, a resend answered the same (DESIGN §6). */
  clientActionId: uuidSchema.optional(),
});
export const selfCheckSettingInput = z.object({ hotelId: uuidSchema, selfCheck: z.boolean() });

/** The checklist a room is inspected against, with what its attendant ticked (self-check). */
export const roomChecklistInput = z.object({ roomId: uuidSchema });
/** What the attendant's phone keeps for self-check (offline too): the setting, and the lists when it is on. */
export const selfCheckListsOutput = z.object({ selfCheck: z.boolean(), checklists: z.array(checklistOutput) });

export const roomChecklistOutput = z.object({
  checklist: checklistOutput.nullable(),
  selfCheck: z.boolean(),
  selfChecked: z.array(z.string()).nullable(),
});
