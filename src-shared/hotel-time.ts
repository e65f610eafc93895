import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { addDays, format, parseISO } from 'date-fns';

/** "Today" and clock times are the hotel's, whatever the viewer's or server's zone (DESIGN §3). */
export function hotelDate(timezone: string, now = new Date()): string {
  return formatInTimeZone(now, timezone, 'yyyy-MM-dd');
}

export function hotelClock(timezone: string, now = new Date()): string {
  return formatInTimeZone(now, timezone, 'HH:mm');
}

/** A late checkout time must be later than the hotel's clock now (spec §5). */
export function isLaterToday(checkoutTime: string, timezone: string, now = new Date()): boolean {
  return checkoutTime > hotelClock(timezone, now);
}

/** The instants where the hotel's calendar day begins and the next one begins. */
export function hotelDayBounds(date: string, timezone: string): { start: Date; end: Date } {
  const next = format(addDays(parseISO(date), 1), 'yyyy-MM-dd');
  return { start: fromZonedTime(`${date}T00:00:00`, timezone), end: fromZonedTime(`${next}T00:00:00`, timezone) };
}

/** Note times as 'MMM d, yyyy h:mm a' in the hotel's zone (spec §2). */
export function formatNoteTime(iso: string, timezone: string): string {
  return formatInTimeZone(new Date(iso), timezone, 'MMM d, yyyy h:mm a');
}

/**
 * The one way the app shows a moment (issue 13): in the app's language, in the hotel's
 * zone, medium date and short time ('Nov 23, 2026, 7:22 PM'; '23 nov 2026, 19:22').
 */
export function formatHotelDateTime(iso: string, timezone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: timezone }).format(new Date(iso));
}

/** A clock time of the hotel's day (a late checkout's 'HH:mm') in that same time format ('1:00 PM'; '13:00'). */
export function formatClockTime(hhmm: string, locale: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const at = Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]));
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(at);
}

/** A calendar day ('yyyy-MM-dd') written out in the app's language ('Monday, November 23, 2026'). */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
