import { msg } from '@lingui/core/macro';

/**
 * English texts the server sends for room operations (src-shared room-numbers, errors,
 * late-checkouts and room-notes schemas). Listing them here puts them in the rooms
 * catalog, so translateServerMessage shows them in Spanish too.
 */
export const ROOM_SERVER_TEXTS = [
  msg`Please enter room numbers`,
  msg`No valid room numbers found`,
  msg`No matching rooms found`,
  msg`No rooms found`,
  msg`No clean rooms found matching the entered numbers`,
  msg`Room numbers go up to 999999`,
  msg`At most 2000 rooms at a time`,
  msg`Room not found`,
  msg`You cannot set this room to that status`,
  msg`Rooms can only be assigned to approved housekeepers of this hotel`,
  msg`Only dirty or assigned rooms can be assigned`,
  msg`This room has been reassigned to someone else; your change was not applied`,
  msg`This room has changed since; your change was not applied`,
  msg`Please select rooms and a housekeeper`,
  msg`Checkout time must be in the future. Please select a later time.`,
  msg`This room already has an unresolved late checkout`,
  msg`This late checkout is already resolved`,
  msg`Please enter a time as HH:mm`,
  msg`Please enter a note`,
  msg`A note can be at most 2000 characters`,
  msg`Please choose a date as yyyy-MM-dd`,
  msg`Marked out of service`,
  msg`Marked dirty after late checkout resolution`,
];
