import { isApiError } from '../lib/trpc';

/**
 * A sender's word that the server could not take the action for now, through no fault of the
 * action (a REST upload answered 503): the queue waits and sends it again, without counting a try.
 */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/** What a 503 says about why, where the body could be read: tRPC's data, or the plain body of a drain (not tRPC's shape). */
function busyReason(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const meta = error.meta as { response?: Response; responseJSON?: unknown } | undefined;
  const status = error.data?.httpStatus ?? meta?.response?.status;
  if (status !== 503) return undefined;
  const body = (meta?.responseJSON ?? {}) as { code?: unknown; reason?: unknown };
  const code = error.data?.code ?? body.code;
  const reason = (error.data as { reason?: unknown } | undefined)?.reason ?? body.reason;
  if (code === 'DATABASE_UNAVAILABLE') return 'DATABASE_UNAVAILABLE';
  if (reason === 'SHUTTING_DOWN') return 'SHUTTING_DOWN';
  return undefined;
}

/**
 * The server is there but cannot take it just now: its database out of reach (503
 * DATABASE_UNAVAILABLE, issue 28) or it is draining for a deploy (503 SHUTTING_DOWN, the next
 * instance takes over). No verdict on the change: wait and send it again.
 */
export function isServerBusy(error: unknown): boolean {
  return error instanceof RetryLater || busyReason(error) !== undefined;
}

/** Retry-After (seconds or an HTTP date) in ms, when the answer gave one. */
export function retryAfterMs(error: unknown, now = Date.now()): number | null {
  if (error instanceof RetryLater) return error.retryAfterMs;
  if (!isApiError(error)) return null;
  const header = (error.meta as { response?: Response } | undefined)?.response?.headers?.get('retry-after');
  return parseRetryAfter(header ?? null, now);
}

export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
