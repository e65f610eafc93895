/**
 * The room list of the Add Hotel dialog (spec §5): '101, 102, 103', trimmed, empties dropped.
 * Line breaks separate too, so a column pasted from a spreadsheet works.
 */
export const ROOM_NUMBER_MAX_LENGTH = 20;
/** Far above any real property (the 7,500-room hotel of DESIGN §9), low enough to stop a runaway paste. */
export const ROOM_LIST_MAX = 10_000;

export const ROOM_LIST_MESSAGES = {
  required: 'Room list is required',
  badCharacters: 'Room numbers cannot contain control characters',
  tooMany: `A hotel can be created with at most ${ROOM_LIST_MAX} rooms`,
  tooLong: (room: string) => `Room number ${room} is too long (at most ${ROOM_NUMBER_MAX_LENGTH} characters)`,
  repeated: (rooms: string[]) =>
    rooms.length === 1
      ? `Room ${rooms[0]} is listed more than once`
      : `Rooms ${rooms.join(', ')} are listed more than once`,
} as const;

export type ParsedRoomList = { ok: true; rooms: string[] } | { ok: false; error: string };

/**
 * Splits on commas and line breaks, trims, drops empties and keeps the order typed. A repeated number is
 * refused rather than silently dropped: it is usually a typo for another room.
 * An empty list is valid here; the dialog requires one (ROOM_LIST_MESSAGES.required).
 */
export function parseRoomList(text: string): ParsedRoomList {
  const rooms = text
    .split(/[,\r\n]/)
    .map((room) => room.trim())
    .filter((room) => room !== '');
  // eslint-disable-next-line no-control-regex
  if (rooms.some((room) => /[\u0000-\u001f\u007f]/.test(room))) return { ok: false, error: ROOM_LIST_MESSAGES.badCharacters };
  const tooLong = rooms.find((room) => room.length > ROOM_NUMBER_MAX_LENGTH);
  if (tooLong !== undefined) return { ok: false, error: ROOM_LIST_MESSAGES.tooLong(tooLong) };
  if (rooms.length > ROOM_LIST_MAX) return { ok: false, error: ROOM_LIST_MESSAGES.tooMany };
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const room of rooms) {
    if (seen.has(room)) repeated.add(room);
    seen.add(room);
  }
  if (repeated.size > 0) return { ok: false, error: ROOM_LIST_MESSAGES.repeated([...repeated]) };
  return { ok: true, rooms };
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Room numbers in numeric order: 2 before 10, 101 before 101A before 102. */
export function compareRoomNumbers(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
