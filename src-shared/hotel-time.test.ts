import { describe, expect, it } from 'vitest';
import { formatNoteTime, hotelDate, hotelDayBounds, isCheckoutOverdue, isLaterToday } from './hotel-time';
import { formatClockTime, formatDay, formatHotelDateTime } from './display-time';

describe('hotel time', () => {
  const now = new Date('2026-03-10T03:30:00Z'); // 22:30 the day before in Chicago (CDT starts Mar 8)

  it('reads today and the clock in the hotel zone', () => {
    expect(hotelDate('UTC', now)).toBe('2026-03-10');
    expect(hotelDate('America/Chicago', now)).toBe('2026-03-09');
    expect(isLaterToday('23:00', 'America/Chicago', now)).toBe(true);
    expect(isLaterToday('22:30', 'America/Chicago', now)).toBe(false);
    expect(isLaterToday('04:00', 'UTC', now)).toBe(true);
  });

  it("marks a late checkout overdue once its time has come in the hotel's zone, or it is from an earlier day", () => {
    const today = '2026-03-10T01:00:00Z'; // 20:00 on Mar 9 in Chicago
    expect(isCheckoutOverdue('22:30', today, 'America/Chicago', now)).toBe(true);
    expect(isCheckoutOverdue('22:00', today, 'America/Chicago', now)).toBe(true);
    expect(isCheckoutOverdue('23:00', today, 'America/Chicago', now)).toBe(false);
    // 23:00 is still to come in Chicago, but UTC's clock (03:30) would call 02:00 past and 04:00 future.
    expect(isCheckoutOverdue('02:00', today, 'America/Chicago', now)).toBe(true);
    expect(isCheckoutOverdue('23:00', '2026-03-08T20:00:00Z', 'America/Chicago', now)).toBe(true);
  });

  it('bounds a hotel day across a daylight-saving change', () => {
    const { start, end } = hotelDayBounds('2026-03-08', 'America/New_York');
    expect(start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('formats note times in the hotel zone', () => {
    expect(formatNoteTime('2026-03-10T03:30:00Z', 'America/Los_Angeles')).toBe('Mar 9, 2026 8:30 PM');
  });
});

describe('times in the app language, one format (issue 13)', () => {
  const at = '2026-11-23T19:22:00Z';
  it("shows a moment in the hotel's zone, in English or Spanish", () => {
    expect(formatHotelDateTime(at, 'America/New_York', 'en')).toBe('Nov 23, 2026, 2:22 PM');
    expect(formatHotelDateTime(at, 'UTC', 'es')).toMatch(/^23 nov 2026, 19:22$/);
  });
  it('shows a checkout time in the same short time format', () => {
    expect(formatClockTime('13:00', 'en')).toBe('1:00 PM');
    expect(formatClockTime('13:00', 'es')).toBe('13:00');
    expect(formatClockTime('nonsense', 'en')).toBe('nonsense');
  });
  it('writes a day out in the language', () => {
    expect(formatDay('2026-11-23', 'en')).toBe('Monday, November 23, 2026');
    expect(formatDay('2026-11-23', 'es')).toBe('lunes, 23 de noviembre de 2026');
  });
});
