import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/types';
import type { Discrepancy } from '../../../src-shared/discrepancies.schemas';
import { iso } from '../../../src-shared/room-row';

type Executor = Db | Transaction<Database>;

export function discrepancyQuery(db: Executor) {
  return db
    .selectFrom('room_discrepancies as d')
    .innerJoin('rooms as r', 'r.id', 'd.room_id')
    .leftJoin('users as f', 'f.id', 'd.found_by')
    .leftJoin('users as v', 'v.id', 'd.resolved_by')
    .select([
      'd.id',
      'd.hotel_id',
      'd.room_id',
      'r.room_number',
      sql<string>`d.day::text`.as('day'),
      'd.found',
      'd.pms_occupied',
      'd.kind',
      'd.found_by',
      'f.full_name as found_by_name',
      'd.found_at',
      'd.resolved_at',
      'd.resolved_by',
      'v.full_name as resolved_by_name',
      'd.resolution_note',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof discrepancyQuery>['executeTakeFirstOrThrow']>>;

export function toDiscrepancy(row: Row): Discrepancy {
  return {
    id: row.id,
    hotelId: row.hotel_id,
    roomId: row.room_id,
    roomNumber: row.room_number,
    date: row.day,
    found: row.found,
    pmsOccupied: row.pms_occupied,
    kind: row.kind,
    foundBy: row.found_by,
    foundByName: row.found_by_name,
    foundAt: iso(row.found_at)!,
    resolvedAt: iso(row.resolved_at),
    resolvedBy: row.resolved_by,
    resolvedByName: row.resolved_by_name,
    resolutionNote: row.resolution_note,
  };
}

/** The hotel's findings of one day, discrepancies (sleep, skip) and DND alike, oldest first. */
export async function listDiscrepancies(db: Executor, hotelId: string, day: string): Promise<Discrepancy[]> {
  const rows = await discrepancyQuery(db).where('d.hotel_id', '=', hotelId).where('d.day', '=', day).orderBy('d.found_at').orderBy('d.id').execute();
  return rows.map(toDiscrepancy);
}

export async function findDiscrepancy(db: Executor, id: string): Promise<Discrepancy | undefined> {
  const row = await discrepancyQuery(db).where('d.id', '=', id).executeTakeFirst();
  return row && toDiscrepancy(row);
}
