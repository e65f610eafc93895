import { intlLocale } from './languages';
// Intl only, no date-fns: these format times on every screen, the housekeeper's phone included,
// whose first download has a budget (DESIGN §9).

/**
 * The one way the app shows a moment (issue 13): in the app's language, in the hotel's
 * zone, medium date and short time ('Nov 23, 2026, 7:22 PM'; '23 nov 2026, 19:22').
 */
export function formatHotelDateTime(iso: string, timezone: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: timezone }).format(new Date(iso));
}

/** A clock time of the hotel's day (a late checkout's 'HH:mm') in that same time format ('1:00 PM'; '13:00'). */
export function formatClockTime(hhmm: string, locale: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const at = Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]));
  return new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'short', timeZone: 'UTC' }).format(at);
}

/** A calendar day ('yyyy-MM-dd') written out in the app's language ('Monday, November 23, 2026'). */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A moment's time of day in the hotel's zone, for a list of one day ('7:22 PM'; '19:22'). */
export function formatHotelTime(iso: string, timezone: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'short', timeZone: timezone }).format(new Date(iso));
}

/**
 * A running clock of seconds ('12:04', '1:05:09') in the reader's digits: DurationFormat's
 * digital style where the engine has it, else the same shape from Intl.NumberFormat parts.
 */
export function formatClockDuration(totalSeconds: number, locale: string): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const DurationFormat = (Intl as unknown as { DurationFormat?: new (locale: string, options: object) => { format(d: object): string } }).DurationFormat;
  if (DurationFormat) {
    try {
      return new DurationFormat(intlLocale(locale), { style: 'digital', hoursDisplay: 'auto' }).format({ hours: h, minutes: m, seconds: s });
    } catch {
      // The fallback below.
    }
  }
  const two = new Intl.NumberFormat(intlLocale(locale), { minimumIntegerDigits: 2, useGrouping: false });
  const one = new Intl.NumberFormat(intlLocale(locale), { useGrouping: false });
  // The digital style's shape: hours only when there are any, minutes always two digits.
  return h > 0 ? `${one.format(h)}:${two.format(m)}:${two.format(s)}` : `${two.format(m)}:${two.format(s)}`;
}
