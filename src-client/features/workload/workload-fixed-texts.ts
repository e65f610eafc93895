import { msg } from '@lingui/core/macro';

/**
 * The rules of the shared workload schemas (src-shared/workload.schemas.ts), listed so
 * extraction puts their texts in this area's catalog and lib/forms validate translates them.
 */
export const WORKLOAD_FIXED_TEXTS = [
  msg`Room type name is required`,
  msg`Room type name must be at most 60 characters`,
  msg`Credits must be a whole number`,
  msg`Credits cannot be negative`,
  msg`Credits go up to 1000`,
  msg`Square feet must be a whole number`,
  msg`Square feet cannot be negative`,
  msg`Square feet go up to 100000`,
  msg`Text cannot contain a NUL character`,
];
