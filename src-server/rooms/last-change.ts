import { sql } from 'kysely';
import type { LastChange } from '../../src-shared/stale-change';

/**
 * The columns every write to a room's status row sets beside `version + 1`: who made the
 * change, extending their run when the previous version was theirs too (nextLastChange in
 * src-shared/stale-change.ts is the same rule, for the model). Inside UPDATE … SET every
 * column reads the row as it was.
 */
export function lastChangeColumns(actorId: string | null) {
  return {
    last_actor_id: actorId,
    last_actor_version: sql<number>`version + 1`,
    last_actor_since: sql<number>`case when last_actor_id = ${actorId}::uuid and last_actor_version = version and last_actor_since is not null then last_actor_since else version end`,
  };
}

/** The stamp as the stale check reads it. */
export function lastChangeOf(row: { last_actor_id: string | null; last_actor_version: number | null; last_actor_since: number | null }): LastChange {
  return { actorId: row.last_actor_id, version: row.last_actor_version, since: row.last_actor_since };
}
