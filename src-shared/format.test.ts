import { afterEach, describe, expect, it } from 'vitest';
import { formatList, formatMinutes, formatNumber, formatPercent } from './format';
import { formatClockDuration } from './display-time';

// Node may print a narrow no-break space where a browser prints another space: compare words.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatNumber', () => {
  it('writes decimals and thousands as each reader does', () => {
    expect(formatNumber(102.2, 'en')).toBe('102.2');
    expect(formatNumber(102.2, 'es')).toBe('102,2');
    expect(plain(formatNumber(12345.5, 'en'))).toBe('12,345.5');
    expect(plain(formatNumber(12345.5, 'es'))).toBe('12.345,5');
    expect(formatNumber(60, 'es')).toBe('60');
  });

  it('rounds to one decimal unless asked', () => {
    expect(formatNumber(7.456, 'en')).toBe('7.5');
    expect(formatNumber(7.456, 'es', 2)).toBe('7,46');
  });
});

describe('formatPercent', () => {
  it('places the sign as the reader does', () => {
    expect(formatPercent(0.42, 'en')).toBe('42%');
    expect(plain(formatPercent(0.42, 'es'))).toBe('42 %');
  });
});

describe('formatList', () => {
  it('joins data with the reader’s separators, the items untouched', () => {
    expect(formatList([1, 2, 3], 'en')).toBe('1, 2, 3');
    expect(formatList(['1', '2', '3'], 'es')).toBe('1, 2 y 3');
  });
});

describe('formatMinutes (the fallback without Intl.DurationFormat)', () => {
  const saved = (Intl as { DurationFormat?: unknown }).DurationFormat;
  afterEach(() => {
    (Intl as { DurationFormat?: unknown }).DurationFormat = saved;
  });

  it('writes minutes, and hours with minutes, in the reader’s words', () => {
    (Intl as { DurationFormat?: unknown }).DurationFormat = undefined;
    expect(plain(formatMinutes(45, 'en'))).toBe('45 min');
    expect(plain(formatMinutes(65, 'en'))).toBe('1 hr, 5 min');
    expect(plain(formatMinutes(120, 'en'))).toBe('2 hr');
    expect(plain(formatMinutes(45, 'es'))).toBe('45 min');
    expect(plain(formatMinutes(65, 'es'))).toBe('1 h y 5 min');
    expect(plain(formatMinutes(0, 'es'))).toBe('0 min');
  });

  it('uses Intl.DurationFormat where the engine has it', () => {
    const calls: unknown[] = [];
    (Intl as { DurationFormat?: unknown }).DurationFormat = class {
      constructor(
        readonly locale: string,
        readonly options: unknown,
      ) {}
      format(parts: unknown) {
        calls.push([this.locale, this.options, parts]);
        return 'formatted';
      }
    };
    expect(formatMinutes(65.4, 'es')).toBe('formatted');
    // Under an hour the minutes always show, or zero would be an empty text.
    expect(formatMinutes(0, 'es')).toBe('formatted');
    expect(calls).toEqual([
      ['es', { style: 'short' }, { hours: 1, minutes: 5 }],
      ['es', { style: 'short', minutesDisplay: 'always' }, { minutes: 0 }],
    ]);
  });
});

describe('formatClockDuration', () => {
  it('ticks as a digital clock in the reader’s digits', () => {
    const saved = (Intl as { DurationFormat?: unknown }).DurationFormat;
    (Intl as { DurationFormat?: unknown }).DurationFormat = undefined;
    try {
      expect(formatClockDuration(309, 'en')).toBe('05:09');
      expect(formatClockDuration(3909, 'es')).toBe('1:05:09');
      expect(formatClockDuration(309, 'ar-EG')).toBe('٠٥:٠٩');
    } finally {
      (Intl as { DurationFormat?: unknown }).DurationFormat = saved;
    }
  });
});
