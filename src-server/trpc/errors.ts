import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError } from 'zod';
import { MESSAGES, type ErrorBody } from '../../src-shared/errors';

/** Carried as a TRPCError cause so the 403 of a pending or rejected sign-in names the status (spec §3). */
export class AccountStatusError extends Error {
  constructor(
    message: string,
    readonly status: string,
  ) {
    super(message);
  }
}

/** Carried as a cause to answer 429 with a Retry-After header. */
export class RetryAfterError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** Carried as a cause when what was asked for existed once but is no longer kept: 410 on REST. */
export class GoneError extends Error {}

export function fail(code: TRPCError['code'], message: string, cause?: Error): never {
  throw new TRPCError({ code, message, cause });
}

function zodIssues(error: ZodError): NonNullable<ErrorBody['issues']> {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/**
 * tRPC's own refusals quote the request back (the JSON parser's snippet of the body or
 * `input=`, the procedure path, the content type); they get fixed texts instead.
 */
function frameworkMessage(error: TRPCError): string | null {
  if (error.code === 'PARSE_ERROR' || error.cause instanceof SyntaxError) return MESSAGES.badJson;
  if (error.code === 'METHOD_NOT_SUPPORTED') return MESSAGES.methodNotAllowed;
  if (error.code === 'UNSUPPORTED_MEDIA_TYPE') return MESSAGES.jsonOnly;
  if (error.code === 'NOT_FOUND' && error.message.startsWith('No procedure found')) return MESSAGES.notFound;
  return null;
}

/** The one translation of an error into the body of DESIGN §5; used by tRPC and the REST shims. */
export function toErrorBody(error: TRPCError): ErrorBody {
  const body: ErrorBody = { error: frameworkMessage(error) ?? error.message, code: error.code };
  if (error.cause instanceof ZodError) {
    body.issues = zodIssues(error.cause);
    body.error = body.issues[0]?.message ?? 'Invalid input';
  }
  if (error.cause instanceof AccountStatusError) body.status = error.cause.status;
  if (error.cause instanceof GoneError) body.code = 'GONE';
  // Never leak internals: an unexpected failure reads the same to every client.
  if (error.code === 'INTERNAL_SERVER_ERROR') body.error = 'Something went wrong. Please try again.';
  return body;
}

export function httpStatusOf(error: TRPCError): number {
  if (error.cause instanceof GoneError) return 410;
  return getHTTPStatusCodeFromError(error);
}

export function retryAfterOf(error: TRPCError): number | null {
  return error.cause instanceof RetryAfterError ? error.cause.retryAfterSeconds : null;
}

/** tRPC's responseMeta: a 429 carries Retry-After on the tRPC path too, as on REST (DESIGN §5). */
export function retryAfterResponseMeta({ errors }: { errors: TRPCError[] }): { headers?: Record<string, string> } {
  for (const error of errors) {
    const seconds = retryAfterOf(error);
    if (seconds !== null) return { headers: { 'Retry-After': String(seconds) } };
  }
  return {};
}
