/**
 * The spec's six hotel timezones (spec §9): they head every list and stay valid; UTC is the
 * default and the value before a hotel is fetched. Any other IANA zone is accepted too (issue 18:
 * a hotel in Madrid or Bogotá).
 */
export const TIMEZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Mexico_City',
] as const;
export type SpecTimezone = (typeof TIMEZONES)[number];
export const DEFAULT_TIMEZONE: SpecTimezone = 'UTC';

/** An IANA name's shape ('Area/Location', 'Etc/GMT+5', 'UTC'), so no offset string ('+01:00') slips in. */
const IANA_SHAPE = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/**
 * Whether a name is an IANA timezone this runtime knows: one it lists, or an alias it resolves
 * (Node lists 'Asia/Calcutta' where a browser lists 'Asia/Kolkata'; both must be accepted).
 */
export function isTimezone(name: string): boolean {
  if ((TIMEZONES as readonly string[]).includes(name)) return true;
  if (name.length > 64 || !IANA_SHAPE.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Every zone to offer: the spec's six first, then the runtime's own list, each once. */
export function allTimezones(): string[] {
  let listed: string[] = [];
  try {
    listed = Intl.supportedValuesOf('timeZone');
  } catch {
    // An older runtime without the list offers the six.
  }
  return [...new Set<string>([...TIMEZONES, ...listed])];
}

/** The default for a new hotel (issues 13 and 18): the browser's own timezone, UTC when it has none. */
export function preferredTimezone(browserZone: string | undefined = browserTimezone()): string {
  return browserZone && isTimezone(browserZone) ? browserZone : DEFAULT_TIMEZONE;
}

/** The viewer's own zone (labelled wherever it stands in for a hotel's). */
export function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
