import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { logServiceEvent } from '../work-orders/work-order-history';

/**
 * A turndown done is a row of the room's day history (issue 32): the manager reading the day
 * sees who turned down which room when, beside the cleans. The room's status is unchanged
 * (from = to), so it is never counted as a clean (reports/service-actions.ts).
 */
export const TURNDOWN_DONE_ACTION = 'turndown_done';

export function turndownHistoryEvent(action: string | null): 'done' | null {
  return action === TURNDOWN_DONE_ACTION ? 'done' : null;
}

export function logTurndownDone(trx: Transaction<Database>, roomId: string, meta: { actorId: string; at: Date }): Promise<void> {
  return logServiceEvent(trx, roomId, TURNDOWN_DONE_ACTION, { ...meta, historyNote: null });
}
