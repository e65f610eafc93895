/** Bulk room-number input (spec §5): '101, 102, 103 or 101-105'. */
export const MAX_ROOM_NUMBER = 999_999;
/** Far more than one floor or wing; low enough that one request stays one quick statement (DESIGN §16). */
export const MAX_ROOM_NUMBERS = 2000;
/** A range wider than this is a typo (101-1050), not a floor of rooms. */
export const MAX_RANGE_SIZE = 1000;

export const ROOM_NUMBER_MESSAGES = {
  empty: 'Please enter room numbers',
  noneValid: 'No valid room numbers found',
  noMatch: 'No matching rooms found',
  noCleanTitle: 'No rooms found',
  noClean: 'No clean rooms found matching the entered numbers',
  tooHigh: `Room numbers go up to ${MAX_ROOM_NUMBER}`,
  tooMany: `At most ${MAX_ROOM_NUMBERS} rooms at a time`,
} as const;

export type ParsedRoomNumbers = { ok: true; numbers: string[] } | { ok: false; error: string };

/** Digits only, so a number is read from its text without ever passing 2^53 (where n++ stops counting). */
function roomNumberOf(digits: string): number | null {
  const significant = digits.replace(/^0+(?=\d)/, '');
  return significant.length > String(MAX_ROOM_NUMBER).length || Number(significant) > MAX_ROOM_NUMBER ? null : Number(significant);
}

/**
 * Comma-separated integers and dash ranges, duplicates removed, in the order typed.
 * Tokens that are neither are ignored; if none is valid the input is refused. A number
 * above MAX_ROOM_NUMBER or more than MAX_ROOM_NUMBERS in all is refused outright, so no
 * input can make the loop below run long.
 */
export function parseRoomNumbers(text: string): ParsedRoomNumbers {
  if (text.trim() === '') return { ok: false, error: ROOM_NUMBER_MESSAGES.empty };
  const numbers = new Set<string>();
  for (const raw of text.split(',')) {
    const token = raw.trim();
    const single = /^\d+$/.exec(token);
    const range = /^(\d+)\s*-\s*(\d+)$/.exec(token);
    if (!single && !range) continue;
    const start = roomNumberOf(single ? token : range![1]!);
    const end = single ? start : roomNumberOf(range![2]!);
    if (start === null || end === null) return { ok: false, error: ROOM_NUMBER_MESSAGES.tooHigh };
    if (end < start || end - start >= MAX_RANGE_SIZE) continue;
    for (let n = start; n <= end; n++) {
      numbers.add(String(n));
      if (numbers.size > MAX_ROOM_NUMBERS) return { ok: false, error: ROOM_NUMBER_MESSAGES.tooMany };
    }
  }
  if (numbers.size === 0) return { ok: false, error: ROOM_NUMBER_MESSAGES.noneValid };
  return { ok: true, numbers: [...numbers] };
}
