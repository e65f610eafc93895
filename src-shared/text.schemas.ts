import { z } from 'zod';

/**
 * The one text schema of every text input (DESIGN §16): bounded, and free of U+0000,
 * which PostgreSQL text cannot hold (it would fail as a 500, not a clear 400).
 */
export const TEXT_MESSAGES = {
  nul: 'TEXT_NUL',
  // Its {max} slot is filled from the rule's limit (issueReason in error-reasons.ts).
  tooLong: 'TEXT_TOO_LONG',
  required: 'FIELD_REQUIRED',
} as const;

export const noNul = (v: string) => !v.includes('\u0000');

export interface TextOptions {
  max: number;
  /** 1 makes the field required (after trimming, when trimmed). */
  min?: number;
  /** Secrets keep their spaces; everything else is trimmed. */
  trim?: boolean;
  required?: string;
  tooLong?: string;
}

export function textSchema({ max, min = 0, trim = true, required = TEXT_MESSAGES.required, tooLong = TEXT_MESSAGES.tooLong }: TextOptions) {
  // A lone UTF-16 surrogate ('\ud800') is not text: the pg driver writes it to a text column
  // as U+FFFD, but inside JSON PostgreSQL refuses its escape, and a jsonb write (an import's
  // saved mapping) answered 500. Every text is made well-formed here, as the text column would.
  const base = z.string({ error: required }).overwrite((v) => v.toWellFormed());
  const trimmed = trim ? base.trim() : base;
  const bounded = min > 0 ? trimmed.min(min, required) : trimmed;
  return bounded.max(max, tooLong).refine(noNul, TEXT_MESSAGES.nul);
}

/** Optional text: blank or missing is stored as null. */
export function optionalTextSchema(options: TextOptions) {
  return textSchema(options)
    .nullish()
    .transform((v) => (v ? v : null));
}
