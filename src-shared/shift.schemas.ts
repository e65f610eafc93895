import { z } from 'zod';
import { uuidSchema } from './auth.schemas';
import { daySchema } from './date.schemas';
import { MAX_HOUSEKEEPERS_PER_PLAN } from './workload.schemas';

/**
 * The shift roster (issue 18): who is on shift at a hotel on a hotel day. 'proposed': the
 * housekeeper signed in that day and waits for the manager's word; 'off': taken off (by the
 * manager, or a hand over), kept so a later sign-in does not propose her again.
 */
export const SHIFT_STATES = ['on', 'proposed', 'off'] as const;
export type ShiftState = (typeof SHIFT_STATES)[number];

/** A day of the roster; none = today in the hotel's timezone. */
export const shiftInput = z.object({ hotelId: uuidSchema, date: daySchema.optional() });

/** The roster as the manager sets it: exactly these housekeepers are on shift that day. */
export const setShiftInput = z.object({
  hotelId: uuidSchema,
  date: daySchema.optional(),
  housekeeperIds: z.array(uuidSchema).max(MAX_HOUSEKEEPERS_PER_PLAN, 'SHIFT_TOO_MANY_PEOPLE'),
});

export const shiftMember = z.object({
  housekeeperId: z.string(),
  fullName: z.string(),
  state: z.enum(SHIFT_STATES),
});
export type ShiftMember = z.infer<typeof shiftMember>;

export const shiftRoster = z.object({
  hotelId: z.string(),
  date: z.string(),
  /** Everyone with a word about that day, in name order; housekeepers with none are simply not listed. */
  members: z.array(shiftMember),
});
export type ShiftRoster = z.infer<typeof shiftRoster>;

/** The ids on shift (state 'on') of a roster. */
export function onShiftIds(roster: Pick<ShiftRoster, 'members'> | undefined): string[] {
  return (roster?.members ?? []).filter((m) => m.state === 'on').map((m) => m.housekeeperId);
}
