import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/types';
import type { PlanRoomInput } from '../../../src-shared/day-plan';
import type { CleaningType } from '../../../src-shared/cleaning-types';
import { LOCKED_STATUS_COLUMNS } from '../../rooms/change-rooms';

type Executor = Db | Transaction<Database>;

/**
 * The rooms the day's plan looks at: those with occupancy that day (optionally only some),
 * their status rows locked for the rest of the transaction when applying. Carries what
 * writeStatusChanges needs of a locked row, and the hotel-local day each was last cleaned.
 */
export function planRows(db: Executor, hotelId: string, day: string, opts: { lock?: boolean; roomIds?: string[] } = {}) {
  let q = db
    .selectFrom('room_statuses as s')
    .innerJoin('rooms as r', 'r.id', 's.room_id')
    .innerJoin('hotels as h', 'h.id', 's.hotel_id')
    .innerJoin('room_occupancy as o', (join) => join.onRef('o.room_id', '=', 's.room_id').on(sql<boolean>`o.day = ${day}::date`))
    .select([
      ...LOCKED_STATUS_COLUMNS,
      'o.stay',
      'o.nights_so_far',
      'o.opt_out',
      'o.planned_type',
      // A room clean since it was made has no cleaned_at: its last change stands in.
      sql<string>`(coalesce(s.cleaned_at, s.updated_at) at time zone h.timezone)::date::text`.as('cleaned_day'),
    ])
    .where('s.hotel_id', '=', hotelId);
  if (opts.roomIds) q = q.where(sql<boolean>`s.room_id = any(${sql.val(opts.roomIds)}::uuid[])`);
  return (opts.lock ? q.forUpdate('s') : q).orderBy('s.id').execute();
}
export type PlanRow = Awaited<ReturnType<typeof planRows>>[number];

export function toPlanInput(row: PlanRow): PlanRoomInput {
  return {
    roomId: row.room_id,
    roomNumber: row.room_number,
    status: row.status,
    cleanedDay: row.cleaned_day,
    occupancy: { stay: row.stay, nightsSoFar: row.nights_so_far, optOut: row.opt_out },
    plannedType: row.planned_type,
  };
}

/** Remembers what the plan did with each room that day, so planning again leaves it alone. */
export async function markPlanned(
  trx: Transaction<Database>,
  day: string,
  planned: { roomId: string; plannedType: CleaningType | 'none' }[],
  at: Date,
): Promise<void> {
  if (planned.length === 0) return;
  await sql`
    update room_occupancy o set planned_type = p.planned_type, planned_at = ${at}
    from unnest(${sql.val(planned.map((p) => p.roomId))}::uuid[], ${sql.val(planned.map((p) => p.plannedType))}::text[]) as p(room_id, planned_type)
    where o.room_id = p.room_id and o.day = ${day}::date`.execute(trx);
}
