import { describe, expect, it } from 'vitest';
import { allTimezones, isTimezone, preferredTimezone, TIMEZONES } from './timezones';

describe('timezones (spec §9, issue 18)', () => {
  it('accepts the six of the spec and any IANA zone, aliases included', () => {
    for (const zone of [...TIMEZONES, 'Europe/Madrid', 'America/Bogota', 'Asia/Kolkata', 'Asia/Calcutta', 'Etc/GMT+5', 'Australia/Lord_Howe']) {
      expect(isTimezone(zone), zone).toBe(true);
    }
  });

  it('refuses what is not an IANA name: unknown places, offsets, junk', () => {
    for (const zone of ['Europe/Nowhere', 'Mars/Olympus', '+01:00', 'GMT+1:00', '', ' UTC', 'Europe/Madrid; drop', 'a'.repeat(80)]) {
      expect(isTimezone(zone), zone).toBe(false);
    }
  });

  it('lists hundreds of zones, the six first, each once and each valid', () => {
    const zones = allTimezones();
    expect(zones.length).toBeGreaterThan(300);
    expect(zones.slice(0, 6)).toEqual([...TIMEZONES]);
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones).toEqual(expect.arrayContaining(['Europe/Madrid', 'America/Bogota']));
    expect(zones.every(isTimezone)).toBe(true);
  });

  it("defaults a new hotel to the browser's zone, UTC when it has none or an unknown one", () => {
    expect(preferredTimezone('Europe/Madrid')).toBe('Europe/Madrid');
    expect(preferredTimezone('America/Chicago')).toBe('America/Chicago');
    expect(preferredTimezone(undefined)).toBe('UTC');
    expect(preferredTimezone('Mars/Olympus')).toBe('UTC');
  });
});
