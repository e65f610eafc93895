import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/types';
import type { PmsSyncFailure } from '../../../src-shared/pms.schemas';

type Executor = Db | Transaction<Database>;

/**
 * The rooms of a hotel marked 'PMS sync failed' (issue 20 point 3): a push of the hotel's
 * enabled connection failed for good and no later push of the room was delivered. Unlike the
 * admin log's list, a later push still being retried keeps the mark: the PMS has not got it yet.
 */
export async function pmsSyncFailures(db: Executor, hotelId: string, roomIds?: string[]): Promise<PmsSyncFailure[]> {
  if (roomIds?.length === 0) return [];
  let query = db
    .selectFrom('pms_pushes as p')
    .innerJoin('pms_connections as c', 'c.id', 'p.connection_id')
    .innerJoin('rooms as r', 'r.id', 'p.room_id')
    .distinctOn('p.room_id')
    .select(['p.room_id', 'r.room_number', 'p.last_attempt_at', 'p.created_at', 'p.last_status'])
    .where('c.hotel_id', '=', hotelId)
    .where('c.enabled', '=', true)
    .where('p.state', '=', 'failed')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('pms_pushes as later')
            .select('later.id')
            .whereRef('later.connection_id', '=', 'p.connection_id')
            .whereRef('later.room_id', '=', 'p.room_id')
            .whereRef('later.seq', '>', 'p.seq')
            .where('later.state', '=', 'delivered'),
        ),
      ),
    );
  if (roomIds) query = query.where('p.room_id', 'in', roomIds);
  const rows = await query.orderBy('p.room_id').orderBy('p.created_at', 'desc').execute();
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

