import { describe, expect, it } from 'vitest';
import { formatNoteTime, hotelDate, hotelDayBounds, isLaterToday } from './hotel-time';

describe('hotel time', () => {
  const now = new Date('2026-03-10T03:30:00Z'); // 22:30 the day before in Chicago (CDT starts Mar 8)

  it('reads today and the clock in the hotel zone', () => {
    expect(hotelDate('UTC', now)).toBe('2026-03-10');
    expect(hotelDate('America/Chicago', now)).toBe('2026-03-09');
    expect(isLaterToday('23:00', 'America/Chicago', now)).toBe(true);
    expect(isLaterToday('22:30', 'America/Chicago', now)).toBe(false);
    expect(isLaterToday('04:00', 'UTC', now)).toBe(true);
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
