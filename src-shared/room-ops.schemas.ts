import { z } from 'zod';
import { ROOM_STATUSES, MENU_STATUSES, OUT_OF_ORDER_REASONS, OUT_OF_ORDER_RETURN_STATUSES } from './room-status';
import { uuidSchema } from './auth.schemas';
import { deviceTimeTextSchema, instantSchema } from './date.schemas';
import { textSchema } from './text.schemas';
import { NOTE_MAX_LENGTH } from './limits';
import { cleaningTypeSchema } from './cleaning-types';
import { deferral, expectedVersionSchema, roomTimer } from './room-lifecycle.schemas';
import { STAYS } from './stays';
import { systemNoteField } from './system-notes.schemas';

export const roomStatusSchema = z.enum(ROOM_STATUSES);
const isoDate = z.string().nullable();

/** Why, since and until when a room is out of order, and what it returns to (DESIGN §17). */
export const outOfOrderInfo = z.object({
  reason: z.enum(OUT_OF_ORDER_REASONS),
  from: z.string(),
  until: z.string().nullable(),
  returnStatus: z.enum(OUT_OF_ORDER_RETURN_STATUSES),
});
export type OutOfOrderInfo = z.infer<typeof outOfOrderInfo>;

/** One room of a hotel board: the room and its status record, with the assignee's name. */
export const boardRoom = z.object({
  id: z.string(),
  roomId: z.string(),
  hotelId: z.string(),
  roomNumber: z.string(),
  floor: z.number().int().nullable(),
  status: roomStatusSchema,
  notes: z.string().nullable(),
  /** Set when `notes` is the app's own (issue 19): its kind and parameters, for a reader to word in its language. */
  systemNote: systemNoteField,
  assignedTo: z.string().nullable(),
  assignedToName: z.string().nullable(),
  assignedAt: isoDate,
  assignedBy: z.string().nullable(),
  markedDirtyAt: isoDate,
  markedDirtyBy: z.string().nullable(),
  cleanedAt: isoDate,
  cleanedBy: z.string().nullable(),
  pmsUpdatedAt: isoDate,
  pmsUpdatedBy: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
  /** An unresolved late checkout keeps the room off the working lists (spec §4). */
  hasLateCheckout: z.boolean(),
  /** The room lifecycle (DESIGN §12): what the cleaning is, rush, service deferred, the clock, inspection. */
  cleaningType: cleaningTypeSchema.nullable(),
  priority: z.boolean(),
  deferral: deferral.nullable(),
  timer: roomTimer.nullable(),
  inspectionRequired: z.boolean(),
  inspectedAt: isoDate,
  /** Failed its inspection and back with her, until cleaned again (issue 29); absent from older answers. */
  failedInspection: z.object({ reason: z.string(), at: z.string() }).nullish(),
  /** Issue 31: the checklist items a failed inspection named, which she ticks off. */
  failedItems: z.array(z.object({ itemId: z.string(), text: z.string(), done: z.boolean() })).nullish(),
  inspectedBy: z.string().nullable(),
  /** The room's type (DESIGN §13); null counts the default credits. */
  roomTypeId: z.string().nullable(),
  /** How much work the room is now: its type's credits for its cleaning type (creditsFor). */
  credits: z.number().int(),
  /** Set while the room is out of order (status 'out_of_order'), else null. */
  outOfOrder: outOfOrderInfo.nullable(),
  /** An out of order set from a future date, until it begins (the board's 'Out of order from …'); null or absent when none. */
  outOfOrderScheduled: outOfOrderInfo.nullish(),
  /** The room's occupancy today (DESIGN §17), null when nobody said: VC/VD/OC/OD and arrival/due out marks. */
  occupancy: z.object({ occupied: z.boolean(), stay: z.enum(STAYS) }).nullable(),
});
export type BoardRoom = z.infer<typeof boardRoom>;

const notesInput = textSchema({ max: NOTE_MAX_LENGTH }).nullish();

export const setStatusInput = z.object({
  roomId: uuidSchema,
  status: z.enum(MENU_STATUSES),
  notes: notesInput,
  /** For 'dirty': what the cleaning is (departure when not given). */
  cleaningType: cleaningTypeSchema.optional(),
  /** Offline replay (DESIGN §6): the device's id for this change, and the status it saw. */
  clientActionId: uuidSchema.optional(),
  expectedStatus: roomStatusSchema.optional(),
  expectedVersion: expectedVersionSchema.optional(),
  /** Whom the device saw the room assigned to (null: nobody): 'reassigned' is someone else since (issue 29). */
  expectedAssignedTo: uuidSchema.nullish(),
  /** When the change happened on the device; honoured only if not in the future and at most 24 h old. */
  changedAt: instantSchema.optional(),
});

export const assignInput = z.object({
  roomIds: z.array(uuidSchema).min(1, 'ROOMS_AND_HOUSEKEEPER_REQUIRED').max(10_000),
  housekeeperId: uuidSchema,
  /** The device's id for this assignment: a replay is answered once, and Undo names it (issue 13). */
  clientActionId: uuidSchema.optional(),
});

export const bulkInput = z.object({
  hotelId: uuidSchema,
  roomNumbers: textSchema({ max: 20_000, trim: false }),
  notes: notesInput,
  /** Bulk dirty: what the cleaning is (departure when not given). */
  cleaningType: cleaningTypeSchema.optional(),
});

export const bulkResult = z.object({ count: z.number().int(), roomNumbers: z.array(z.string()) });
export const hotelIdInput = z.object({ hotelId: uuidSchema });
export const roomIdInput = z.object({ roomId: uuidSchema });

/** PATCH /api/room-statuses/{id}: the documented generic update, dispatched to one action. */
export const patchStatusInput = z.object({
  id: uuidSchema,
  status: roomStatusSchema.optional(),
  assignedTo: uuidSchema.nullish(),
  notes: notesInput,
  cleaningType: cleaningTypeSchema.optional(),
  clientActionId: uuidSchema.optional(),
  expectedStatus: roomStatusSchema.optional(),
  expectedVersion: expectedVersionSchema.optional(),
  expectedAssignedTo: uuidSchema.nullish(),
  cleanedAt: deviceTimeTextSchema.optional(),
  markedDirtyAt: deviceTimeTextSchema.optional(),
  pmsUpdatedAt: deviceTimeTextSchema.optional(),
});

/** The board with the change sequence it is current at (DESIGN §11). */
export const boardWithSeq = z.object({ seq: z.number().int(), rooms: z.array(boardRoom) });

/** GET /api/room-statuses/hotel/{hotelId}/changes?since=SEQ */
export const roomChangesInput = z.object({
  hotelId: uuidSchema,
  since: z.coerce.number({ error: 'since must be a change sequence number' }).int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export const roomChanges = z.object({ seq: z.number().int(), rooms: z.array(boardRoom), removedRoomIds: z.array(z.string()) });

/**
 * A tRPC write's answer with the board rows it changed, so the screen patches them in at
 * once instead of refetching its lists (DESIGN §11). The documented REST answers leave
 * `rooms` out (RestDoc.omitOutput).
 */
export function withChangedRooms<T extends z.ZodRawShape>(schema: z.ZodObject<T>) {
  return schema.extend({ rooms: z.array(boardRoom) });
}
export const CHANGED_ROOMS_FIELD = ['rooms'];
