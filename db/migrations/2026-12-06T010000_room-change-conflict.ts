import { sql, type Kysely } from 'kysely';

/**
 * Issue 30 (2–3 round trips a change): a status change reads its room without a lock, then
 * writes it in one statement that commits on its own (src-server/rooms/change-room-at-once.ts),
 * guarded by the row version it read. When someone changed the room in between, the guard
 * matches no row and this function, called in that statement's last step, aborts the whole
 * statement (its history row, change log entry and claim with it) as a serialization failure:
 * the app then makes the change again the locking way. Volatile, so it runs only when reached.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function room_change_conflict() returns uuid language plpgsql volatile as $$
    begin
      raise exception 'the room changed since it was read' using errcode = 'serialization_failure';
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function room_change_conflict()`.execute(db);
}
