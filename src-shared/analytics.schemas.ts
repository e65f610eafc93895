import { z } from 'zod';
import { uuidSchema } from './auth.schemas';
import { daySchema } from './date.schemas';
import { CLEANING_TYPES } from './cleaning-types';

/** The longest range the scores and analytics read at once (DESIGN §21): a year and a bit, for a year against the one before. */
export const MAX_RANGE_DAYS = 400;

/** Days from `from` to `to`, both counted: 1 for one day. */
export function rangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Every day from `from` to `to`, in order. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  const n = rangeDays(from, to);
  for (let i = 0; i < n; i++) out.push(new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));
  return out;
}

/** The same number of days just before (the comparison of the charts). */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const n = rangeDays(from, to);
  const day = (offset: number) => new Date(Date.parse(`${from}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  return { from: day(-n), to: day(-1) };
}

export const rangeInput = z.object({ hotelId: uuidSchema, from: daySchema, to: daySchema });
export const SCORE_GROUPINGS = ['attendant', 'roomType', 'item'] as const;
export type ScoreGrouping = (typeof SCORE_GROUPINGS)[number];
export const scoresInput = rangeInput.extend({ by: z.enum(SCORE_GROUPINGS).default('attendant') });
export const myScoresInput = z.object({ from: daySchema, to: daySchema });

const failedItem = z.object({ text: z.string(), failures: z.number().int() });

/** One line of the scores report (DESIGN §20): whose (or which) inspections, how many, how good. */
export const scoreRow = z.object({
  /** The attendant's, room type's or item's id; null for inspections of nobody's cleaning or no room type. */
  key: z.string().nullable(),
  name: z.string().nullable(),
  count: z.number().int(),
  meanScore: z.number().nullable(),
  /** Share of inspections passed, 0–1 (for an item: share of times it was ok). */
  passRate: z.number().nullable(),
  /** The items most often not ok, most first (at most five). */
  mostFailed: z.array(failedItem),
});
export type ScoreRow = z.infer<typeof scoreRow>;

/** One day of an attendant's own trend. */
export const myScoreDay = z.object({ date: z.string(), count: z.number().int(), meanScore: z.number().nullable(), passRate: z.number().nullable() });
export type MyScoreDay = z.infer<typeof myScoreDay>;

const cleanedByType = z.object(Object.fromEntries(CLEANING_TYPES.map((t) => [t, z.number().int()])) as Record<(typeof CLEANING_TYPES)[number], z.ZodNumber>);

/** One day of the hotel (DESIGN §21); rates are 0–1, null where nothing happened to rate. */
export const analyticsDay = z.object({
  date: z.string(),
  cleaned: cleanedByType,
  inspections: z.number().int(),
  passRate: z.number().nullable(),
  meanScore: z.number().nullable(),
  arrivals: z.number().int(),
  readyShare: z.number().nullable(),
  guestRequestsDone: z.number().int(),
  guestRequestMedianMinutes: z.number().nullable(),
  workOrdersOpened: z.number().int(),
  workOrdersClosed: z.number().int(),
  outOfOrderRoomNights: z.number().int(),
  attendantHours: z.number(),
  creditsPerAttendantHour: z.number().nullable(),
});
export type AnalyticsDay = z.infer<typeof analyticsDay>;

/** Median minutes per room of one room type and cleaning type, one value per day of `days` (null: none timed). */
export const minutesSeries = z.object({
  roomTypeId: z.string().nullable(),
  roomTypeName: z.string().nullable(),
  cleaningType: z.enum(CLEANING_TYPES),
  medians: z.array(z.number().nullable()),
});
export type MinutesSeries = z.infer<typeof minutesSeries>;

export const analyticsResult = z.object({
  hotelId: z.string(),
  hotelName: z.string(),
  timezone: z.string(),
  /** The hotel-local time an arriving guest's room should be ready by when her arrival time is unknown (see analytics.queries.ts). */
  readyBy: z.string(),
  days: z.array(analyticsDay),
  minutes: z.array(minutesSeries),
});
export type AnalyticsResult = z.infer<typeof analyticsResult>;

/** The chain view (admins): each hotel's totals over the range. */
export const chainRow = z.object({
  hotelId: z.string(),
  hotelName: z.string(),
  roomsCleaned: z.number().int(),
  inspections: z.number().int(),
  passRate: z.number().nullable(),
  meanScore: z.number().nullable(),
  readyShare: z.number().nullable(),
  workOrdersOpened: z.number().int(),
  workOrdersClosed: z.number().int(),
  outOfOrderRoomNights: z.number().int(),
  creditsPerAttendantHour: z.number().nullable(),
});
export type ChainRow = z.infer<typeof chainRow>;
export const chainInput = z.object({ from: daySchema, to: daySchema });
