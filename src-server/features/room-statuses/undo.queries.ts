import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { StatusChanges } from '../../rooms/change-rooms';

type Trx = Transaction<Database>;

/** A room's whole status row as it was before a change (every column, whoever added it). */
export type StatusRowBefore = Record<string, unknown> & { id: string; room_id: string; hotel_id: string; version: number };

/** The user's own earlier action, locked so two undos of it queue and the second sees the first. */
export async function lockUndoable(trx: Trx, userId: string, actionId: string) {
  const row = await trx
    .selectFrom('client_actions')
    .select(['undo', 'undone_at', 'created_at'])
    .where('user_id', '=', userId)
    .where('client_action_id', '=', actionId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  return { before: (row.undo ?? []) as StatusRowBefore[], undoneAt: row.undone_at, createdAt: new Date(row.created_at) };
}

export async function currentVersions(trx: Trx, statusIds: string[]): Promise<Map<string, number>> {
  if (statusIds.length === 0) return new Map();
  const rows = await trx.selectFrom('room_statuses').select(['id', 'version']).where('id', 'in', statusIds).execute();
  return new Map(rows.map((r) => [r.id, r.version]));
}

/** The columns an undo writes back: all but the row's identity and its bookkeeping. */
export function restoredFields(before: StatusRowBefore): StatusChanges {
  const {
    id: _id,
    room_id: _room,
    hotel_id: _hotel,
    version: _version,
    updated_at: _updated,
    // Who changed the room last is bookkeeping too: the undo is its actor's own change.
    last_actor_id: _actor,
    last_actor_version: _actorVersion,
    last_actor_since: _actorSince,
    ...fields
  } = before;
  return fields as unknown as StatusChanges;
}

/**
 * The undone change and its undo leave the reports (a room cleaned then undone was not
 * cleaned), but stay in the history; the original is marked so it cannot be undone twice.
 */
export async function markUndone(trx: Trx, userId: string, actionIds: string[], at: Date): Promise<void> {
  await trx
    .updateTable('client_actions')
    .set({ undone_at: at })
    .where('user_id', '=', userId)
    .where('client_action_id', '=', actionIds[0]!)
    .execute();
  await trx
    .updateTable('room_status_events')
    .set({ undone_at: at })
    .where('actor_id', '=', userId)
    .where('client_action_id', 'in', actionIds)
    .execute();
}
