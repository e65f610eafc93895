/** The hotel timezones offered (spec §9); UTC is the default and the value before a hotel is fetched. */
export const TIMEZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Mexico_City',
] as const;
export type Timezone = (typeof TIMEZONES)[number];
export const DEFAULT_TIMEZONE: Timezone = 'UTC';

/**
 * The default for a new hotel (issue 13): the browser's own timezone when it is one of the
 * offered ones, UTC otherwise.
 */
export function preferredTimezone(browserZone: string | undefined = safeBrowserZone()): Timezone {
  return (TIMEZONES as readonly string[]).includes(browserZone ?? '') ? (browserZone as Timezone) : DEFAULT_TIMEZONE;
}

function safeBrowserZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
