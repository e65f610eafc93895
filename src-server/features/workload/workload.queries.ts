import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/types';
import { approvedStaffOf } from '../../db/hotel-staff.queries';
import { creditsFor } from '../../../src-shared/cleaning-types';
import type { PlannerRoom } from '../../../src-shared/workload-planner';
import { roomWork, typeCredits } from './room-work';
import { LOCKED_STATUS_COLUMNS } from '../../rooms/change-rooms';
import { hasOpenLateCheckout } from '../late-checkouts/open-late-checkout';

type Executor = Db | Transaction<Database>;

function workRows(db: Executor, hotelId: string) {
  return db
    .selectFrom('room_statuses as s')
    .innerJoin('rooms as r', 'r.id', 's.room_id')
    .leftJoin('room_types as rt', 'rt.id', 'r.room_type_id')
    .select([
      ...LOCKED_STATUS_COLUMNS,
      'r.floor',
      'rt.credits_departure',
      'rt.credits_stayover',
      'rt.credits_touch_up',
      'rt.square_feet',
    ])
    .where('s.hotel_id', '=', hotelId);
}
export type WorkRow = Awaited<ReturnType<ReturnType<typeof workRows>['execute']>>[number];

/** What the planner needs of a room: its credits now, rush, floor, number and square feet. */
export function toPlannerRoom(row: WorkRow): PlannerRoom {
  const work = roomWork(row);
  return {
    id: row.room_id,
    roomNumber: row.room_number,
    floor: row.floor,
    credits: creditsFor(work.cleaningType, typeCredits(row)),
    rush: work.rush,
    squareFeet: row.square_feet ?? 0,
  };
}

/**
 * The rooms auto-assign plans (DESIGN §13): dirty, nobody's, no unresolved late checkout.
 * Locked for the rest of the transaction when applying, so the plan applied is the plan read.
 */
export function plannableRooms(db: Executor, hotelId: string, opts: { lock?: boolean } = {}) {
  const q = workRows(db, hotelId)
    .where('s.status', '=', 'dirty')
    .where('s.assigned_to', 'is', null)
    .where(sql<boolean>`not ${hasOpenLateCheckout}`);
  return (opts.lock ? q.forUpdate('s') : q).orderBy('s.id').execute();
}

/** Rooms assigned to these people and still to do: what they already carry into the plan. */
export function assignedRooms(db: Executor, hotelId: string, housekeeperIds: string[], opts: { lock?: boolean } = {}) {
  if (housekeeperIds.length === 0) return Promise.resolve([] as WorkRow[]);
  const q = workRows(db, hotelId).where('s.status', '=', 'assigned').where('s.assigned_to', 'in', housekeeperIds);
  return (opts.lock ? q.forUpdate('s') : q).orderBy('s.id').execute();
}

/** Which of these ids are approved housekeepers of the hotel. */
export async function hotelHousekeepers(db: Executor, hotelId: string, ids: string[]): Promise<Set<string>> {
  return approvedStaffOf(db, hotelId, ids, ['housekeeper']);
}

/** Names of these people, for answers that say who got what. */
export async function namesOf(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'full_name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.full_name]));
}

export async function squareFeetCap(db: Executor, hotelId: string): Promise<number | null> {
  const row = await db.selectFrom('hotels').select('max_square_feet_per_shift').where('id', '=', hotelId).executeTakeFirst();
  return row?.max_square_feet_per_shift ?? null;
}
