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

/**
 * A late checkout whose time has come in the hotel's zone (issue 18): today's at or before
 * the hotel's clock, or one left unresolved from an earlier day.
 */
export function isCheckoutOverdue(checkoutTime: string, createdAt: string, timezone: string, now = new Date()): boolean {
  return hotelDate(timezone, new Date(createdAt)) < hotelDate(timezone, now) || !isLaterToday(checkoutTime, timezone, now);
}

/** The calendar day after `date` ('2026-12-31' → '2027-01-01'). */
export function nextDay(date: string): string {
  return format(addDays(parseISO(date), 1), 'yyyy-MM-dd');
}

/** The instants where the hotel's calendar day begins and the next one begins. */
export function hotelDayBounds(date: string, timezone: string): { start: Date; end: Date } {
  const next = nextDay(date);
  return { start: fromZonedTime(`${date}T00:00:00`, timezone), end: fromZonedTime(`${next}T00:00:00`, timezone) };
}

/** Note times as 'MMM d, yyyy h:mm a' in the hotel's zone (spec §2). */
export function formatNoteTime(iso: string, timezone: string): string {
  return formatInTimeZone(new Date(iso), timezone, 'MMM d, yyyy h:mm a');
}
