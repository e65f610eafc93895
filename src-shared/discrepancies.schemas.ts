import { z } from 'zod';
import { uuidSchema } from './auth.schemas';
import { daySchema, deviceTimeTextSchema } from './date.schemas';
import { textSchema } from './text.schemas';
import { NOTE_MAX_LENGTH } from './limits';

/** What a housekeeper found in a room (DESIGN §17), one tap on her card. */
export const FINDINGS = ['occupied', 'vacant', 'luggage', 'dnd'] as const;
export type Finding = (typeof FINDINGS)[number];

/** A disagreement with the PMS: sleep (PMS vacant, found occupied or luggage), skip (PMS occupied, found vacant). */
export const DISCREPANCY_KINDS = ['sleep', 'skip'] as const;
export type DiscrepancyKind = (typeof DISCREPANCY_KINDS)[number];

/**
 * The one rule (DESIGN §17): a finding against the day's occupancy (`pmsOccupied`, null when
 * the PMS said nothing of the room that day). DND says nothing of who is in the room, so it
 * is recorded but never a discrepancy.
 */
export function classifyFinding(found: Finding, pmsOccupied: boolean | null): DiscrepancyKind | null {
  if (pmsOccupied === null || found === 'dnd') return null;
  if (!pmsOccupied && (found === 'occupied' || found === 'luggage')) return 'sleep';
  if (pmsOccupied && found === 'vacant') return 'skip';
  return null;
}

export const recordFindingInput = z.object({
  roomId: uuidSchema,
  found: z.enum(FINDINGS, { error: 'FINDING_INVALID' }),
  /** Offline replay (DESIGN §6): the device's id for this finding, and when it was made. */
  clientActionId: uuidSchema.optional(),
  foundAt: deviceTimeTextSchema.optional(),
});

export const discrepanciesByDayInput = z.object({ hotelId: uuidSchema, date: daySchema });

/** Which part of the day's findings a page lists: to resolve, resolved, or DND (no disagreement). */
export const DISCREPANCY_LISTS = ['open', 'resolved', 'dnd'] as const;
export type DiscrepancyList = (typeof DISCREPANCY_LISTS)[number];
export const DISCREPANCY_PAGE_MAX = 200;

/**
 * GET /api/hotels/{hotelId}/discrepancies/page: one page of a day's findings, oldest first.
 * `cursor` is the previous page's `nextCursor` (opaque); the CSV stays the whole day.
 */
export const discrepanciesPageInput = z.object({
  hotelId: uuidSchema,
  date: daySchema,
  list: z.enum(DISCREPANCY_LISTS, { error: 'The list must be open, resolved or dnd' }).default('open'),
  cursor: z.string().max(200, 'Invalid cursor').nullish(),
  limit: z.coerce
    .number({ error: 'The limit must be a whole number' })
    .int('The limit must be a whole number')
    .min(1, 'The limit must be at least 1')
    .max(DISCREPANCY_PAGE_MAX, `The limit must be at most ${DISCREPANCY_PAGE_MAX}`)
    .default(20),
});
export type DiscrepanciesPageInput = z.input<typeof discrepanciesPageInput>;

export const resolveDiscrepancyInput = z.object({
  id: uuidSchema,
  note: textSchema({ max: NOTE_MAX_LENGTH, min: 1, required: 'RESOLUTION_NOTE_REQUIRED' }),
});

export const discrepancy = z.object({
  id: z.string(),
  hotelId: z.string(),
  roomId: z.string(),
  roomNumber: z.string(),
  /** The hotel-local day of the finding. */
  date: z.string(),
  found: z.enum(FINDINGS),
  /** What the day's occupancy said: occupied, vacant, or null when it said nothing. */
  pmsOccupied: z.boolean().nullable(),
  /** Null: recorded, but no disagreement (DND, or the PMS agrees). */
  kind: z.enum(DISCREPANCY_KINDS).nullable(),
  foundBy: z.string().nullable(),
  foundByName: z.string().nullable(),
  foundAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedByName: z.string().nullable(),
  resolutionNote: z.string().nullable(),
});
export type Discrepancy = z.infer<typeof discrepancy>;

/** A page of findings: `total` counts the whole list, `nextCursor` is null on the last page. */
export const discrepancyPage = z.object({
  items: z.array(discrepancy),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type DiscrepancyPage = z.infer<typeof discrepancyPage>;
