import type { ErrorReason, ReasonValues, Refusal } from './error-reasons';

/** Bulk room-number input (spec §5): '101, 102, 103 or 101-105'. */
export const MAX_ROOM_NUMBER = 999_999;
/** Far more than one floor or wing; low enough that one request stays one quick statement (DESIGN §16). */
export const MAX_ROOM_NUMBERS = 2000;
/** A range wider than this is a typo (101-1050), not a floor of rooms. */
export const MAX_RANGE_SIZE = 1000;

export type ParsedRoomNumbers = { ok: true; numbers: string[] } | ({ ok: false } & Refusal);

const refused = (reason: ErrorReason, values?: ReasonValues): ParsedRoomNumbers => ({ ok: false, reason, ...(values ? { values } : {}) });

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
  if (text.trim() === '') return refused('ROOM_NUMBERS_EMPTY');
  const numbers = new Set<string>();
  for (const raw of text.split(',')) {
    const token = raw.trim();
    const single = /^\d+$/.exec(token);
    const range = /^(\d+)\s*-\s*(\d+)$/.exec(token);
    if (!single && !range) continue;
    const start = roomNumberOf(single ? token : range![1]!);
    const end = single ? start : roomNumberOf(range![2]!);
    if (start === null || end === null) return refused('ROOM_NUMBERS_TOO_HIGH', { max: String(MAX_ROOM_NUMBER) });
    if (end < start || end - start >= MAX_RANGE_SIZE) continue;
    for (let n = start; n <= end; n++) {
      numbers.add(String(n));
      if (numbers.size > MAX_ROOM_NUMBERS) return refused('ROOM_NUMBERS_TOO_MANY', { max: String(MAX_ROOM_NUMBERS) });
    }
  }
  if (numbers.size === 0) return refused('ROOM_NUMBERS_NONE_VALID');
  return { ok: true, numbers: [...numbers] };
}
