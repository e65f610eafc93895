import { sql, type Kysely } from 'kysely';

/**
 * Issue 9: a change takes its place in the hotel's change sequence at COMMIT, not when it is
 * written. Taking it mid-transaction locked the hotel's row from the write until the commit,
 * so every change of a busy hotel queued behind the slowest transaction's remaining round
 * trips (and any pause of the app between them). Now a change is logged with a provisional
 * negative seq (unique, from a plain sequence, so no lock), and a deferred trigger, which
 * PostgreSQL runs at COMMIT, bumps the hotel's sequence and gives the entry its value. The
 * hotel's row is then locked only for the commit itself, and, as before, held until the
 * commit is visible, so sequence order is still commit order (what resume relies on).
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence hotel_change_provisional`.execute(db);
  await sql`
    create function hotel_changes_take_seq() returns trigger language plpgsql as $$
    declare
      next_seq bigint;
    begin
      update hotels set change_seq = change_seq + 1 where id = new.hotel_id returning change_seq into next_seq;
      update hotel_changes set seq = next_seq where hotel_id = new.hotel_id and seq = new.seq;
      return null;
    end
    $$`.execute(db);
  await sql`
    create constraint trigger hotel_changes_take_seq
    after insert on hotel_changes
    deferrable initially deferred
    for each row when (new.seq < 0)
    execute function hotel_changes_take_seq()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger hotel_changes_take_seq on hotel_changes`.execute(db);
  await sql`drop function hotel_changes_take_seq()`.execute(db);
  await sql`drop sequence hotel_change_provisional`.execute(db);
}
