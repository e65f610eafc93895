import { intlLocale } from '../../../src-shared/languages';
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatDay } from '../../../src-shared/display-time';
import { FIRST_DAY } from '../../../src-shared/date.schemas';

interface DayFieldProps {
  label: string;
  /** 'yyyy-MM-dd' */
  value: string;
  /** The last day offered ('yyyy-MM-dd'), e.g. the hotel's today. */
  max: string;
  onChange(day: string): void;
}

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const selectClass = 'h-11 rounded-md border border-input bg-card px-2 text-base text-foreground md:h-10 sm:text-sm';

/**
 * A calendar day picked with day, month and year lists in the app's language (issue 13): the
 * browser's own date input speaks the browser's language, whatever the app's toggle says.
 */
export function DayField({ label, value, max, onChange }: DayFieldProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const [maxYear] = max.split('-').map(Number) as [number];
  const firstYear = Number(FIRST_DAY.slice(0, 4));
  const monthName = new Intl.DateTimeFormat(intlLocale(i18n.locale), { month: 'long', timeZone: 'UTC' });

  /** A day past the month's end or past `max` is pulled back, so every choice is a real, allowed day. */
  function pick(next: { year?: number; month?: number; day?: number }) {
    const y = next.year ?? year;
    const m = next.month ?? month;
    const d = Math.min(next.day ?? day, daysIn(y, m));
    const text = `${y}-${pad(m)}-${pad(d)}`;
    onChange(text > max ? max : text);
  }

  const years = Array.from({ length: Math.max(1, Math.min(maxYear - firstYear + 1, 10)) }, (_, i) => maxYear - i);
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{label}</legend>
      <span aria-hidden="true" className="text-sm font-medium">
        {label}
      </span>
      <select id={`${id}-day`} aria-label={t`Day`} className={selectClass} value={day} onChange={(e) => pick({ day: Number(e.target.value) })}>
        {Array.from({ length: daysIn(year, month) }, (_, i) => (
          <option key={i + 1} value={i + 1}>
            {i + 1}
          </option>
        ))}
      </select>
      <select aria-label={t`Month`} className={selectClass} value={month} onChange={(e) => pick({ month: Number(e.target.value) })}>
        {Array.from({ length: 12 }, (_, i) => (
          <option key={i + 1} value={i + 1}>
            {monthName.format(Date.UTC(2000, i, 1))}
          </option>
        ))}
      </select>
      <select aria-label={t`Year`} className={selectClass} value={year} onChange={(e) => pick({ year: Number(e.target.value) })}>
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
      <output htmlFor={`${id}-day`} className="basis-full text-sm text-muted-foreground">
        {formatDay(value, i18n.locale)}
      </output>
    </fieldset>
  );
}
