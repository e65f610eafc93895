import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_PER_ACCOUNT_AND_IP,
  LOGIN_FAILURES_PER_IP,
} from '../../../src-shared/limits';

/**
 * Counts a sign-in attempt as a failure before its secret is checked, and answers the
 * seconds to wait (0: go ahead). Counting first is what makes the limit hold under
 * concurrency: a burst of parallel guesses cannot all pass a check made before any of
 * them was recorded. Only attempts recorded earlier (lower id) count against this one.
 * A refused attempt is removed again at once; an attempt that succeeds is removed by
 * `releaseLoginAttempt`, so successes never count (a hotel's staff share one public IP
 * and sign in together at shift change).
 */
export async function reserveLoginAttempt(db: Db, ip: string, email: string): Promise<{ id: string; wait: number }> {
  const key = email.toLowerCase();
  const { id } = await db.insertInto('login_failures').values({ ip, email: key }).returning('id').executeTakeFirstOrThrow();
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
  const row = await db
    .selectFrom('login_failures')
    .select([
      sql<string>`count(*) filter (where email = ${key})`.as('account'),
      sql<string>`count(*)`.as('ip'),
      sql<Date | null>`min(at) filter (where email = ${key})`.as('oldestAccount'),
      sql<Date | null>`min(at)`.as('oldestIp'),
    ])
    .where('ip', '=', ip)
    .where('at', '>', since)
    .where('id', '<', id)
    .executeTakeFirstOrThrow();
  const wait = (oldest: Date | null) =>
    oldest ? Math.max(1, Math.ceil((new Date(oldest).getTime() + LOGIN_FAILURE_WINDOW_MS - Date.now()) / 1000)) : 1;
  let seconds = 0;
  if (Number(row.ip) >= LOGIN_FAILURES_PER_IP) seconds = wait(row.oldestIp);
  else if (Number(row.account) >= LOGIN_FAILURES_PER_ACCOUNT_AND_IP) seconds = wait(row.oldestAccount);
  if (seconds > 0) await releaseLoginAttempt(db, id);
  return { id, wait: seconds };
}

/** The attempt did not fail on its secret (it succeeded, or was refused for another reason). */
export async function releaseLoginAttempt(db: Db, id: string) {
  await db.deleteFrom('login_failures').where('id', '=', id).execute();
}

/** Old rows only slow the counts down; pruned opportunistically after a failure. */
export function pruneLoginFailures(db: Db) {
  return db
    .deleteFrom('login_failures')
    .where('at', '<', new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS))
    .execute();
}
