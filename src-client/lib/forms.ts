import type { ZodType } from 'zod';
import { hasServerAnswer } from './trpc';
import { translateServerMessage } from './i18n';

/** The server's message (translated when known), or the fallback when there was no answer. */
export function errorMessage(error: unknown, fallback: string): string {
  if (hasServerAnswer(error) && error.message) return translateServerMessage(error.message);
  return fallback;
}

export type FieldErrors = Partial<Record<string, string>>;

/** Validates with a shared schema; failures come back as one translated message per field. */
export function validate<T>(schema: ZodType<T>, values: unknown): { data: T; errors?: never } | { data?: never; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= translateServerMessage(issue.message);
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
