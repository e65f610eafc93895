import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { NOTE_MAX_LENGTH } from '../../../src-shared/limits';
import { logServiceEvent } from '../work-orders/work-order-history';

/**
 * An attendant's order of her rooms changed (DESIGN §22, issue 32) is a row of the day's
 * history, naming who reordered (the row's actor: she, or a manager): one row per reorder, on
 * the room now first, with her name and the new order as its note (names and room numbers,
 * no words to translate). The room's status is unchanged (from = to): never a clean.
 */
export const QUEUE_REORDERED_ACTION = 'queue_reordered';

export function queueOrderHistoryEvent(action: string | null): 'reordered' | null {
  return action === QUEUE_REORDERED_ACTION ? 'reordered' : null;
}

export function logQueueReordered(
  trx: Transaction<Database>,
  order: { attendantName: string | null; roomIds: readonly string[]; roomNumbers: readonly string[] },
  meta: { actorId: string | null; at: Date },
): Promise<void> {
  const first = order.roomIds[0];
  if (!first) return Promise.resolve();
  const note = `${order.attendantName ? `${order.attendantName}: ` : ''}${order.roomNumbers.join(', ')}`.slice(0, NOTE_MAX_LENGTH);
  return logServiceEvent(trx, first, QUEUE_REORDERED_ACTION, { ...meta, historyNote: note });
}
