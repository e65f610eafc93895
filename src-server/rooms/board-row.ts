import { sql, type QueryCreator } from 'kysely';
import type { Database } from '../db/types';
import type { BoardRoom } from '../../src-shared/room-ops.schemas';
import { creditsFor } from '../../src-shared/cleaning-types';
import { iso, lifecycleFields, outOfOrderOf, scheduledOutOfOrderOf } from '../../src-shared/room-row';
import { roomWork, typeCredits } from '../features/workload/room-work';
import { hasOpenLateCheckout } from '../features/late-checkouts/open-late-checkout';

/**
 * Row building: the board row a room list reads (its select list and order) and the
 * BoardRoom made from it. The same row after a change, without reading it again, is
 * withChanges (src-shared/room-row.ts).
 */

/** Room numbers sort as numbers when they are numbers (101 < 1001), then as text. */
export const roomNumberOrder = sql`nullif(regexp_replace(r.room_number, '\\D', '', 'g'), '')::numeric nulls last, r.room_number`;
/**
 * Every room list: rush rooms first (DESIGN §12), then by number. The client keeps its cached
 * lists in the same order (compareListOrder, src-shared/room-status.ts).
 */
export const listOrder = sql`s.priority desc, ${roomNumberOrder}`;

export function boardQuery(db: QueryCreator<Database>) {
  return db
    .selectFrom('room_statuses as s')
    .innerJoin('rooms as r', 'r.id', 's.room_id')
    .innerJoin('hotels as h', 'h.id', 's.hotel_id')
    .leftJoin('users as u', 'u.id', 's.assigned_to')
    .leftJoin('room_types as rt', 'rt.id', 'r.room_type_id')
    // The room's occupancy today, in the hotel's timezone (DESIGN §17): VC/VD/OC/OD and arrival/due out on the board.
    .leftJoin('room_occupancy as o', (join) =>
      join.onRef('o.room_id', '=', 'r.id').on('o.day', '=', sql<string>`(now() at time zone h.timezone)::date`),
    )
    .select([
      's.id',
      's.room_id',
      's.hotel_id',
      'r.room_number',
      'r.floor',
      's.status',
      's.notes',
      's.system_note',
      's.assigned_to',
      'u.full_name as assigned_to_name',
      's.assigned_at',
      's.assigned_by',
      's.marked_dirty_at',
      's.marked_dirty_by',
      's.cleaned_at',
      's.cleaned_by',
      's.pms_updated_at',
      's.pms_updated_by',
      's.version',
      's.updated_at',
      's.cleaning_type',
      's.priority',
      's.deferral_reason',
      's.deferral_retry_at',
      's.deferred_at',
      's.deferred_by',
      's.timer_state',
      's.timer_started_at',
      's.timer_worked_seconds',
      's.inspected_at',
      's.inspected_by',
      's.failed_inspection_reason',
      's.failed_inspection_at',
      's.failed_items',
      's.ooo_reason',
      's.ooo_from',
      's.ooo_until',
      's.ooo_return_status',
      's.ooo_next_from',
      's.ooo_next_until',
      's.ooo_next_reason',
      's.ooo_next_return_status',
      'h.inspection_required',
      'r.room_type_id',
      'rt.credits_departure',
      'rt.credits_stayover',
      'rt.credits_touch_up',
      'o.occupied as occ_occupied',
      'o.stay as occ_stay',
      hasOpenLateCheckout.as('has_late_checkout'),
    ]);
}

export type BoardRow = Awaited<ReturnType<ReturnType<typeof boardQuery>['executeTakeFirstOrThrow']>>;


export function toBoardRoom(row: BoardRow): BoardRoom {
  return {
    id: row.id,
    roomId: row.room_id,
    hotelId: row.hotel_id,
    roomNumber: row.room_number,
    floor: row.floor,
    status: row.status,
    notes: row.notes,
    systemNote: row.system_note,
    assignedTo: row.assigned_to,
    assignedToName: row.assigned_to_name,
    assignedAt: iso(row.assigned_at),
    assignedBy: row.assigned_by,
    markedDirtyAt: iso(row.marked_dirty_at),
    markedDirtyBy: row.marked_dirty_by,
    cleanedAt: iso(row.cleaned_at),
    cleanedBy: row.cleaned_by,
    pmsUpdatedAt: iso(row.pms_updated_at),
    pmsUpdatedBy: row.pms_updated_by,
    version: row.version,
    updatedAt: iso(row.updated_at)!,
    hasLateCheckout: Boolean(row.has_late_checkout),
    roomTypeId: row.room_type_id,
    credits: creditsFor(roomWork(row).cleaningType, typeCredits(row)),
    occupancy: row.occ_stay === null ? null : { occupied: Boolean(row.occ_occupied), stay: row.occ_stay },
    ...lifecycleFields(row),
    outOfOrder: outOfOrderOf(row),
    outOfOrderScheduled: scheduledOutOfOrderOf(row),
  };
}
