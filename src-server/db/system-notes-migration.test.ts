import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDb, testDatabases, type TestDb } from '../test/test-db';
import { makeMigrator } from './migrate';

const BEFORE = '2026-11-27T080000_user-language';

/** The app's own notes stored as English before 2026-11-28T040000 become their kind; typed notes stay text only. */
describe.each(testDatabases())('the system notes migration on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.close());

  it('gives the exact old sentences their kind, leaves the rest alone, and undoes cleanly', async () => {
    const migrator = makeMigrator(t.db);
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const hotel = await t.db.insertInto('hotels').values({ name: 'H', address: null }).returning('id').executeTakeFirstOrThrow();
    const texts = ['Marked out of service', 'Marked dirty after late checkout resolution', 'marked out of service, leak', null];
    for (const [i, notes] of texts.entries()) {
      const room = await t.db.insertInto('rooms').values({ hotel_id: hotel.id, room_number: `10${i}`, floor: 1 }).returning('id').executeTakeFirstOrThrow();
      await sql`insert into room_statuses (room_id, hotel_id, status, notes) values (${room.id}, ${hotel.id}, 'out_of_service', ${notes})`.execute(t.db);
      await sql`insert into room_status_events (room_id, room_number, hotel_id, from_status, to_status, notes)
        values (${room.id}, ${`10${i}`}, ${hotel.id}, 'clean', 'out_of_service', ${notes})`.execute(t.db);
    }

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const expected = [
      { notes: texts[0], system_note: { kind: 'out-of-service' } },
      { notes: texts[1], system_note: { kind: 'late-checkout-dirty' } },
      { notes: texts[2], system_note: null },
      { notes: null, system_note: null },
    ];
    const statuses = await sql<{ notes: string | null; system_note: unknown }>`
      select s.notes, s.system_note from room_statuses s join rooms r on r.id = s.room_id order by r.room_number`.execute(t.db);
    expect(statuses.rows).toEqual(expected);
    const events = await sql<{ notes: string | null; system_note: unknown }>`
      select notes, system_note from room_status_events order by room_number`.execute(t.db);
    expect(events.rows).toEqual(expected);

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const after = await sql<{ notes: string | null }>`select notes from room_status_events order by room_number`.execute(t.db);
    expect(after.rows.map((r) => r.notes)).toEqual(texts);
  });
});
