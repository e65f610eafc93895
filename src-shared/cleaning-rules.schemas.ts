import { z } from 'zod';
import { uuidSchema } from './auth.schemas';
import { DEFAULT_TURNDOWN_RULE, TURNDOWN_RULES } from './turndown';

/** DESIGN §17: a hotel's cleaning cadence. A hotel that never set one has these. */
export const DEFAULT_CLEANING_RULES = {
  stayoverEveryNights: 1,
  linenEveryNights: null,
  optOutMaxNights: null,
  touchUpAfterDays: null,
  dayStart: '06:00',
  autoApply: false,
  arrivalWindowMinutes: 90,
  turndownRule: DEFAULT_TURNDOWN_RULE,
} as const satisfies CleaningRules;

export const RULE_MESSAGES = {
  nights: (max: number) => `Enter a whole number of nights from 1 to ${max}`,
  days: (max: number) => `Enter a whole number of days from 1 to ${max}`,
  dayStart: 'TIME_FORMAT',
  minutes: (max: number) => `Enter a whole number of minutes from 0 to ${max}`,
} as const;

const nights = (max: number) => z.int(RULE_MESSAGES.nights(max)).min(1, RULE_MESSAGES.nights(max)).max(max, RULE_MESSAGES.nights(max));

export const cleaningRules = z.object({
  /** Stayover service every N nights; 1 = daily. */
  stayoverEveryNights: nights(30),
  /** A stayover's linen changed every N nights; null = with no cadence of its own. */
  linenEveryNights: nights(30).nullable(),
  /** A guest's opt-out is honoured until N nights without service; null = always honoured. */
  optOutMaxNights: nights(30).nullable(),
  /** A vacant room clean for N days gets a touch-up; null = never. */
  touchUpAfterDays: z.int(RULE_MESSAGES.days(90)).min(1, RULE_MESSAGES.days(90)).max(90, RULE_MESSAGES.days(90)).nullable(),
  /** When the hotel's day begins (hotel time): the periodic pass applies the plan then. */
  dayStart: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, RULE_MESSAGES.dayStart),
  /** Apply the plan at the day start and on every occupancy change, without a manager's preview. */
  autoApply: z.boolean(),
  /** DESIGN §22: a room whose guest arrives within this many minutes stays ahead of the attendant's own order. */
  arrivalWindowMinutes: z.int(RULE_MESSAGES.minutes(720)).min(0, RULE_MESSAGES.minutes(720)).max(720, RULE_MESSAGES.minutes(720)),
  /** Issue 32: which occupied rooms get an evening turndown (turndown.ts). */
  turndownRule: z.enum(TURNDOWN_RULES),
});
export type CleaningRules = z.infer<typeof cleaningRules>;

export const hotelRulesInput = z.object({ hotelId: uuidSchema });
/** PUT replaces the hotel's rules; a field left out takes its default. */
export const putCleaningRulesInput = z.object({
  hotelId: uuidSchema,
  stayoverEveryNights: cleaningRules.shape.stayoverEveryNights.default(DEFAULT_CLEANING_RULES.stayoverEveryNights),
  linenEveryNights: cleaningRules.shape.linenEveryNights.default(null),
  optOutMaxNights: cleaningRules.shape.optOutMaxNights.default(null),
  touchUpAfterDays: cleaningRules.shape.touchUpAfterDays.default(null),
  dayStart: cleaningRules.shape.dayStart.default(DEFAULT_CLEANING_RULES.dayStart),
  autoApply: cleaningRules.shape.autoApply.default(false),
  arrivalWindowMinutes: cleaningRules.shape.arrivalWindowMinutes.default(DEFAULT_CLEANING_RULES.arrivalWindowMinutes),
  turndownRule: cleaningRules.shape.turndownRule.default(DEFAULT_CLEANING_RULES.turndownRule),
});
