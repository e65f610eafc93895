import { fromZonedTime } from 'date-fns-tz';

/**
 * The moment a `datetime-local` input's value ('2026-11-27T09:00', a wall-clock time with no
 * zone) names on the hotel's clock (DESIGN §3: the app's times are the hotel's), never the
 * device's: a manager whose laptop keeps another zone still sets 9:00 at the hotel. Null when
 * empty or not a time.
 */
export function momentFromHotelInput(value: string, timezone: string): Date | null {
  if (!value) return null;
  const moment = fromZonedTime(value, timezone);
  return Number.isNaN(moment.getTime()) ? null : moment;
}
