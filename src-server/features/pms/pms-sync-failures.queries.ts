import type { ExpressionBuilder, Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/types';
import type { PmsSyncFailure } from '../../../src-shared/pms.schemas';

type Executor = Db | Transaction<Database>;

/**
 * The one rule for 'PMS sync failed' (issue 20 point 3), on a push aliased `p`: it failed for
 * good, and no later push of its room on its connection has since been delivered (or failed
 * itself: then that later one stands for the room). A later push still pending or retried
 * keeps the mark, since the PMS has not got it yet. So each marked room has exactly one such
 * push, its latest failure; the managers' list, the live marker, the admin log and the pruning
 * all read this.
 */
export function failedForGood(eb: ExpressionBuilder<Database & { p: Database['pms_pushes'] }, 'p'>) {
  return eb.and([
    eb('p.state', '=', 'failed'),
    eb.not(
      eb.exists(
        eb
          .selectFrom('pms_pushes as later')
          .select('later.id')
          .whereRef('later.connection_id', '=', 'p.connection_id')
          .whereRef('later.room_id', '=', 'p.room_id')
          // `ord`, not `seq`: pushes queued from one change share their seq (an end before the start that replaces it).
          .whereRef('later.ord', '>', 'p.ord')
          .where('later.state', 'in', ['delivered', 'failed']),
      ),
    ),
  ]);
}

/**
 * The rooms of a hotel marked 'PMS sync failed' (issue 20 point 3): the hotel's enabled
 * connection holds a push of the room that failed for good (`failedForGood`).
 */
export async function pmsSyncFailures(db: Executor, hotelId: string, roomIds?: string[]): Promise<PmsSyncFailure[]> {
  if (roomIds?.length === 0) return [];
  let query = db
    .selectFrom('pms_pushes as p')
    .innerJoin('pms_connections as c', 'c.id', 'p.connection_id')
    .innerJoin('rooms as r', 'r.id', 'p.room_id')
    .select(['p.room_id', 'r.room_number', 'p.last_attempt_at', 'p.created_at', 'p.last_status'])
    .where('c.hotel_id', '=', hotelId)
    .where('c.enabled', '=', true)
    .where(failedForGood);
  if (roomIds) query = query.where('p.room_id', 'in', roomIds);
  const rows = await query.execute();
  return rows
    .map((r) => ({
      roomId: r.room_id,
      roomNumber: r.room_number,
      failedAt: new Date(r.last_attempt_at ?? r.created_at).toISOString(),
      lastStatus: r.last_status,
    }))
    .sort((a, b) => a.roomNumber.localeCompare(b.roomNumber, 'en', { numeric: true }));
}

/** Whether the room carries the mark now: a delivery then takes it off (and says so live). */
export async function hasPmsSyncFailure(db: Executor, hotelId: string, roomId: string): Promise<boolean> {
  return (await pmsSyncFailures(db, hotelId, [roomId])).length > 0;
}

