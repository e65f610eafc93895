import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { isAllowedHost, isPublicAddress, lookupPublic } from './webhook-target';
import { signWebhook } from './webhook-signature';

export interface SendResult {
  ok: boolean;
  status: number | null;
  error: string | null;
  /** A 429 or 503's `Retry-After`, in ms (Standard Webhooks: taken into account for the next attempt). */
  retryAfterMs?: number;
}

/** The statuses whose `Retry-After` the next attempt honours. */
const THROTTLING = new Set([429, 503]);

/** `Retry-After: 120` or `Retry-After: Wed, 21 Oct 2026 07:28:00 GMT`, in ms from now; undefined when absent or unreadable. */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export interface WebhookRequest {
  url: string;
  secret: string;
  id: string;
  body: string;
}

const USER_AGENT = 'Housekeeping-Webhooks/1';

/**
 * One delivery attempt: a signed JSON POST. 2xx is success; anything else, a redirect
 * included (never followed: it could point anywhere), a timeout or a refused address is a
 * failure to retry. The receiver's answer is not read beyond its status.
 */
export function sendWebhook(req: WebhookRequest, opts: { allowedHosts: string[]; timeoutMs: number; signal: AbortSignal }): Promise<SendResult> {
  const url = new URL(req.url);
  const allowed = isAllowedHost(url, opts.allowedHosts);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!allowed && net.isIP(host) && !isPublicAddress(host)) {
    return Promise.resolve({ ok: false, status: null, error: 'The target address is not public' });
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': USER_AGENT,
          'webhook-id': req.id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(req.secret, req.id, timestamp, req.body),
        },
        ...(allowed ? {} : { lookup: lookupPublic }),
        timeout: opts.timeoutMs,
        signal: opts.signal,
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        response.resume();
        response.on('error', () => undefined);
        const ok = status >= 200 && status < 300;
        const error = ok ? null : status >= 300 && status < 400 ? `Redirect (${status}) not followed` : `HTTP ${status}`;
        const wait = THROTTLING.has(status) ? retryAfterMs(response.headers['retry-after']) : undefined;
        resolve({ ok, status, error, ...(wait !== undefined ? { retryAfterMs: wait } : {}) });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${opts.timeoutMs / 1000} s`)));
    request.on('error', (error) => resolve({ ok: false, status: null, error: error.message.slice(0, 300) }));
    request.end(req.body);
  });
}
