import type { ErrorReason, ReasonValues } from './error-reasons';

/** The one error body of every REST response (DESIGN §5), and the data of every tRPC error. */
export interface ErrorBody {
  /** The English message; for people reading logs and for clients that do not translate. */
  error: string;
  /** The HTTP status's name (BAD_REQUEST, NOT_FOUND, ...); DATABASE_UNAVAILABLE for the 503 of a lost database connection. */
  code: string;
  /** What went wrong, stable (src-shared/error-reasons.ts): clients key on this, never on `error`. */
  reason: ErrorReason;
  /** The values of the reason's `{name}` slots, when it has any. */
  values?: ReasonValues;
  /** Validation failures, one per field; `reason` when the rule names one. */
  issues?: { path: string; message: string; reason?: ErrorReason; values?: ReasonValues }[];
  /** Present on a sign-in refused for account status (spec §3). */
  status?: string;
}

/** Answers of a sign-up that worked (spec §3 wordings). */
export const SIGNUP_MESSAGES = {
  adminCreated: 'Admin account created successfully!',
  accountCreated: 'Account created! Waiting for admin approval.',
} as const;
