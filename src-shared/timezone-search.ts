/**
 * Other names a zone is searched by (issue 29: 'Kolkata' and 'Ho Chi Minh' found nothing, as
 * runtimes list the older ids 'Asia/Calcutta' and 'Asia/Saigon'): renamed places under both
 * ids, and big cities that share a zone named after another. Lower case, words spaced.
 */
const ALSO_KNOWN_AS: Record<string, readonly string[]> = {
  'Asia/Calcutta': ['kolkata', 'mumbai', 'delhi', 'new delhi', 'bangalore', 'bengaluru', 'chennai', 'india'],
  'Asia/Saigon': ['ho chi minh', 'saigon', 'hanoi', 'da nang', 'vietnam'],
  'Europe/Kiev': ['kyiv', 'ukraine'],
  'Asia/Rangoon': ['yangon', 'myanmar'],
  'Asia/Katmandu': ['kathmandu', 'nepal'],
  'America/Godthab': ['nuuk'],
  'Atlantic/Faeroe': ['faroe'],
  'Pacific/Truk': ['chuuk'],
  'Pacific/Ponape': ['pohnpei'],
  'America/New_York': ['washington', 'boston', 'miami', 'orlando', 'atlanta', 'philadelphia', 'eastern'],
  'America/Chicago': ['dallas', 'houston', 'austin', 'new orleans', 'minneapolis', 'central'],
  'America/Denver': ['salt lake city', 'albuquerque', 'mountain'],
  'America/Phoenix': ['arizona', 'scottsdale', 'tucson'],
  'America/Los_Angeles': ['san francisco', 'seattle', 'las vegas', 'san diego', 'portland', 'pacific'],
  'America/Sao_Paulo': ['rio de janeiro', 'brasilia', 'brazil'],
  'America/Port-au-Prince': ['haiti'],
  'Asia/Shanghai': ['beijing', 'shenzhen', 'guangzhou', 'china'],
  'Asia/Manila': ['cebu', 'philippines'],
  'Europe/Warsaw': ['krakow', 'poland'],
  'Asia/Dubai': ['abu dhabi'],
};
// The current ids share the older ids' names, whichever a runtime lists.
const RENAMED: Record<string, string> = {
  'Asia/Kolkata': 'Asia/Calcutta',
  'Asia/Ho_Chi_Minh': 'Asia/Saigon',
  'Europe/Kyiv': 'Europe/Kiev',
  'Asia/Yangon': 'Asia/Rangoon',
  'Asia/Kathmandu': 'Asia/Katmandu',
  'America/Nuuk': 'America/Godthab',
  'Atlantic/Faroe': 'Atlantic/Faeroe',
  'Pacific/Chuuk': 'Pacific/Truk',
  'Pacific/Pohnpei': 'Pacific/Ponape',
};

/** The other names of a zone (none for most). */
export function zoneAliases(zone: string): readonly string[] {
  return ALSO_KNOWN_AS[RENAMED[zone] ?? zone] ?? [];
}

/** Zones whose id or other names hold the words typed ('new york', 'Kolkata', 'ho chi minh'); all of them for no words. */
export function matchingZones(zones: readonly string[], search: string): string[] {
  const words = search.trim().toLowerCase().replace(/[\s_]+/g, ' ');
  if (!words) return [...zones];
  return zones.filter((zone) => zone.toLowerCase().replace(/_/g, ' ').includes(words) || zoneAliases(zone).some((name) => name.includes(words)));
}
