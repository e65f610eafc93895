import type { Transaction } from 'kysely';
import type { Db } from './connection';
import type { Database } from './types';

/** What a 503 for a lost database connection asks the client to wait: PostgreSQL is usually back within a second. */
export const DATABASE_RETRY_AFTER_SECONDS = 1;

/**
 * How long a retry waits: PostgreSQL's FATAL message reaches pg before the socket's end, and a
 * client released in between goes back to the pool as if healthy; by then the pool has
 * dropped it, and the retry gets a live connection.
 */
const RETRY_AFTER_MS = 50;
const pause = () => new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));

/** SQLSTATEs of a connection that was ended under us: admin_shutdown, crash_shutdown, cannot_connect_now. */
const LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
/** Socket errors of a connection that broke or could not be made. */
const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTCONN', 'EHOSTUNREACH']);
/** pg and pg-pool say it in words, with no code: the socket closed, or no connection within the pool's timeout. */
const LOST_MESSAGES = [/^Connection terminated/, /is not queryable/, /^timeout exceeded when trying to connect/, /^Connection timeout/];

/**
 * True when an error (or any error it was caused by: tRPC wraps what a procedure threw) says
 * the database connection died, rather than that the statement was wrong: SQLSTATE class 08
 * (connection exception), 57P01–03, a broken socket, pg's "Connection terminated".
 */
export function isLostConnection(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (code.startsWith('08') || LOST_SQLSTATES.has(code) || LOST_SOCKET_CODES.has(code))) return true;
    if (LOST_MESSAGES.some((m) => m.test(e.message))) return true;
  }
  return false;
}

/**
 * A read retried once when its connection died: reading twice changes nothing. For the reads
 * every request makes (who is signed in), so a connection lost under them costs a retry, not
 * a 503.
 */
export async function retriedRead<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isLostConnection(error)) throw error;
    await pause();
    return read();
  }
}

/**
 * A transaction retried once, on a fresh connection, when it failed because its connection
 * died, and only when that is safe: before COMMIT was sent nothing was applied (PostgreSQL
 * rolls back a transaction whose connection ends); once COMMIT was sent it may or may not have
 * been, so only a transaction that carries an exactly-once claim (`claimed`: a retry finds the
 * claim and answers what was stored) is run again. Otherwise the error goes on, and the API
 * answers it 503 DATABASE_UNAVAILABLE (trpc/errors.ts).
 */
export async function retriedTransaction<T>(db: Db, opts: { claimed: boolean }, body: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    let committing = false;
    try {
      return await db.transaction().execute(async (trx) => {
        const result = await body(trx);
        committing = true;
        return result;
      });
    } catch (error) {
      if (attempt > 1 || !isLostConnection(error) || (committing && !opts.claimed)) throw error;
      await pause();
    }
  }
}
