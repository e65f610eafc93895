import { z } from 'zod';
import { hotelDayInput, staySchema } from './occupancy.schemas';
import { textSchema } from './text.schemas';
import { uuidSchema } from './auth.schemas';

/** A PMS report of the largest hotel, with room to spare (DESIGN §17: one row per room). */
export const MAX_CSV_CHARS = 3_000_000;
export const MAX_STAY_VALUES = 100;

/** A column of the file: its header's text (any case) or its position, 1 for the first. */
export const csvColumn = z.union([z.int().min(1).max(500), textSchema({ min: 1, max: 100 })]);
export type CsvColumn = z.infer<typeof csvColumn>;

/**
 * How a hotel's PMS report reads (DESIGN §17), remembered per hotel: which column holds
 * what, and what the PMS's own words mean ('DEP' → due_out). A stay the mapping does not
 * name is read as one of ours ('stayover', 'Due out').
 */
export const csvMapping = z.object({
  hasHeader: z.boolean().default(true),
  roomNumber: csvColumn,
  stay: csvColumn,
  occupied: csvColumn.nullish(),
  guests: csvColumn.nullish(),
  nights: csvColumn.nullish(),
  optOut: csvColumn.nullish(),
  /** DESIGN §22: the guest's arrival and departure ('13:30', '1:30 PM' is refused), VIP 0–3, early check-in asked (yes values). */
  arrivalTime: csvColumn.nullish(),
  departureTime: csvColumn.nullish(),
  vip: csvColumn.nullish(),
  earlyCheckIn: csvColumn.nullish(),
  /** Issue 32: the guest asked for a turndown tonight: a yes value, or no (empty, N, NO, FALSE, 0); anything else is refused. */
  turndownRequested: csvColumn.nullish(),
  stayValues: z
    .record(textSchema({ min: 1, max: 40 }), staySchema)
    .refine((v) => Object.keys(v).length <= MAX_STAY_VALUES, `At most ${MAX_STAY_VALUES} values`)
    .default({}),
  /** What counts as yes in the occupied and opt-out columns (any case); default Y, YES, TRUE, 1, X, SI, SÍ. */
  yesValues: z.array(textSchema({ min: 1, max: 20 })).max(20).optional(),
});
export type CsvMapping = z.infer<typeof csvMapping>;

export const importOccupancyInput = hotelDayInput.extend({
  csv: textSchema({ max: MAX_CSV_CHARS, trim: false, tooLong: `The file must be at most ${MAX_CSV_CHARS} characters` }),
  /** Left out: the hotel's saved mapping. Given: used, and saved for next time. */
  mapping: csvMapping.optional(),
});
export const hotelMappingInput = z.object({ hotelId: uuidSchema });
export const putMappingInput = z.object({ hotelId: uuidSchema, mapping: csvMapping });
export const savedMapping = z.object({ mapping: csvMapping.nullable() });
