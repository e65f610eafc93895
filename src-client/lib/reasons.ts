import { i18n } from '@lingui/core';
import type { ErrorReason, ReasonValues } from '../../src-shared/error-reasons';
import type { ErrorBody } from '../../src-shared/errors';

/**
 * An error's reason in the user's language (texts in src-shared/error-reasons.ts, catalog id
 * `reason.<REASON>`), its slots filled from the error's values. Errors are translated by
 * their reason only, never by their English text.
 */
export function translateReason(reason: ErrorReason, values?: ReasonValues): string {
  const id = `reason.${reason}`;
  const text = i18n._({ id, values });
  // A reason newer than this client's catalogs (an older app still open): a generic refusal.
  return text === id ? i18n._({ id: 'reason.REQUEST_REFUSED' }) : text;
}

/**
 * Whether a value has the shape of a reason. The client keeps no copy of the reason table
 * (its English texts would weigh on every first download, DESIGN §9): the catalogs are the
 * client's table, and an unknown reason reads as a generic refusal.
 */
export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && /^[A-Z][A-Z0-9_]*$/.test(value);
}

export type ServerRefusal = Pick<ErrorBody, 'reason' | 'values' | 'issues'>;

/** The refusal a server answer carries (tRPC error data or a REST error body), if any. */
export function refusalOf(error: unknown): ServerRefusal | null {
  const data = (error as { data?: unknown } | null)?.data ?? error;
  const reason = (data as { reason?: unknown } | null)?.reason;
  return isErrorReason(reason) ? (data as ServerRefusal) : null;
}

/**
 * What the user reads for a refused request: the first field's rule for invalid input (by
 * its reason; the server names one for every shared rule, else its text), otherwise the
 * reason. Null when the server gave no reason.
 */
export function refusalText(error: unknown): string | null {
  const refusal = refusalOf(error);
  if (!refusal) return null;
  const issue = refusal.reason === 'INVALID_INPUT' ? refusal.issues?.[0] : undefined;
  if (issue) return issue.reason ? translateReason(issue.reason, issue.values) : issue.message;
  return translateReason(refusal.reason, refusal.values);
}
