import { msg, t } from '@lingui/core/macro';
import type { ZodType } from 'zod';
import { ROOM_LIST_MESSAGES } from '../../../src-shared/room-list';
import { ROOM_MESSAGES } from '../../../src-shared/rooms.schemas';
import { ROOM_NUMBER_MAX_LENGTH, ROOM_LIST_MAX } from '../../../src-shared/room-list';
import { hasServerAnswer } from '../../lib/trpc';
import { translateServerMessage } from '../../lib/i18n';
import { validate } from '../../lib/forms';

/**
 * The fixed English texts the admin server sends (src-shared HOTEL_MESSAGES, ROOM_MESSAGES,
 * ROOM_LIST_MESSAGES, STAFF_MESSAGES), listed so extraction puts them in this area's catalog
 * and translateServerMessage finds them.
 */
export const ADMIN_SERVER_TEXTS = [
  msg`Hotel name is required`,
  msg`Hotel name must be at most 120 characters`,
  msg`Address must be at most 300 characters`,
  msg`Please select a timezone from the list`,
  msg`Text cannot contain a NUL character`,
  msg`Room number is required`,
  msg`Room number cannot contain a comma`,
  msg`Room number cannot contain control characters`,
  msg`Floor must be a whole number`,
  msg`Room list is required`,
  msg`Room numbers cannot contain control characters`,
  msg`Room not found`,
  msg`Please select a hotel`,
  msg`Alias must be at most 60 characters`,
  msg`This account is no longer pending approval`,
  msg`Only an approved account can be deactivated`,
  msg`Only a rejected or deactivated account can be reactivated`,
  msg`You cannot deactivate or reject your own account`,
  msg`You cannot change your own role`,
  msg`An admin account cannot be deactivated or rejected. Change its role first.`,
  msg`Approve or reactivate this account before making it an admin`,
  msg`Please select a valid status`,
  msg`Invalid id`,
];

const SLOT = '\u0000';

/** A regex for a server text built by a shared function, with the slot captured. */
function patternOf(sample: string): RegExp {
  const escaped = sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.split(SLOT).join('(.+)')}$`);
}

/** Server texts with a value in them: the id of a message is the hash of its whole text, so these are matched. */
const PARAMETERISED: { pattern: RegExp; translate(value: string): string }[] = [
  { pattern: patternOf(ROOM_MESSAGES.taken(SLOT)), translate: (room) => t`Room ${room} already exists in this hotel` },
  { pattern: patternOf(ROOM_LIST_MESSAGES.repeated([SLOT])), translate: (room) => t`Room ${room} is listed more than once` },
  {
    pattern: patternOf(ROOM_LIST_MESSAGES.repeated([SLOT, SLOT]).replace(`${SLOT}, ${SLOT}`, SLOT)),
    translate: (rooms) => t`Rooms ${rooms} are listed more than once`,
  },
  {
    pattern: patternOf(ROOM_LIST_MESSAGES.tooLong(SLOT)),
    translate: (room) => t`Room number ${room} is too long (at most ${ROOM_NUMBER_MAX_LENGTH} characters)`,
  },
];

/** Texts whose only value is a constant. */
function fixedWithValue(text: string): string | null {
  if (text === ROOM_MESSAGES.numberTooLong) return t`Room number must be at most ${ROOM_NUMBER_MAX_LENGTH} characters`;
  if (text === ROOM_LIST_MESSAGES.tooMany) return t`A hotel can be created with at most ${ROOM_LIST_MAX} rooms`;
  return null;
}

/** Translates an admin server text; anything unknown shows as sent. */
export function translateAdminText(text: string): string {
  for (const { pattern, translate } of PARAMETERISED) {
    const match = pattern.exec(text);
    if (match) return translate(match[1]!);
  }
  return fixedWithValue(text) ?? translateServerMessage(text);
}

/** The server's message (translated), or the fallback when the server gave none (spec §8). */
export function adminErrorMessage(error: unknown, fallback: string): string {
  if (hasServerAnswer(error) && error.message) return translateAdminText(error.message);
  return fallback;
}

/** lib/forms validate, with the admin texts that carry a value translated too. */
export function validateAdmin<T>(schema: ZodType<T>, values: unknown) {
  const checked = validate(schema, values);
  if (checked.errors) {
    for (const [field, text] of Object.entries(checked.errors)) {
      if (text) checked.errors[field] = translateAdminText(text);
    }
  }
  return checked;
}
