import type { ZodType } from 'zod';
import { issueReason } from '../../src-shared/rule-issues';
import { isErrorReason, refusalText, translateReason } from './reasons';

/** The server's refusal in the user's language (by its reason), or the fallback when there was none. */
export function errorMessage(error: unknown, fallback: string): string {
  return refusalText(error) ?? fallback;
}

export type FieldErrors = Partial<Record<string, string>>;

/** A shared rule is worded by its reason (src-shared/error-reasons.ts); zod's own issues keep their text. */
function issueText(issue: { message: string; params?: unknown }): string {
  const rule = issueReason(issue, isErrorReason);
  return rule ? translateReason(rule.reason, rule.values) : issue.message;
}

/** Validates with a shared schema; failures come back as one translated message per field. */
export function validate<T>(schema: ZodType<T>, values: unknown): { data: T; errors?: never } | { data?: never; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issueText(issue);
  }
  return { errors };
}

/** Keeps digits only, at most `length` of them (PIN inputs, spec §5). */
export function digitsOnly(value: string, length: number): string {
  return value.replace(/\D/g, '').slice(0, length);
}

export function firstError(errors: FieldErrors): string {
  return Object.values(errors).find(Boolean) ?? '';
}
