import { z } from 'zod';
import { WORK_ORDER_CATEGORIES } from './work-orders.schemas';
import { GUEST_REQUEST_KINDS } from './guest-requests.schemas';
import type { SystemNote } from './system-notes';

/** A note the app wrote (src-shared/system-notes.ts), as the answers carry it beside its English `notes`. */
export const systemNoteSchema: z.ZodType<SystemNote> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('out-of-service') }),
  z.object({ kind: z.literal('late-checkout-dirty') }),
  z.object({
    kind: z.literal('work-order'),
    params: z.object({ category: z.enum(WORK_ORDER_CATEGORIES), title: z.string().nullable(), note: z.string().nullable() }),
  }),
  z.object({ kind: z.literal('guest-request'), params: z.object({ request: z.enum(GUEST_REQUEST_KINDS), note: z.string().nullable() }) }),
]);

/** The field an answer carries beside `notes` (optional: older answers and stored replays have none). */
export const systemNoteField = systemNoteSchema
  .nullish()
  .describe("Set when `notes` is the app's own note: its kind and parameters, to show in the reader's language; `notes` carries its English words");
