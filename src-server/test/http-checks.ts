import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ErrorBody } from '../../src-shared/errors';
import { isErrorReason, reasonMessage, type ErrorReason, type ReasonValues } from '../../src-shared/error-reasons';
import { ORIGIN } from './test-app';

/** What no response body may ever carry (DESIGN §5): a hash column, or a hash itself. */
const SECRET_MARKERS = ['password_hash', 'pin_hash', '$argon2', 'passwordHash', 'pinHash'];

/** Asserts the response leaks no password or PIN hash and no stack trace. */
export function expectNoSecrets(res: LightMyRequestResponse) {
  for (const marker of SECRET_MARKERS) expect(res.body, `response body carries ${marker}`).not.toContain(marker);
  expect(res.body).not.toMatch(/"stack"|\bat .+\.(ts|js):\d+/);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SendOptions {
  cookie?: string;
  body?: unknown;
  /** The Origin header: the app's own by default on writes; null sends none. */
  origin?: string | null;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

/**
 * A JSON request as the browser client sends it, with the no-secrets property checked on
 * every response, whatever the test then asserts.
 */
export async function send(app: FastifyInstance, method: Method, url: string, opts: SendOptions = {}) {
  const origin = opts.origin === undefined ? (method === 'GET' ? null : ORIGIN) : opts.origin;
  const res = await app.inject({
    method,
    url,
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    headers: {
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(origin ? { origin } : {}),
      ...opts.headers,
    },
    ...(opts.body === undefined ? {} : { payload: opts.body as object }),
  });
  expectNoSecrets(res);
  return res;
}

/**
 * Every error carries a reason from the one table (DESIGN §14), and its message is that
 * reason's text (for invalid input: the first rule's own text).
 */
export function expectReason(body: { error: string; reason?: unknown; values?: ReasonValues; issues?: { message: string }[] }) {
  expect(isErrorReason(body.reason), `reason ${String(body.reason)} not in src-shared/error-reasons.ts`).toBe(true);
  const reason = body.reason as ErrorReason;
  if (reason === 'INVALID_INPUT') expect(body.error).toBe(body.issues?.[0]?.message);
  else if (reason !== 'REQUEST_REFUSED') expect(body.error).toBe(reasonMessage(reason, body.values));
}

/** The DESIGN §5 error body: `{error, code, reason}` (plus `values`, `issues` or `status`), nothing else. */
export function expectError(res: LightMyRequestResponse, status: number, code: string, error?: string | RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(body.code).toBe(code);
  expect(typeof body.error).toBe('string');
  expect(body.error.length).toBeGreaterThan(0);
  if (typeof error === 'string') expect(body.error).toBe(error);
  else if (error) expect(body.error).toMatch(error);
  expect(Object.keys(body).every((k) => ['error', 'code', 'reason', 'values', 'issues', 'status'].includes(k)), res.body).toBe(true);
  expectReason(body);
  return body as ErrorBody;
}

/** A validation 400: the message and the field it names. */
export function expectInvalid(res: LightMyRequestResponse, field: string, message?: string) {
  const body = expectError(res, 400, 'BAD_REQUEST');
  expect(body.issues, res.body).toBeDefined();
  const issue = body.issues!.find((i) => i.path === field);
  expect(issue, `no issue for ${field} in ${res.body}`).toBeDefined();
  if (message) expect(issue!.message).toBe(message);
  return body;
}

/** The session cookie a response sets (name=value), or undefined when it sets none or clears it. */
export function newSessionCookie(res: LightMyRequestResponse): string | undefined {
  const raw = res.headers['set-cookie'];
  const all = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const session = all.find((c) => c.startsWith('hk_session=') && !/Max-Age=0/i.test(c));
  return session?.split(';')[0];
}

/** Checks that a cookie is (or is no longer) a working session. */
export async function sessionStatus(app: FastifyInstance, cookie: string): Promise<number> {
  return (await send(app, 'GET', '/api/auth/session', { cookie })).statusCode;
}
