import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import { buildPayload, nextSubscribedEvent } from './webhook-events';
import { sendWebhook } from './webhook-sender';
import { pruneChangeLogs } from '../../realtime/change-log.queries';
import { createPollLoop, releaseLease, retryDelayMs } from '../../lib/outbox';
import {
  claimWebhooks,
  findPendingDelivery,
  postponeWebhook,
  pruneDeliveries,
  recordFailure,
  recordGone,
  recordSuccess,
  type ClaimedWebhook,
} from './webhook-worker.queries';

export interface WebhookWorkerOptions {
  db: Db;
  allowedHosts: string[];
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** How often to look for work: new changes (from any instance) and retries falling due. */
  pollMs?: number;
  /** Delay before the nth retry: base × 2^(n-1), capped; until `windowMs` after the change (WEBHOOK_RETRY). */
  retry?: { baseMs: number; maxMs: number; windowMs: number };
  timeoutMs?: number;
}

export interface WebhookWorker {
  start(): void;
  /** Stops polling, aborts the requests in flight (their deliveries stay pending) and waits for the pass to end. */
  stop(): Promise<void>;
  /** One pass now (tests; and after a change made here, to skip the wait). */
  runOnce(): Promise<void>;
}

const HOUR_MS = 60 * 60_000;
/**
 * The retry schedule (Standard Webhooks: a schedule spanning days, exponential, with jitter):
 * 5 s after the first failure, doubling (±20 %) up to 6 h between attempts, for 3 days after
 * the event; then the delivery is failed and the next event goes. About 5 s, 10 s, 20 s, 40 s,
 * 1.3 min, 2.7 min, 5.3 min, 11 min, 21 min, 43 min, 1.4 h, 2.8 h, 5.7 h, then every 6 h: some
 * 23 attempts in all.
 */
export const WEBHOOK_RETRY = { baseMs: 5_000, maxMs: 6 * HOUR_MS, windowMs: 72 * HOUR_MS };
/** A receiver's Retry-After is honoured up to this; a longer one waits this long (it still counts towards the 3 days). */
const RETRY_AFTER_MAX_MS = 24 * HOUR_MS;
/** Gone (Standard Webhooks): the receiver wants no more deliveries; the webhook is disabled until enabled by hand. */
const GONE = 410;
/** Events sent for one webhook per claim, so one busy webhook does not starve the others. */
const EVENTS_PER_CLAIM = 50;
const PRUNE_EVERY_MS = 60 * 60_000;
/** How long stop() waits for a pass in flight (a draining shutdown has 10 s in all). */
const STOP_WAIT_MS = 2000;

/**
 * Delivers webhooks from the change log (DESIGN §14), after commit and at least once, in
 * `seq` order per webhook. Each webhook is worked on by one instance at a time: a short
 * lease taken with `for update skip locked`, so any number of instances share the work on
 * one database without sending an event twice in the normal course or out of order ever.
 * A webhook's next event waits until the one before it is delivered or given up.
 */
export function createWebhookWorker(opts: WebhookWorkerOptions): WebhookWorker {
  const retry = opts.retry ?? WEBHOOK_RETRY;
  const pollMs = opts.pollMs ?? 1000;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const abort = new AbortController();
  let prunedAt = 0;

  async function deliverNext(webhook: ClaimedWebhook): Promise<'sent' | 'wait' | 'idle'> {
    const { db } = opts;
    let delivery = await findPendingDelivery(db, webhook.id);
    if (!delivery) {
      const event = await nextSubscribedEvent(db, webhook.hotelId, webhook.events, webhook.cursor, webhook.upTo);
      if (!event) {
        // Nothing it subscribed to up to the hotel's present: done with all of it.
        await db.updateTable('webhooks').set({ cursor_seq: webhook.upTo }).where('id', '=', webhook.id).execute();
        return 'idle';
      }
      const id = crypto.randomUUID();
      const body = await buildPayload(db, id, event);
      delivery = await db
        .insertInto('webhook_deliveries')
        .values({ id, webhook_id: webhook.id, seq: event.seq, type: event.type, occurred_at: event.at, body })
        .returning(['id', 'seq', 'body', 'attempts', 'occurred_at'])
        .executeTakeFirstOrThrow();
    }
    const result = await sendWebhook(
      { url: webhook.url, secret: webhook.secret, id: delivery.id, body: delivery.body },
      { allowedHosts: opts.allowedHosts, timeoutMs, signal: abort.signal },
    );
    if (abort.signal.aborted) return 'wait';
    const seq = Number(delivery.seq);
    webhook.cursor = result.ok ? seq : webhook.cursor;
    if (result.ok) {
      await recordSuccess(db, webhook.id, delivery.id, seq, result.status);
      return 'sent';
    }
    const attempts = delivery.attempts + 1;
    if (result.status === GONE) {
      await recordGone(db, webhook.id, delivery.id, { attempts, status: GONE, error: result.error });
      return 'wait';
    }
    const expired = Date.now() - new Date(delivery.occurred_at).getTime() >= retry.windowMs;
    await recordFailure(db, webhook.id, delivery.id, seq, {
      attempts,
      status: result.status,
      error: result.error,
      giveUp: expired,
      // The receiver's Retry-After (429, 503) when it asks for longer than the backoff would wait.
      retryInMs: Math.max(retryDelayMs(attempts, retry), Math.min(result.retryAfterMs ?? 0, RETRY_AFTER_MAX_MS)),
    });
    if (expired) webhook.cursor = seq;
    return expired ? 'sent' : 'wait';
  }

  async function work(webhook: ClaimedWebhook) {
    try {
      for (let i = 0; i < EVENTS_PER_CLAIM && !abort.signal.aborted; i += 1) {
        if ((await deliverNext(webhook)) !== 'sent') break;
      }
    } catch (error) {
      // A fault of ours (the database, a payload that cannot be built): try this webhook later, not in a loop.
      opts.log.error({ err: error, webhookId: webhook.id }, 'webhook delivery failed');
      await postponeWebhook(opts.db, webhook.id, retry.baseMs).catch(() => undefined);
    } finally {
      await releaseLease(opts.db, 'webhooks', webhook.id).catch(() => undefined);
    }
  }

  async function pass() {
    if (abort.signal.aborted) return;
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      // The app's one periodic pass also keeps the hotels' change logs short (DESIGN §11).
      await pruneDeliveries(opts.db);
      await pruneChangeLogs(opts.db);
    }
    // Bounded, so a pass always ends; what is left is claimed at the next.
    for (let round = 0; round < 20; round += 1) {
      if (abort.signal.aborted) return;
      const claimed = await claimWebhooks(opts.db);
      if (claimed.length === 0) return;
      await Promise.all(claimed.map(work));
    }
  }

  return createPollLoop({
    pass,
    pollMs,
    stopWaitMs: STOP_WAIT_MS,
    onError: (error) => opts.log.warn({ err: error }, 'webhook pass failed; trying again at the next'),
    // Requests in flight are aborted: their deliveries stay pending for the next run.
    onStop: () => abort.abort(),
  });
}

