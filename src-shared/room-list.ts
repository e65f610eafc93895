import type { ErrorReason, ReasonValues, Refusal } from './error-reasons';
import { MAX_RANGE_SIZE } from './room-numbers';

/**
 * The room list of Add Hotel and Add Rooms (spec §5): '101, 102, 103', trimmed, empties dropped.
 * Line breaks separate too, so a column pasted from a spreadsheet works, and '101-120' is
 * the rooms 101 to 120 (issue 13), as in the bulk actions.
 */
export const ROOM_NUMBER_MAX_LENGTH = 20;
/** Far above any real property (the 7,500-room hotel of DESIGN §9), low enough to stop a runaway paste. */
export const ROOM_LIST_MAX = 10_000;

export type ParsedRoomList = { ok: true; rooms: string[] } | ({ ok: false } & Refusal);

const refused = (reason: ErrorReason, values?: ReasonValues): ParsedRoomList => ({ ok: false, reason, ...(values ? { values } : {}) });

/**
 * Splits on commas and line breaks, trims, drops empties and keeps the order typed. A repeated number is
 * refused rather than silently dropped: it is usually a typo for another room.
 * An empty list is valid here; the Add Hotel dialog requires one.
 */
export function parseRoomList(text: string): ParsedRoomList {
  const rooms: string[] = [];
  for (const raw of text.split(/[,\r\n]/)) {
    const token = raw.trim();
    if (token === '') continue;
    const range = /^(\d+)\s*-\s*(\d+)$/.exec(token);
    if (!range) {
      rooms.push(token);
      continue;
    }
    const expanded = expandRange(range[1]!, range[2]!);
    if (!expanded) return refused('ROOM_LIST_BAD_RANGE', { range: token, max: String(MAX_RANGE_SIZE) });
    // Checked before adding, so a paste of many wide ranges never builds a huge list.
    if (rooms.length + expanded.length > ROOM_LIST_MAX) return refused('ROOM_LIST_TOO_MANY', { max: String(ROOM_LIST_MAX) });
    rooms.push(...expanded);
  }
  // eslint-disable-next-line no-control-regex
  if (rooms.some((room) => /[\u0000-\u001f\u007f]/.test(room))) return refused('ROOM_LIST_BAD_CHARACTERS');
  const tooLong = rooms.find((room) => room.length > ROOM_NUMBER_MAX_LENGTH);
  if (tooLong !== undefined) return refused('ROOM_LIST_NUMBER_TOO_LONG', { room: tooLong, max: String(ROOM_NUMBER_MAX_LENGTH) });
  if (rooms.length > ROOM_LIST_MAX) return refused('ROOM_LIST_TOO_MANY', { max: String(ROOM_LIST_MAX) });
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const room of rooms) {
    if (seen.has(room)) repeated.add(room);
    seen.add(room);
  }
  if (repeated.size > 0) return refused(repeated.size === 1 ? 'ROOM_LIST_REPEATED_ONE' : 'ROOM_LIST_REPEATED_MANY', { rooms: [...repeated].join(', ') });
  return { ok: true, rooms };
}

/** '101'..'120'; a start written with leading zeros ('0101-0105') keeps its width. */
function expandRange(from: string, to: string): string[] | null {
  if (from.length > 9 || to.length > 9) return null;
  const start = Number(from);
  const end = Number(to);
  if (end < start || end - start >= MAX_RANGE_SIZE) return null;
  const width = from.startsWith('0') ? from.length : 0;
  return Array.from({ length: end - start + 1 }, (_, i) => String(start + i).padStart(width, '0'));
}

/**
 * The floor a room number implies when none is given (issue 13): its leading digits
 * without the last two, so 305 is on floor 3 and 1204 on 12. None for numbers of one or two
 * digits or without leading digits ('PH1'); an admin sets those by hand.
 */
export function floorOf(roomNumber: string): number | null {
  const digits = /^\d+/.exec(roomNumber.trim())?.[0];
  if (!digits || digits.length < 3 || digits.length > 7) return null;
  return Number(digits.slice(0, -2));
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Room numbers in numeric order: 2 before 10, 101 before 101A before 102. */
export function compareRoomNumbers(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
