import { sql, type Kysely } from 'kysely';

/**
 * DESIGN §21–§22 (issue 31): a room is ready in time when it is ready before its guest's own
 * arrival time (room_occupancy.arrival_time), the usual check-in hour only when that is unknown.
 * - The arrivals' index carries the arrival time, so the read stays index-only.
 * - The closed days kept so far counted readiness at the check-in hour for every arrival:
 *   forgotten, to be computed again by the next reading or the background pass.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists room_occupancy_arrivals`.execute(db);
  await sql`create index room_occupancy_arrivals on room_occupancy (hotel_id, day) include (room_id, arrival_time) where stay = 'arrival'`.execute(db);
  await sql`delete from analytics_days`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists room_occupancy_arrivals`.execute(db);
  await sql`create index room_occupancy_arrivals on room_occupancy (hotel_id, day) include (room_id) where stay = 'arrival'`.execute(db);
  await sql`delete from analytics_days`.execute(db);
}
