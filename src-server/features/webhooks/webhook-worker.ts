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
  recordSuccess,
  type ClaimedWebhook,
} from './webhook-worker.queries';

export interface WebhookWorkerOptions {
  db: Db;
  allowedHosts: string[];
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** How often to look for work: new changes (from any instance) and retries falling due. */
  pollMs?: number;
  /** Delay before the nth retry: base × 2^(n-1), capped; for 24 h after the change. */
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

const DEFAULT_RETRY = { baseMs: 10_000, maxMs: 60 * 60_000, windowMs: 24 * 60 * 60_000 };
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
  const retry = opts.retry ?? DEFAULT_RETRY;
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
    const expired = Date.now() - new Date(delivery.occurred_at).getTime() >= retry.windowMs;
    await recordFailure(db, webhook.id, delivery.id, seq, {
      attempts,
      status: result.status,
      error: result.error,
      giveUp: expired,
      retryInMs: retryDelayMs(attempts, retry),
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

