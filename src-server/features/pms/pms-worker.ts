import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import type { EventBus } from '../../realtime/event-bus';
import { createPollLoop, releaseLease, retryDelayMs } from '../../lib/outbox';
import type { PmsConnector, PushOutcome } from './pms-connector';
import { forgetOutOfOrder, outOfOrderOf, recordOutOfOrderStarted } from './pms-ooo-outbox.queries';
import { toPmsOutOfOrder } from './pms-out-of-order';
import { connectorOf } from './pms-connections.service';
import type { CredentialKeys } from './pms-crypto';
import {
  claimConnections,
  duePushes,
  enqueueChanges,
  prunePmsLog,
  recordAttempt,
  schedulePull,
  type ClaimedConnection,
  type DuePush,
} from './pms-outbox.queries';
import { markPmsUpdated } from './pms-updated.service';
import { pullOccupancy } from './pms-pull.service';
import { hasPmsSyncFailure } from './pms-sync-failures.queries';
import { announce } from '../../realtime/announce';
import { logChange } from '../../realtime/change-log.queries';

export interface PmsWorkerOptions {
  db: Db;
  bus: EventBus;
  pmsKeys: CredentialKeys;
  /** WEBHOOK_ALLOWED_HOSTS: the PMS hosts that may be reached over http or at a private address. */
  allowedHosts: readonly string[];
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  pollMs?: number;
  /** Delay before the nth retry: base × 2^(n-1), capped; given up after the window. */
  retry?: { baseMs: number; maxMs: number; windowMs: number };
  /** How often each hotel's occupancy is read from its PMS (and at once after a webhook). */
  pullEveryMs?: number;
  timeoutMs?: number;
}

export interface PmsWorker {
  start(): void;
  stop(): Promise<void>;
  runOnce(): Promise<void>;
}

const DEFAULT_RETRY = { baseMs: 10_000, maxMs: 60 * 60_000, windowMs: 24 * 60 * 60_000 };
const DEFAULT_PULL_EVERY_MS = 15 * 60_000;
const PUSHES_PER_CLAIM = 50;
const PRUNE_EVERY_MS = 60 * 60_000;
const STOP_WAIT_MS = 2000;

/**
 * The PMS outbox (DESIGN §17), beside the webhooks' and built the same way: each connection
 * leased to one instance at a time; room changes taken from the hotel's change log after
 * the connection's cursor; each push sent with its outbox id as idempotency key, retried
 * with backoff on 429 (after Retry-After), 5xx and network errors, given up on other 4xx or
 * after a day; a room's pushes in order. A success makes the room 'PMS updated'. The same
 * pass reads each hotel's occupancy from its PMS periodically, and at once after a webhook.
 */
export function createPmsWorker(opts: PmsWorkerOptions): PmsWorker {
  const retry = opts.retry ?? DEFAULT_RETRY;
  const pollMs = opts.pollMs ?? 1000;
  const pullEveryMs = opts.pullEveryMs ?? DEFAULT_PULL_EVERY_MS;
  const deps = { db: opts.db, bus: opts.bus };
  // Connectors keep their sign-in token and unit ids between passes, until the connection is saved again.
  const connectors = new Map<string, { updatedAt: number; connector: PmsConnector }>();
  let prunedAt = 0;

  function connectorFor(conn: ClaimedConnection): PmsConnector {
    const updatedAt = new Date(conn.updated_at).getTime();
    const cached = connectors.get(conn.id);
    if (cached && cached.updatedAt === updatedAt) return cached.connector;
    const connector = connectorOf(conn, opts.pmsKeys, { allowedHosts: opts.allowedHosts, timeoutMs: opts.timeoutMs });
    connectors.set(conn.id, { updatedAt, connector });
    return connector;
  }

  /** The room's 'PMS sync failed' mark came or went (issue 20 point 3): the managers' screens are told. */
  async function syncMarkChanged(hotelId: string, roomId: string) {
    const change = await opts.db.transaction().execute((trx) => logChange(trx, { hotelId, kind: 'pms-sync', roomIds: [roomId] }));
    announce(deps, [change]);
  }

  /**
   * One push to the vendor: a condition, or the start or end of an out of order or out of
   * service (issue 20 point 5). The span is told as it was when queued (`created_at`), so
   * every retry under the same key sends the same request. An end whose start never reached the PMS (given up
   * on, or answered with no id) has nothing to end there: it is recorded as done, unsent,
   * rather than failing for ever; the room and the PMS agree again (neither holds it).
   */
  async function send(conn: ClaimedConnection, connector: PmsConnector, push: DuePush): Promise<PushOutcome> {
    const room = { roomNumber: push.room_number };
    if (push.kind === 'condition') return connector.pushCondition(room, push.condition, push.id);
    const ooo = push.ooo_id ? await outOfOrderOf(opts.db, push.ooo_id) : undefined;
    // Status 0: nothing was sent (recorded with no HTTP status).
    if (!ooo) return { ok: true, status: 0, answer: 'Not sent: the out of order is no longer held for this connection' };
    const span = { kind: ooo.kind, reason: ooo.reason, from: new Date(ooo.from_at), until: ooo.until_at ? new Date(ooo.until_at) : null, returnStatus: ooo.return_status };
    const told = toPmsOutOfOrder(span, conn.timezone, new Date(push.created_at));
    const retry = push.attempts > 0;
    if (push.kind === 'ooo_start') return connector.startOutOfOrder(room, told, push.id, retry);
    if (!ooo.vendor_ref) return { ok: true, status: 0, answer: 'Not sent: the out of order never reached the PMS (or it answered no id), so there is nothing to end' };
    // The id (OPERA: the room's dates as started) names what to end; `told` gives OPERA its return status.
    return connector.endOutOfOrder(room, ooo.vendor_ref, told, push.id, retry);
  }

  async function deliver(conn: ClaimedConnection, connector: PmsConnector, push: DuePush) {
    const outcome = await send(conn, connector, push);
    const attempts = push.attempts + 1;
    if (outcome.ok) {
      const wasFailing = await hasPmsSyncFailure(opts.db, conn.hotel_id, push.room_id);
      const status = outcome.status === 0 ? null : outcome.status;
      if (await recordAttempt(opts.db, push.id, { state: 'delivered', attempts, status, answer: outcome.answer, retryInMs: null })) {
        if (push.kind === 'condition') await markPmsUpdated(deps, push.room_id, push.room_status);
        if (push.kind === 'ooo_start' && push.ooo_id) await recordOutOfOrderStarted(opts.db, push.ooo_id, outcome.ref ?? null);
        if (push.kind === 'ooo_end' && push.ooo_id) await forgetOutOfOrder(opts.db, push.ooo_id);
        if (wasFailing) await syncMarkChanged(conn.hotel_id, push.room_id);
      }
      return;
    }
    const expired = Date.now() - new Date(push.created_at).getTime() >= retry.windowMs;
    const giveUp = !outcome.retry || expired;
    const recorded = await recordAttempt(opts.db, push.id, {
      state: giveUp ? 'failed' : 'pending',
      attempts,
      status: outcome.status,
      answer: outcome.answer,
      // A 429's Retry-After is the vendor's own word on when; otherwise exponential backoff.
      retryInMs: giveUp ? null : (outcome.retryAfterMs ?? retryDelayMs(attempts, retry)),
    });
    // Given up: the room shows 'PMS sync failed' to its managers until a later push goes through.
    if (recorded && giveUp) await syncMarkChanged(conn.hotel_id, push.room_id);
  }

  async function work(conn: ClaimedConnection) {
    try {
      const connector = connectorFor(conn);
      await enqueueChanges(opts.db, conn, connector);
      const pushes = await duePushes(opts.db, conn.id, PUSHES_PER_CLAIM);
      // One pending push per room at most (a newer one supersedes it): each room's pushes go in order.
      for (const push of pushes) await deliver(conn, connector, push);
      if (conn.pullDue) {
        await schedulePull(opts.db, conn.id, pullEveryMs);
        await pullOccupancy(deps, conn, connector);
      }
    } catch (error) {
      opts.log.error({ err: error, connectionId: conn.id }, 'PMS pass failed for a connection');
    } finally {
      await releaseLease(opts.db, 'pms_connections', conn.id).catch(() => undefined);
    }
  }

  async function pass() {
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await prunePmsLog(opts.db);
    }
    for (let round = 0; round < 5 && !loop.stopped; round += 1) {
      const claimed = await claimConnections(opts.db);
      if (claimed.length === 0) return;
      await Promise.all(claimed.map(work));
    }
  }

  const loop = createPollLoop({
    pass,
    pollMs,
    stopWaitMs: STOP_WAIT_MS,
    onError: (error) => opts.log.warn({ err: error }, 'PMS pass failed; trying again at the next'),
    // Asked while a pass runs (a webhook, a test): one more pass after it.
    passAgainIfAsked: true,
  });
  return loop;
}

