import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError } from 'zod';
import type { ErrorBody } from '../../src-shared/errors';
import { isErrorReason, reasonMessage, type ErrorReason, type ReasonValues } from '../../src-shared/error-reasons';
import { issueReason } from '../../src-shared/rule-issues';
import { DATABASE_RETRY_AFTER_SECONDS, isLostConnection } from '../db/lost-connection';

/** Carried as a TRPCError cause so the 403 of a pending or rejected sign-in names the status (spec §3). */
export class AccountStatusError extends Error {
  constructor(readonly status: string) {
    super(`account ${status}`);
  }
}

/** Carried as a cause to answer 429 with a Retry-After header. */
export class RetryAfterError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`retry after ${retryAfterSeconds} s`);
  }
}

/** Carried as a cause when what was asked for existed once but is no longer kept: 410 on REST. */
export class GoneError extends Error {}

/** A refusal by the app: its reason (and the values of its slots) travel to the error body. */
export class ReasonedError extends TRPCError {
  constructor(
    code: TRPCError['code'],
    readonly reason: ErrorReason,
    readonly values?: ReasonValues,
    cause?: Error,
    /** Each thing wrong, when there are several (the rows of an import). */
    readonly issues?: ErrorBody['issues'],
  ) {
    super({ code, message: reasonMessage(reason, values), cause });
  }
}

export function fail(
  code: TRPCError['code'],
  reason: ErrorReason,
  opts: { values?: ReasonValues; cause?: Error; issues?: ErrorBody['issues'] } = {},
): never {
  throw new ReasonedError(code, reason, opts.values, opts.cause, opts.issues);
}

function zodIssues(error: ZodError): NonNullable<ErrorBody['issues']> {
  return error.issues.map((i) => {
    // A shared rule names its reason (the message is the reason, or a custom issue's params):
    // it answers in English here, and the client words the reason in the user's language.
    const rule = issueReason(i, isErrorReason);
    const named = rule ? { reason: rule.reason, ...(rule.values ? { values: rule.values } : {}) } : {};
    return { path: i.path.join('.'), message: rule ? reasonMessage(rule.reason, rule.values) : i.message, ...named };
  });
}

/** Reasons for tRPC's own errors, by the code it gave them. */
const REASON_BY_CODE: Partial<Record<TRPCError['code'], ErrorReason>> = {
  BAD_REQUEST: 'BAD_REQUEST',
  PARSE_ERROR: 'BAD_JSON',
  METHOD_NOT_SUPPORTED: 'METHOD_NOT_ALLOWED',
  UNSUPPORTED_MEDIA_TYPE: 'JSON_ONLY',
  NOT_FOUND: 'NOT_FOUND',
  PAYLOAD_TOO_LARGE: 'BODY_TOO_LARGE',
  UNAUTHORIZED: 'NOT_SIGNED_IN',
  FORBIDDEN: 'FORBIDDEN',
  TOO_MANY_REQUESTS: 'TOO_MANY_ATTEMPTS',
  INTERNAL_SERVER_ERROR: 'INTERNAL_ERROR',
};

/**
 * tRPC's own refusals quote the request back (the JSON parser's snippet of the body or
 * `input=`, the procedure path, the content type); they answer with their reason's fixed
 * text instead. An unexpected failure reads the same to every client: internals never leak.
 */
function usesFixedText(error: TRPCError): boolean {
  if (error.code === 'NOT_FOUND') return error.message.startsWith('No procedure found');
  return ['PARSE_ERROR', 'METHOD_NOT_SUPPORTED', 'UNSUPPORTED_MEDIA_TYPE', 'INTERNAL_SERVER_ERROR'].includes(error.code);
}

/**
 * A failure because the database connection died (issue 28): no fault of the request, so a
 * 503 DATABASE_UNAVAILABLE with Retry-After that clients (the phone's queue) send again,
 * rather than a 500.
 */
export function isDatabaseUnavailable(error: TRPCError): boolean {
  return error.code === 'INTERNAL_SERVER_ERROR' && isLostConnection(error.cause);
}

/** The body of that 503, also for the framework's own error handler. */
export function databaseUnavailableBody(): ErrorBody {
  return { error: reasonMessage('DATABASE_DOWN'), code: 'DATABASE_UNAVAILABLE', reason: 'DATABASE_DOWN' };
}

/** The one translation of an error into the body of DESIGN §5; used by tRPC and the REST shims. */
export function toErrorBody(error: TRPCError): ErrorBody {
  if (isDatabaseUnavailable(error)) return databaseUnavailableBody();
  if (error instanceof ReasonedError && error.code !== 'INTERNAL_SERVER_ERROR') {
    const body: ErrorBody = { error: error.message, code: error.code, reason: error.reason, ...(error.values ? { values: error.values } : {}) };
    if (error.issues) body.issues = error.issues;
    if (error.cause instanceof AccountStatusError) body.status = error.cause.status;
    if (error.cause instanceof GoneError) body.code = 'GONE';
    return body;
  }
  if (error.cause instanceof ZodError) {
    const issues = zodIssues(error.cause);
    return { error: issues[0]?.message ?? reasonMessage('INVALID_INPUT'), code: error.code, reason: 'INVALID_INPUT', issues };
  }
  const reason = error.cause instanceof SyntaxError ? 'BAD_JSON' : (REASON_BY_CODE[error.code] ?? 'REQUEST_REFUSED');
  const fixed = usesFixedText(error) || error.cause instanceof SyntaxError;
  return { error: fixed ? reasonMessage(reason) : error.message, code: error.code, reason };
}

export function httpStatusOf(error: TRPCError): number {
  if (error.cause instanceof GoneError) return 410;
  if (isDatabaseUnavailable(error)) return 503;
  return getHTTPStatusCodeFromError(error);
}

export function retryAfterOf(error: TRPCError): number | null {
  if (isDatabaseUnavailable(error)) return DATABASE_RETRY_AFTER_SECONDS;
  return error.cause instanceof RetryAfterError ? error.cause.retryAfterSeconds : null;
}

/**
 * tRPC's responseMeta: a 429 carries Retry-After on the tRPC path too, as on REST (DESIGN §5),
 * and a lost database connection answers 503 there too (tRPC has no code that maps to it).
 */
export function retryAfterResponseMeta({ errors }: { errors: TRPCError[] }): { status?: number; headers?: Record<string, string> } {
  for (const error of errors) {
    const seconds = retryAfterOf(error);
    const status = isDatabaseUnavailable(error) ? { status: 503 } : {};
    if (seconds !== null) return { ...status, headers: { 'Retry-After': String(seconds) } };
  }
  return {};
}
