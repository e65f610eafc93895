import { sql, type Expression, type SqlBool, type Transaction } from 'kysely';
import type { Db } from '../db/connection';
import type { Database } from '../db/types';

/**
 * What the app's two durable outboxes share (DESIGN §14 webhooks, §17 PMS pushes): each
 * owner of a queue (a webhook, a PMS connection) is worked on by one instance at a time
 * under a short lease taken with `for update skip locked`; failures wait an exponential,
 * jittered delay; one polling loop runs the passes.
 */

/** The tables whose rows are leased to one instance at a time. */
export type LeasedTable = 'webhooks' | 'pms_connections';

/** Long enough for a pass over one owner; a crashed instance's lease simply runs out. */
const LEASE = sql`interval '2 minutes'`;

/** The claim's filter: rows with no lease, or one that ran out. `column` is the (aliased) lease_until column. */
export function leaseFree(column: string): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(column)} is null or ${sql.ref(column)} < now())`;
}

/** Leases rows just selected `for update skip locked`, in the claim's transaction. */
export async function takeLeases(trx: Transaction<Database>, table: LeasedTable, ids: string[]) {
  if (ids.length === 0) return;
  await trx
    .updateTable(table)
    .set({ lease_until: sql`now() + ${LEASE}` })
    .where('id', 'in', ids)
    .execute();
}

export async function releaseLease(db: Db, table: LeasedTable, id: string) {
  await db.updateTable(table).set({ lease_until: null }).where('id', '=', id).execute();
}

/** Delay before the nth retry: base × 2^(n-1), capped, ±20 % jitter so receivers coming back are not hit by every sender at once. */
export function retryDelayMs(attempts: number, retry: { baseMs: number; maxMs: number }): number {
  const exponential = Math.min(retry.maxMs, retry.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.8 + Math.random() * 0.4));
}

export interface PollLoop {
  start(): void;
  /** Stops polling and waits (at most `stopWaitMs`) for the pass in flight. */
  stop(): Promise<void>;
  runOnce(): Promise<void>;
  readonly stopped: boolean;
}

/**
 * Runs `pass` every `pollMs` after the last one ended, one pass at a time. `runOnce` while a
 * pass runs answers that pass; with `passAgainIfAsked` (a webhook from a PMS, a test) one more
 * pass follows it, since the ask may concern work the running pass has already looked past.
 */
export function createPollLoop(opts: {
  pass: () => Promise<void>;
  pollMs: number;
  stopWaitMs: number;
  onError: (error: unknown) => void;
  /** Called first by stop(), e.g. to abort requests in flight. */
  onStop?: () => void;
  passAgainIfAsked?: boolean;
}): PollLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  function runOnce(): Promise<void> {
    if (running) {
      if (opts.passAgainIfAsked) again = true;
      return running;
    }
    running = opts
      .pass()
      .catch(opts.onError)
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, opts.pollMs);
    timer.unref();
  }

  return {
    start() {
      if (timer || stopped) return;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      opts.onStop?.();
      // A pass stuck on a database that accepts but never answers must not hold the
      // shutdown: its statements fail with the pool, which closes next.
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, opts.stopWaitMs).unref())]);
    },
    runOnce,
    get stopped() {
      return stopped;
    },
  };
}
