import { describe, expect, it } from 'vitest';
import { momentFromHotelInput } from './hotel-clock-input';

describe('momentFromHotelInput', () => {
  it('reads the wall-clock time on the hotel’s clock, whatever the zone the test runs in', () => {
    expect(momentFromHotelInput('2026-11-27T09:00', 'Asia/Tokyo')?.toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(momentFromHotelInput('2026-11-27T09:00', 'Pacific/Honolulu')?.toISOString()).toBe('2026-11-27T19:00:00.000Z');
    expect(momentFromHotelInput('2026-11-27T09:00', 'UTC')?.toISOString()).toBe('2026-11-27T09:00:00.000Z');
  });

  it('follows the hotel’s summer time', () => {
    expect(momentFromHotelInput('2026-07-01T12:00', 'Europe/Paris')?.toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(momentFromHotelInput('2026-12-01T12:00', 'Europe/Paris')?.toISOString()).toBe('2026-12-01T11:00:00.000Z');
  });

  it('is null for an empty or unreadable value', () => {
    expect(momentFromHotelInput('', 'UTC')).toBeNull();
    expect(momentFromHotelInput('not a time', 'UTC')).toBeNull();
  });
});
