/**
 * What someone types to find a room, read as a room number: 'is 305 ready?', 'Room 305',
 * 'habitación 305', 'الغرفة ٣٠٥' and '305号房间准备好了吗' all look for 305. The board, the
 * desk and the phone's All Rooms read a search the same way (issue 19).
 */
export function roomSearchTerm(text: string): string {
  const plain = text
    // Full-width digits and letters (a Chinese or Japanese keyboard's) become ASCII.
    .normalize('NFKC')
    // Arabic keyboards type Arabic-Indic digits; room numbers are stored with ASCII ones.
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLowerCase();
  // Chinese writes no spaces: its characters part the words ('305号房间').
  const words = plain.replace(/\p{Script=Han}/gu, ' ').match(/[\p{L}\p{N}-]+/gu) ?? [];
  // The last word with a digit is the room ('is 305 ready?'); otherwise what was typed, trimmed.
  const numbered = words.filter((w) => /\d/.test(w));
  return numbered.at(-1) ?? plain.trim();
}

/** Rooms whose number is the term, then those starting with it, each in the given order; at most `limit`. */
export function searchRooms<R extends { roomNumber: string }>(rooms: readonly R[], text: string, limit = Infinity): R[] {
  const term = roomSearchTerm(text);
  if (!term) return [];
  const exact: R[] = [];
  const starts: R[] = [];
  for (const room of rooms) {
    const number = room.roomNumber.toLowerCase();
    if (number === term) exact.push(room);
    else if (starts.length < limit && number.startsWith(term)) starts.push(room);
  }
  return [...exact, ...starts].slice(0, limit);
}
