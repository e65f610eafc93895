import crypto from 'node:crypto';
import type { QueryCreator, Transaction } from 'kysely';
import type { Database } from '../db/types';
import { fail } from '../trpc/errors';

export function requestHash(payload: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(payload)).digest('hex');
}

/** A device's action as the claim records it (DESIGN §6). */
export interface ClientActionClaim {
  userId: string;
  clientActionId: string;
  hash: string;
}

/**
 * The claim of (user, clientActionId), to run inside the change's own transaction, alone or
 * as a CTE of the statement that locks the room. A concurrent duplicate blocks on the key
 * until the first commits, then inserts nothing; a rolled-back first attempt leaves no claim
 * behind. The change's own write statement stores the response (writeStatusChanges).
 */
export function claimInsert(db: QueryCreator<Database>, claim: ClientActionClaim) {
  return db
    .insertInto('client_actions')
    .values({ user_id: claim.userId, client_action_id: claim.clientActionId, request_hash: claim.hash, response: 'null' })
    .onConflict((oc) => oc.columns(['user_id', 'client_action_id']).doNothing())
    .returning('user_id');
}

/** The answer an already claimed action gets again; different content under the same id is refused. */
export async function storedReplay(trx: Transaction<Database>, claim: ClientActionClaim): Promise<{ replay: unknown }> {
  const stored = await trx
    .selectFrom('client_actions')
    .select(['request_hash', 'response'])
    .where('user_id', '=', claim.userId)
    .where('client_action_id', '=', claim.clientActionId)
    .executeTakeFirstOrThrow();
  if (stored.request_hash !== claim.hash) fail('CONFLICT', 'CHANGE_SENT_DIFFERENTLY');
  return { replay: stored.response };
}

/** The answer a replay of this device action gets (exactly once, DESIGN §6), kept in the change's transaction. */
export async function storeAnswer(trx: Transaction<Database>, userId: string, clientActionId: string, response: unknown): Promise<void> {
  await trx
    .updateTable('client_actions')
    .set({ response: JSON.stringify(response) })
    .where('user_id', '=', userId)
    .where('client_action_id', '=', clientActionId)
    .execute();
}

/** Claims the action on its own; null when it is new, else the stored replay. */
export async function claimClientAction(
  trx: Transaction<Database>,
  userId: string,
  clientActionId: string,
  hash: string,
): Promise<{ replay: unknown } | null> {
  const claim = { userId, clientActionId, hash };
  const inserted = await claimInsert(trx, claim).executeTakeFirst();
  return inserted ? null : storedReplay(trx, claim);
}

/**
 * The exactly-once claim and replay of a device's action (DESIGN §6) around its work, in the
 * work's own transaction: the one sequence every queued action uses (rooms, work orders,
 * guest requests, findings). Without a clientActionId the work just runs. With one, the
 * action is claimed first: claimed before, the work does not run and the stored answer is
 * given back (different content under the same id is refused, CHANGE_SENT_DIFFERENTLY);
 * claimed now, the work runs and `keep` (when given) says what a replay is answered.
 * `request` is what the hash is of: what was asked, without the action's own id.
 */
export async function withClientAction<T>(
  trx: Transaction<Database>,
  action: { userId: string; clientActionId?: string | null; request: unknown },
  work: () => Promise<T>,
  keep?: (done: T) => unknown,
): Promise<{ replayed: true; replay: unknown } | { replayed: false; done: T }> {
  const { userId, clientActionId } = action;
  if (clientActionId) {
    const claim = await claimClientAction(trx, userId, clientActionId, requestHash(action.request));
    if (claim) return { replayed: true, replay: claim.replay };
  }
  const done = await work();
  if (clientActionId && keep) await storeAnswer(trx, userId, clientActionId, keep(done));
  return { replayed: false, done };
}
