import { intlLocale } from './languages';
// Intl only, no date-fns: these run on every screen, the housekeeper's phone included, whose
// first download has a budget (DESIGN §9). Dates, times and the running clock: display-time.ts
// (apart, so the phone's first screen downloads its clock without these).

/**
 * The one way the app writes a number for a reader (issue 22): the reader's digits, decimal
 * sign and grouping ('102.2' in English, '102,2' in Spanish, '1.234' for a thousand). At most
 * one decimal unless asked: credits and minutes per room are read, not computed with.
 */
export function formatNumber(value: number, locale: string, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits }).format(value);
}

/** A share (0.42) as the reader writes a percent ('42%', '42 %', '%42'). */
export function formatPercent(fraction: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
}

interface DurationParts {
  hours?: number;
  minutes?: number;
  seconds?: number;
}

/** Intl.DurationFormat (Chromium 129+, Safari 16.4+, Firefox 136+); typed here, as lib.es2025 is not ours yet. */
type DurationFormatter = { format(duration: DurationParts): string };
type DurationFormatConstructor = new (locale: string, options: { style: 'short' | 'long' | 'narrow' | 'digital'; minutesDisplay?: 'auto' | 'always' }) => DurationFormatter;

function durationFormat(): DurationFormatConstructor | undefined {
  return (Intl as unknown as { DurationFormat?: DurationFormatConstructor }).DurationFormat;
}

/** Whole hours and minutes of a number of minutes (a fraction of a minute is rounded). */
function hoursAndMinutes(totalMinutes: number): { hours: number; minutes: number } {
  const rounded = Math.max(0, Math.round(totalMinutes));
  return { hours: Math.floor(rounded / 60), minutes: rounded % 60 };
}

/**
 * A span of minutes as words of the reader's language ('1 hr, 5 min'; '1 h y 5 min'; '45 min').
 * Intl.DurationFormat where the engine has it; else each unit by Intl.NumberFormat's unit
 * style, joined by Intl.ListFormat: the same words, never a hand-written 'min' or 'h'.
 */
export function formatMinutes(totalMinutes: number, locale: string): string {
  const { hours, minutes } = hoursAndMinutes(totalMinutes);
  const parts: DurationParts = hours > 0 ? (minutes > 0 ? { hours, minutes } : { hours }) : { minutes };
  const DurationFormat = durationFormat();
  if (DurationFormat) {
    try {
      // Zero minutes shows as '0 min': the 'auto' display leaves a zero unit out, and all of them.
      return new DurationFormat(intlLocale(locale), { style: 'short', ...(hours === 0 ? { minutesDisplay: 'always' } : {}) }).format(parts);
    } catch {
      // An engine refusing the locale: the fallback below.
    }
  }
  const unit = (value: number, name: 'hour' | 'minute') => new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const words = [...(parts.hours !== undefined ? [unit(parts.hours, 'hour')] : []), ...(parts.minutes !== undefined ? [unit(parts.minutes, 'minute')] : [])];
  return new Intl.ListFormat(intlLocale(locale), { type: 'unit', style: 'short' }).format(words);
}

/** A short list of data ('1, 2, 3'; '1、2、3'; '1، 2، 3'), the items as they are: floor numbers, names. */
export function formatList(items: readonly (string | number)[], locale: string): string {
  // A conjunction list: the unit type joins Chinese numbers with nothing ('123').
  return new Intl.ListFormat(intlLocale(locale), { type: 'conjunction', style: 'narrow' }).format(items.map(String));
}
