import type { Db } from '../../db/connection';

/** One day's history of a hotel, with the names of who did each thing; undone changes left out of the reports by the caller. */
export function dayEvents(db: Db, hotelId: string, bounds: { start: Date; end: Date }) {
  return db
    .selectFrom('room_status_events as e')
    .leftJoin('users as a', 'a.id', 'e.actor_id')
    .leftJoin('users as h', 'h.id', 'e.assigned_to')
    // The room's type as it is now prices its cleans (DESIGN §13).
    .leftJoin('rooms as r', 'r.id', 'e.room_id')
    .leftJoin('room_types as rt', 'rt.id', 'r.room_type_id')
    .select([
      'rt.credits_departure',
      'rt.credits_stayover',
      'rt.credits_touch_up',
      'e.at',
      'e.room_number',
      'e.from_status',
      'e.to_status',
      'e.actor_id',
      'a.full_name as actor_name',
      'a.role as actor_role',
      'e.assigned_to',
      'h.full_name as assignee_name',
      'h.role as assignee_role',
      'e.cleaning_type',
      'e.worked_seconds',
      'e.action',
      'e.notes',
      'e.system_note',
      'e.deferral_reason',
      'e.deferral_retry_at',
      'e.undone_at',
    ])
    .where('e.hotel_id', '=', hotelId)
    .where('e.at', '>=', bounds.start)
    .where('e.at', '<', bounds.end)
    .orderBy('e.at')
    .orderBy('e.id')
    .execute();
}
export type DayEvent = Awaited<ReturnType<typeof dayEvents>>[number];
