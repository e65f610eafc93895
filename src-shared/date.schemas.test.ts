import { describe, expect, it } from 'vitest';
import { DATE_MESSAGES, daySchema, instantSchema, isCalendarDay } from './date.schemas';

describe('daySchema', () => {
  it('takes real days of 2000–2100', () => {
    for (const day of ['2000-01-01', '2028-02-29', '2100-12-31']) expect(daySchema.parse(day)).toBe(day);
  });
  it('refuses days that do not exist, other shapes and days outside the window', () => {
    for (const day of ['2026-02-29', '2026-13-01', '2026-04-31', '26-01-01', '2026-1-1', '']) {
      expect(daySchema.safeParse(day).error?.issues[0]?.message, day).toBe(DATE_MESSAGES.day);
    }
    for (const day of ['1999-12-31', '2101-01-01', '0000-01-01', '9999-12-31']) {
      expect(daySchema.safeParse(day).error?.issues[0]?.message, day).toBe(DATE_MESSAGES.range);
    }
  });
  it('reads years below 100 as themselves', () => {
    expect(isCalendarDay('0004-02-29')).toBe(true);
    expect(isCalendarDay('0001-02-29')).toBe(false);
  });
});

describe('instantSchema', () => {
  it('takes ISO instants with an offset, whatever the year (a wrong phone clock must not lose a change), and nothing else', () => {
    expect(instantSchema.safeParse('2026-11-23T09:30:00.000Z').success).toBe(true);
    expect(instantSchema.safeParse('2026-11-23T09:30:00+01:00').success).toBe(true);
    expect(instantSchema.safeParse('1970-01-01T00:00:00Z').success).toBe(true);
    for (const bad of ['2026-11-23T09:30:00', 'yesterday', 'x'.repeat(100), '2026-11-23T09:30:00Z\u0000']) {
      expect(instantSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
