import { describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { isRetryableFailure, syncOutcome } from './sync-queue';
import { retryAfterMs, RetryLater } from './server-busy';

/** A tRPC error as the client gets it from the server's error body (DESIGN §5). */
const answered = (httpStatus: number, code: string, reason: string) =>
  new TRPCClientError('refused', { result: { error: { code: -32603, message: 'refused', data: { httpStatus, code, reason } } } } as never);

describe('the offline queue and a server that answered', () => {
  it('keeps a change the server could not store for want of its database, without counting a try, and queues a tap that got that answer', () => {
    const unavailable = answered(503, 'DATABASE_UNAVAILABLE', 'DATABASE_DOWN');
    expect(syncOutcome(unavailable)).toBe('wait');
    expect(isRetryableFailure(unavailable)).toBe(true);
  });

  it('waits out a server draining for a deploy (503 SHUTTING_DOWN) like a lost database, honouring Retry-After', () => {
    // The drain answers in the plain error body, not tRPC's envelope: the client reads it from the response.
    const response = new Response(null, { status: 503, headers: { 'Retry-After': '3' } });
    const draining = new TRPCClientError('Unable to transform response from server', {
      meta: { response, responseJSON: { error: 'The server is restarting', code: 'SERVICE_UNAVAILABLE', reason: 'SHUTTING_DOWN' } },
    });
    expect(syncOutcome(draining)).toBe('wait');
    expect(isRetryableFailure(draining)).toBe(true);
    expect(retryAfterMs(draining)).toBe(3000);
    // The same reason in tRPC's own shape, and a REST upload's 503 (RetryLater).
    expect(syncOutcome(answered(503, 'SERVICE_UNAVAILABLE', 'SHUTTING_DOWN'))).toBe('wait');
    expect(syncOutcome(new RetryLater('upload', 2000))).toBe('wait');
    expect(retryAfterMs(new RetryLater('upload', 2000))).toBe(2000);
    // Any other 503 is a server failure: a counted try.
    expect(syncOutcome(answered(503, 'SERVICE_UNAVAILABLE', 'INTERNAL_ERROR'))).toBe('retry');
    expect(retryAfterMs(answered(500, 'INTERNAL_SERVER_ERROR', 'INTERNAL_ERROR'))).toBeNull();
  });

  it('counts a try for a server failure or no answer, keeps a change for after sign-in, and drops a refusal', () => {
    expect(syncOutcome(answered(500, 'INTERNAL_SERVER_ERROR', 'INTERNAL_ERROR'))).toBe('retry');
    expect(syncOutcome(new TRPCClientError('Failed to fetch'))).toBe('retry');
    expect(syncOutcome(answered(401, 'UNAUTHORIZED', 'NOT_SIGNED_IN'))).toBe('wait');
    expect(isRetryableFailure(answered(401, 'UNAUTHORIZED', 'NOT_SIGNED_IN'))).toBe(false);
    expect(syncOutcome(answered(409, 'CONFLICT', 'ROOM_MOVED_ON'))).toBe('refused');
  });
});
