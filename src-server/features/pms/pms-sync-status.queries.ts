import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { PmsFailureReason, PmsSyncStatus } from '../../../src-shared/pms.schemas';
import { NOT_SENT_PREFIX } from './pms-target';

const DAY_MS = 86_400_000;
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/**
 * Why a PMS call failed, from its HTTP status (null: no answer) or the status its logged text
 * names ("…: HTTP 403: …"): the one reading of a failure for the admin's screen.
 */
export function failureReasonOf(status: number | null, answer: string): PmsFailureReason {
  if (answer.startsWith(NOT_SENT_PREFIX)) return 'address_refused';
  const code = status ?? Number(/\bHTTP (\d{3})\b/.exec(answer)?.[1] ?? NaN);
  if (Number.isNaN(code)) return 'unreachable';
  if (code === 429) return 'rate_limited';
  if (code === 408 || code >= 500) return 'vendor_error';
  return 'refused';
}

/** When the log last says `kind` went through (a read, a comparison); null before the first. */
export async function lastSuccessAt(db: Db, connectionId: string, kind: string): Promise<string | null> {
  const row = await db
    .selectFrom('pms_log')
    .select(sql<Date | null>`max(at)`.as('at'))
    .where('connection_id', '=', connectionId)
    .where('kind', '=', kind)
    .where('ok', '=', true)
    .executeTakeFirst();
  return iso(row?.at);
}

/**
 * A connection's sync at a glance (DESIGN §19): the last read and push the PMS took, what
 * waits and for how long, whether the latest read or test reached it, and the last day's
 * failures by what and why, each with the vendor's latest answer.
 */
export async function pmsSyncStatus(db: Db, connectionId: string, now = new Date()): Promise<PmsSyncStatus> {
  const since = new Date(now.getTime() - DAY_MS);
  const lastPush = await db
    .selectFrom('pms_pushes')
    .select(sql<Date | null>`max(last_attempt_at)`.as('at'))
    .where('connection_id', '=', connectionId)
    .where('state', '=', 'delivered')
    .where('last_status', 'is not', null)
    .executeTakeFirst();
  const pending = await db
    .selectFrom('pms_pushes')
    .select([sql<string>`count(*)`.as('n'), sql<Date | null>`min(created_at)`.as('oldest')])
    .where('connection_id', '=', connectionId)
    .where('state', '=', 'pending')
    .executeTakeFirstOrThrow();
  const latestContact = await db
    .selectFrom('pms_log')
    .select(['ok', 'detail'])
    .where('connection_id', '=', connectionId)
    .where('kind', 'in', ['pull', 'test'])
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const failedPushes = await db
    .selectFrom('pms_pushes')
    .select(['last_status', 'last_answer', 'last_attempt_at'])
    .where('connection_id', '=', connectionId)
    .where('last_attempt_at', '>=', since)
    .where((eb) => eb.or([eb('state', '=', 'failed'), eb.and([eb('state', '=', 'pending'), eb('attempts', '>', 0)])]))
    .orderBy('last_attempt_at', 'desc')
    .limit(500)
    .execute();
  const failedEvents = await db
    .selectFrom('pms_log')
    .select(['kind', 'detail', 'at'])
    .where('connection_id', '=', connectionId)
    .where('kind', 'in', ['pull', 'test'])
    .where('ok', '=', false)
    .where('at', '>=', since)
    .orderBy('at', 'desc')
    .limit(500)
    .execute();

  // Newest first, so the first of each group is its latest answer.
  const groups = new Map<string, PmsSyncStatus['failures'][number]>();
  const add = (what: 'push' | 'pull' | 'test', status: number | null, answer: string, at: Date | string) => {
    const reason = failureReasonOf(status, answer);
    const key = `${what}:${reason}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { what, reason, count: 1, lastAt: iso(at)!, answer });
  };
  for (const p of failedPushes) add('push', p.last_status, p.last_answer ?? '', p.last_attempt_at!);
  for (const e of failedEvents) add(e.kind as 'pull' | 'test', null, e.detail, e.at);

  const oldest = pending.oldest ? new Date(pending.oldest).getTime() : null;
  const reachable = latestContact ? latestContact.ok || !['unreachable', 'address_refused'].includes(failureReasonOf(null, latestContact.detail)) : null;
  return {
    lastPullAt: await lastSuccessAt(db, connectionId, 'pull'),
    lastPushAt: iso(lastPush?.at),
    pendingPushes: Number(pending.n),
    lagSeconds: oldest === null ? 0 : Math.max(0, Math.round((now.getTime() - oldest) / 1000)),
    reachable,
    failures: [...groups.values()].sort((a, b) => b.lastAt.localeCompare(a.lastAt)),
  };
}
