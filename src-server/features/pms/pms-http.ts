import type { PushOutcome } from './pms-connector';
import { checkPmsTarget } from './pms-target';

export interface HttpAnswer {
  status: number;
  text: string;
  retryAfterMs: number | null;
}

/** The most of a vendor's answer that is read (DESIGN §19): a whole property's units or a day's reservations fit many times over. */
export const ANSWER_MAX_BYTES = 50 * 1024 * 1024;
/** The most of an answer kept in the log and in a failure's words; the answer itself is read whole. */
const LOGGED_MAX = 1000;
const DEFAULT_TIMEOUT_MS = 10_000;

/** The copy of a vendor's answer that is logged or stored: its start. */
export function loggedCopy(text: string): string {
  return text.length > LOGGED_MAX ? `${text.slice(0, LOGGED_MAX)}…` : text;
}

/** An answer larger than the cap: refused unread, and not retried (the same request would bring the same answer). */
export class PmsAnswerTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`The PMS answered more than ${Math.round(maxBytes / 1024 / 1024)} MB; the answer was refused unread`);
  }
}

/** The body whole, counted as it streams in, refused past `maxBytes` without holding more than that. */
async function readWhole(res: Response, maxBytes: number): Promise<string> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel();
    throw new PmsAnswerTooLarge(maxBytes);
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new PmsAnswerTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** One request to a PMS; a network failure or timeout throws (the caller retries). */
export async function pmsRequest(url: string, init: RequestInit & { timeoutMs?: number; maxAnswerBytes?: number }): Promise<HttpAnswer> {
  await checkPmsTarget(url);
  const { timeoutMs, maxAnswerBytes, ...request } = init;
  const res = await fetch(url, { ...request, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs ?? DEFAULT_TIMEOUT_MS) });
  const text = await readWhole(res, maxAnswerBytes ?? ANSWER_MAX_BYTES);
  return { status: res.status, text, retryAfterMs: retryAfterMs(res.headers.get('retry-after')) };
}

/**
 * A vendor's answer as the outbox reads it: 2xx done; 408, 429 and 5xx are passing and
 * retried (429 after its Retry-After); any other 4xx is a refusal that a retry would not
 * change, so it is logged and not retried.
 */
export function outcomeOf(answer: HttpAnswer): PushOutcome {
  const { status, text } = answer;
  const body = `HTTP ${status}${text ? `: ${loggedCopy(text)}` : ''}`;
  if (status >= 200 && status < 300) return { ok: true, status, answer: body };
  const retry = status === 408 || status === 429 || status >= 500;
  return { ok: false, retry, retryAfterMs: status === 429 ? answer.retryAfterMs : null, status, answer: body };
}

/** A request that never got an answer: retried (an answer refused for its size is not: it would come again). */
export function networkFailure(error: unknown): PushOutcome {
  const message = error instanceof Error ? error.message : String(error);
  return { ok: false, retry: !(error instanceof PmsAnswerTooLarge), retryAfterMs: null, status: null, answer: loggedCopy(message) };
}

/** Sends, turning a network failure into an outcome too. */
export async function attempt(send: () => Promise<HttpAnswer>): Promise<PushOutcome> {
  try {
    return outcomeOf(await send());
  } catch (error) {
    return networkFailure(error);
  }
}

/** Sends a create, reading the vendor's id of what it created from a successful answer's JSON body. */
export async function attemptCreate(send: () => Promise<HttpAnswer>, refOf: (body: unknown) => unknown): Promise<PushOutcome> {
  try {
    const answer = await send();
    const outcome = outcomeOf(answer);
    if (!outcome.ok) return outcome;
    let ref: unknown = null;
    try {
      ref = refOf(JSON.parse(answer.text));
    } catch {
      ref = null;
    }
    return { ...outcome, ref: typeof ref === 'string' && ref ? ref : null };
  } catch (error) {
    return networkFailure(error);
  }
}

/** A room's id at the vendor from its (cached) list: a failed read is retried, a room the vendor lacks is refused. */
export async function vendorIdOf(
  ids: () => Promise<Map<string, string>>,
  roomNumber: string,
  missing: string,
): Promise<{ ok: true; id: string } | { ok: false; outcome: PushOutcome }> {
  try {
    const id = (await ids()).get(roomNumber);
    if (id) return { ok: true, id };
    return { ok: false, outcome: { ok: false, retry: false, retryAfterMs: null, status: null, answer: missing } };
  } catch (error) {
    return { ok: false, outcome: networkFailure(error) };
  }
}

/** An end answered 404 (or the vendor's 'not found'): what it ended is gone already, as a lost answer's retry finds it. */
export function goneIsEnded(outcome: PushOutcome, gone: (status: number | null, answer: string) => boolean): PushOutcome {
  if (outcome.ok || !gone(outcome.status, outcome.answer)) return outcome;
  return { ok: true, status: outcome.status ?? 0, answer: `Already ended: ${outcome.answer}` };
}

export class PmsRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** A read that must succeed (a token, a page of rooms or reservations): a failure throws with the vendor's answer. */
export async function readJson<T>(answer: HttpAnswer, what: string): Promise<T> {
  if (answer.status === 204) return {} as T;
  if (answer.status < 200 || answer.status >= 300) throw new PmsRequestError(`${what}: HTTP ${answer.status}${answer.text ? `: ${loggedCopy(answer.text)}` : ''}`, answer.status);
  try {
    return JSON.parse(answer.text) as T;
  } catch {
    throw new PmsRequestError(`${what}: the answer is not JSON`, answer.status);
  }
}

/** Basic credentials for a client-credentials token request. */
export function basicAuth(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
}

/** A bearer token from an OAuth2 client-credentials grant, kept until a minute before it ends. */
export function tokenCache(fetchToken: () => Promise<{ access_token: string; expires_in?: number }>) {
  let token: { value: string; until: number } | null = null;
  return {
    async get(): Promise<string> {
      if (token && token.until > Date.now()) return token.value;
      const t = await fetchToken();
      token = { value: t.access_token, until: Date.now() + Math.max(0, (t.expires_in ?? 3600) - 60) * 1000 };
      return token.value;
    },
    /** After a 401: the next request signs in again. */
    drop() {
      token = null;
    },
  };
}
