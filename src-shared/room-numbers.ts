/** Bulk room-number input (spec §5): '101, 102, 103 or 101-105'. */
export const ROOM_NUMBER_MESSAGES = {
  empty: 'Please enter room numbers',
  noneValid: 'No valid room numbers found',
  noMatch: 'No matching rooms found',
  noCleanTitle: 'No rooms found',
  noClean: 'No clean rooms found matching the entered numbers',
} as const;

/** A range wider than this is a typo (101-1050), not a floor of rooms. */
export const MAX_RANGE_SIZE = 1000;

export type ParsedRoomNumbers = { ok: true; numbers: string[] } | { ok: false; error: string };

/**
 * Comma-separated integers and dash ranges, duplicates removed, in the order typed.
 * Tokens that are neither are ignored; if none is valid the input is refused.
 */
export function parseRoomNumbers(text: string): ParsedRoomNumbers {
  if (text.trim() === '') return { ok: false, error: ROOM_NUMBER_MESSAGES.empty };
  const numbers = new Set<string>();
  for (const raw of text.split(',')) {
    const token = raw.trim();
    const single = /^\d+$/.exec(token);
    const range = /^(\d+)\s*-\s*(\d+)$/.exec(token);
    if (single) {
      numbers.add(String(Number(token)));
    } else if (range) {
      const start = Number(range[1]);
      const end = Number(range[2]);
      if (end < start || end - start >= MAX_RANGE_SIZE) continue;
      for (let n = start; n <= end; n++) numbers.add(String(n));
    }
  }
  if (numbers.size === 0) return { ok: false, error: ROOM_NUMBER_MESSAGES.noneValid };
  return { ok: true, numbers: [...numbers] };
}
