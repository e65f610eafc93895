import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database, OccupancySourceValue } from '../../db/types';
import type { OccupancyEntry, OccupancyRoom } from '../../../src-shared/occupancy.schemas';

type Executor = Db | Transaction<Database>;

export async function hotelTimezone(db: Executor, hotelId: string): Promise<string> {
  const row = await db.selectFrom('hotels').select('timezone').where('id', '=', hotelId).executeTakeFirstOrThrow();
  return row.timezone;
}

/** The hotel's rooms by number, for the numbers asked (one statement however many). */
export async function roomsByNumber(db: Executor, hotelId: string, numbers: string[]): Promise<Map<string, string>> {
  if (numbers.length === 0) return new Map();
  const rows = await db
    .selectFrom('rooms')
    .select(['id', 'room_number'])
    .where('hotel_id', '=', hotelId)
    .where(sql<boolean>`room_number = any(${sql.val(numbers)}::text[])`)
    .execute();
  return new Map(rows.map((r) => [r.room_number, r.id]));
}

/**
 * Makes the hotel's day exactly `rooms` (DESIGN §17: a whole day, idempotent) in one
 * statement: rows not listed go, listed rows are inserted or updated, and a row whose
 * content is the same keeps its time and what the plan did with it. Returns the rooms whose
 * occupancy changed (the ones the plan looks at again). A room whose `turndownRequested` is
 * not given keeps its stored request (a guest's request outlives a re-import without it).
 */
export async function replaceDay(
  trx: Transaction<Database>,
  hotelId: string,
  day: string,
  rooms: (OccupancyEntry & { roomId: string })[],
  source: OccupancySourceValue,
  at: Date,
): Promise<string[]> {
  const col = <T>(f: (r: OccupancyEntry & { roomId: string }) => T) => sql.val(rooms.map(f));
  const roomIds = rooms.map((r) => r.roomId);
  const { rows } = await sql<{ room_id: string }>`
    with incoming as (
      select * from unnest(
        ${sql.val(roomIds)}::uuid[], ${col((r) => r.occupied)}::boolean[], ${col((r) => r.stay)}::text[],
        ${col((r) => r.guests ?? null)}::integer[], ${col((r) => r.nightsSoFar ?? null)}::integer[], ${col((r) => r.optOut ?? false)}::boolean[],
        ${col((r) => r.arrivalTime ?? null)}::text[], ${col((r) => r.departureTime ?? null)}::text[],
        ${col((r) => r.vip ?? 0)}::integer[], ${col((r) => r.earlyCheckIn ?? false)}::boolean[],
        ${col((r) => r.turndownRequested ?? null)}::boolean[]
      ) as t(room_id, occupied, stay, guests, nights_so_far, opt_out, arrival_time, departure_time, vip, early_check_in, turndown_requested)
    ),
    -- The list itself, not a join with incoming: PostgreSQL hashes a constant list, whereas a
    -- join is planned from statistics, and for a day first written moments ago (or on PGlite,
    -- which never gathers them) they say one row: a nested loop, 7,500 × 7,500 comparisons,
    -- a minute of a core for a re-import (issue 28).
    removed as (
      delete from room_occupancy o
      where o.hotel_id = ${hotelId} and o.day = ${day}::date and o.room_id <> all(${sql.val(roomIds)}::uuid[])
      returning o.room_id
    ),
    written as (
      insert into room_occupancy (hotel_id, room_id, day, occupied, stay, guests, nights_so_far, opt_out, arrival_time, departure_time, vip, early_check_in, turndown_requested, source, updated_at)
      select ${hotelId}, i.room_id, ${day}::date, occupied, stay, guests, nights_so_far, opt_out, arrival_time, departure_time, vip, early_check_in,
        -- A turndown request not told (a file without that column, the PMS, an API client that
        -- leaves it out) keeps the one stored (issue 32): found by the key, one row per room.
        coalesce(i.turndown_requested, (select k.turndown_requested from room_occupancy k where k.room_id = i.room_id and k.day = ${day}::date), false),
        ${source}, ${at} from incoming i
      on conflict (room_id, day) do update set
        occupied = excluded.occupied, stay = excluded.stay, guests = excluded.guests,
        nights_so_far = excluded.nights_so_far, opt_out = excluded.opt_out, arrival_time = excluded.arrival_time,
        departure_time = excluded.departure_time, vip = excluded.vip, early_check_in = excluded.early_check_in,
        turndown_requested = excluded.turndown_requested, source = excluded.source, updated_at = excluded.updated_at
      where (room_occupancy.occupied, room_occupancy.stay, room_occupancy.guests, room_occupancy.nights_so_far, room_occupancy.opt_out,
             room_occupancy.arrival_time, room_occupancy.departure_time, room_occupancy.vip, room_occupancy.early_check_in, room_occupancy.turndown_requested)
        is distinct from (excluded.occupied, excluded.stay, excluded.guests, excluded.nights_so_far, excluded.opt_out,
             excluded.arrival_time, excluded.departure_time, excluded.vip, excluded.early_check_in, excluded.turndown_requested)
      returning room_id
    )
    select room_id from written union all select room_id from removed`.execute(trx);
  return rows.map((r) => r.room_id);
}

export async function listDay(db: Executor, hotelId: string, day: string): Promise<OccupancyRoom[]> {
  const rows = await db
    .selectFrom('room_occupancy as o')
    .innerJoin('rooms as r', 'r.id', 'o.room_id')
    .select(['o.room_id', 'r.room_number', 'o.occupied', 'o.stay', 'o.guests', 'o.nights_so_far', 'o.opt_out', 'o.arrival_time', 'o.departure_time', 'o.vip', 'o.early_check_in', 'o.turndown_requested', 'o.source', 'o.updated_at'])
    .where('o.hotel_id', '=', hotelId)
    .where(sql<boolean>`o.day = ${day}::date`)
    .orderBy(sql`nullif(regexp_replace(r.room_number, '\\D', '', 'g'), '')::numeric nulls last, r.room_number`)
    .execute();
  return rows.map((r) => ({
    roomId: r.room_id,
    roomNumber: r.room_number,
    occupied: r.occupied,
    stay: r.stay,
    guests: r.guests,
    nightsSoFar: r.nights_so_far,
    optOut: r.opt_out,
    arrivalTime: r.arrival_time,
    departureTime: r.departure_time,
    vip: r.vip,
    earlyCheckIn: r.early_check_in,
    turndownRequested: r.turndown_requested,
    source: r.source,
    updatedAt: new Date(r.updated_at).toISOString(),
  }));
}
