import type { ErrorReason, Refusal, ReasonValues } from './error-reasons';

/**
 * The reason a validation issue names: a shared schema's rule carries its reason as the
 * message ('NAME_REQUIRED'; a size rule's limit fills a {max} slot), or in a custom issue's
 * params with the values of its slots. Undefined for zod's own issues (their English is all
 * there is). `isReason` is the caller's: the server checks the table, the client only the
 * shape (it keeps no copy of the table, DESIGN §9).
 */
export function issueReason(
  issue: { code?: string; message: string; params?: unknown; maximum?: unknown },
  isReason: (value: unknown) => value is ErrorReason,
): Refusal | undefined {
  const params = issue.params as { reason?: unknown; values?: ReasonValues } | undefined;
  if (isReason(params?.reason)) return { reason: params.reason, ...(params.values ? { values: params.values } : {}) };
  if (!isReason(issue.message)) return undefined;
  return issue.code === 'too_big' ? { reason: issue.message, values: { max: String(issue.maximum) } } : { reason: issue.message };
}
