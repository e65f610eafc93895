import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { CleaningTypeValue, Database, RoomStatusValue, StayValue } from '../../db/types';

type Executor = Db | Transaction<Database>;

/** A room of the hotel with what the day's priority and ready time need (DESIGN §22). */
export interface ArrivalRow {
  room_id: string;
  room_number: string;
  floor: number | null;
  status: RoomStatusValue;
  assigned_to: string | null;
  assigned_to_name: string | null;
  cleaning_type: CleaningTypeValue | null;
  priority: boolean;
  timer_state: 'running' | 'paused' | null;
  timer_started_at: Date | null;
  timer_worked_seconds: number;
  cleaned_at: Date | null;
  room_type_id: string | null;
  credits_departure: number | null;
  credits_stayover: number | null;
  credits_touch_up: number | null;
  stay: StayValue | null;
  arrival_time: string | null;
  departure_time: string | null;
  vip: number | null;
  early_check_in: boolean | null;
}

/**
 * The hotel's rooms with their occupancy on `day`, in one statement (7,500 rooms: DESIGN §9).
 * `onlyAssignedTo`: one attendant's rooms.
 */
export async function arrivalRows(db: Executor, hotelId: string, day: string, onlyAssignedTo?: string): Promise<ArrivalRow[]> {
  let q = db
    .selectFrom('room_statuses as s')
    .innerJoin('rooms as r', 'r.id', 's.room_id')
    .leftJoin('users as u', 'u.id', 's.assigned_to')
    .leftJoin('room_types as rt', 'rt.id', 'r.room_type_id')
    .leftJoin('room_occupancy as o', (join) => join.onRef('o.room_id', '=', 'r.id').on('o.day', '=', sql<string>`${day}::date`))
    .select([
      's.room_id',
      'r.room_number',
      'r.floor',
      's.status',
      's.assigned_to',
      'u.full_name as assigned_to_name',
      's.cleaning_type',
      's.priority',
      's.timer_state',
      's.timer_started_at',
      's.timer_worked_seconds',
      's.cleaned_at',
      'r.room_type_id',
      'rt.credits_departure',
      'rt.credits_stayover',
      'rt.credits_touch_up',
      'o.stay',
      'o.arrival_time',
      'o.departure_time',
      'o.vip',
      'o.early_check_in',
    ])
    .where('s.hotel_id', '=', hotelId);
  if (onlyAssignedTo) q = q.where('s.assigned_to', '=', onlyAssignedTo);
  return (await q.execute()) as ArrivalRow[];
}

/**
 * Minutes a clean takes, measured (DESIGN §22): the median of the timed cleans of the last 30
 * days per room type and cleaning type, not undone; a pair with fewer than 3 has no measure.
 */
export async function measuredMinutes(db: Executor, hotelId: string, now: Date): Promise<Map<string, number>> {
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const { rows } = await sql<{ room_type_id: string | null; cleaning_type: string; minutes: number }>`
    select r.room_type_id, coalesce(e.cleaning_type, 'departure') as cleaning_type,
           percentile_cont(0.5) within group (order by e.worked_seconds) / 60.0 as minutes
    from room_status_events e join rooms r on r.id = e.room_id
    where e.hotel_id = ${hotelId} and e.at >= ${since} and e.worked_seconds > 0 and e.undone_at is null
    group by r.room_type_id, coalesce(e.cleaning_type, 'departure')
    having count(*) >= 3`.execute(db);
  return new Map(rows.map((r) => [measureKey(r.room_type_id, r.cleaning_type), Number(r.minutes)]));
}

export const measureKey = (roomTypeId: string | null, cleaningType: string) => `${roomTypeId ?? '-'}:${cleaningType}`;
