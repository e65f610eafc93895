import { z } from 'zod';
import { textSchema } from './text.schemas';

/** Days and instants the app accepts (DESIGN §16): a real calendar day within this century-wide window. */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2100-12-31';

export const DATE_MESSAGES = {
  day: 'DATE_FORMAT',
  range: 'DATE_OUT_OF_RANGE',
  instant: 'Please give a date and time in ISO 8601 format with a time zone',
} as const;

/** True for a yyyy-MM-dd that names a day that exists (no 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const inWindow = (day: string) => day >= FIRST_DAY && day <= LAST_DAY;

/** One calendar day, yyyy-MM-dd, as the daily reports take it. */
export const daySchema = z
  .string({ error: DATE_MESSAGES.day })
  .refine(isCalendarDay, DATE_MESSAGES.day)
  .refine(inWindow, DATE_MESSAGES.range);

/**
 * An instant with its offset ('2026-11-23T09:30:00.000Z'), as devices send the time of an
 * offline change. No date window here: a phone whose clock is wrong must not lose the
 * change it made; the server replaces any time that is not recent (changeTime).
 */
export const instantSchema = z
  .string({ error: DATE_MESSAGES.instant })
  .max(40, DATE_MESSAGES.instant)
  .pipe(z.iso.datetime({ offset: true, error: DATE_MESSAGES.instant }));

/**
 * The times of the documented PATCH (cleanedAt, …): any short text, since a time that is
 * not a recent instant is replaced by the server's clock rather than refused (DESIGN §4).
 */
export const deviceTimeTextSchema = textSchema({ max: 40, trim: false });
