import { msg } from '@lingui/core/macro';

/**
 * The rules of the shared admin schemas (src-shared hotels, rooms and staff schemas), listed
 * so extraction puts their texts in this area's catalog and lib/forms validate translates
 * them. Server refusals are translated by their reason (lib/reasons.ts), never by text.
 */
export const ADMIN_FIXED_TEXTS = [
  msg`Hotel name is required`,
  msg`Hotel name must be at most 120 characters`,
  msg`Address must be at most 300 characters`,
  msg`Please select a timezone from the list`,
  msg`Text cannot contain a NUL character`,
  msg`Room number is required`,
  msg`Room number must be at most 20 characters`,
  msg`Room number cannot contain a comma`,
  msg`Room number cannot contain control characters`,
  msg`Floor must be a whole number`,
  msg`Alias must be at most 60 characters`,
  msg`Please select a valid status`,
  msg`Invalid id`,
];
