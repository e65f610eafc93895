import { msg } from '@lingui/core/macro';

/**
 * Fixed English texts of room operations: the rules of the shared late-checkout, room-note
 * and date schemas. Listing them here puts them in the rooms catalog, so translateFixedText
 * shows them in Spanish too. The app's own room notes are data (system-note-text.ts).
 */
export const ROOM_FIXED_TEXTS = [
  msg`Please select rooms and a housekeeper`,
  msg`Please enter a time as HH:mm`,
  msg`Please enter a note`,
  msg`A note can be at most 2000 characters`,
  msg`Please choose a date as yyyy-MM-dd`,
];
