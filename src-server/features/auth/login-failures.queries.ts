import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_PER_ACCOUNT_AND_IP,
  LOGIN_FAILURES_PER_IP,
} from '../../../src-shared/limits';

export function recordLoginFailure(db: Db, ip: string, email: string) {
  return db.insertInto('login_failures').values({ ip, email: email.toLowerCase() }).execute();
}

/**
 * Seconds until another attempt is allowed, or 0. Only failures count: a hotel's staff
 * share one public IP and sign in together at shift change, so successes never throttle.
 */
export async function secondsUntilLoginAllowed(db: Db, ip: string, email: string): Promise<number> {
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
  const row = await db
    .selectFrom('login_failures')
    .select([
      sql<string>`count(*) filter (where email = ${email.toLowerCase()})`.as('account'),
      sql<string>`count(*)`.as('ip'),
      sql<Date | null>`min(at) filter (where email = ${email.toLowerCase()})`.as('oldestAccount'),
      sql<Date | null>`min(at)`.as('oldestIp'),
    ])
    .where('ip', '=', ip)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  const wait = (oldest: Date | null) =>
    oldest ? Math.max(1, Math.ceil((new Date(oldest).getTime() + LOGIN_FAILURE_WINDOW_MS - Date.now()) / 1000)) : 1;
  if (Number(row.ip) >= LOGIN_FAILURES_PER_IP) return wait(row.oldestIp);
  if (Number(row.account) >= LOGIN_FAILURES_PER_ACCOUNT_AND_IP) return wait(row.oldestAccount);
  return 0;
}

/** Old rows only slow the counts down; pruned opportunistically after a failure. */
export function pruneLoginFailures(db: Db) {
  return db
    .deleteFrom('login_failures')
    .where('at', '<', new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS))
    .execute();
}
