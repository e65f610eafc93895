import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { fail } from '../../trpc/errors';

export function requestHash(payload: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(payload)).digest('hex');
}

/**
 * Claims (user, clientActionId) inside the change's own transaction (DESIGN §6). A
 * concurrent duplicate blocks on the key until the first commits, then gets the stored
 * response; a rolled-back first attempt leaves no claim behind. The change's own write
 * statement stores the response (writeStatusChanges).
 */
export async function claimClientAction(
  trx: Transaction<Database>,
  userId: string,
  clientActionId: string,
  hash: string,
): Promise<{ replay: unknown } | null> {
  const inserted = await trx
    .insertInto('client_actions')
    .values({ user_id: userId, client_action_id: clientActionId, request_hash: hash, response: 'null' })
    .onConflict((oc) => oc.columns(['user_id', 'client_action_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (inserted) return null;
  const stored = await trx
    .selectFrom('client_actions')
    .select(['request_hash', 'response'])
    .where('user_id', '=', userId)
    .where('client_action_id', '=', clientActionId)
    .executeTakeFirstOrThrow();
  if (stored.request_hash !== hash) fail('CONFLICT', 'This change was already sent with different content');
  return { replay: stored.response };
}
