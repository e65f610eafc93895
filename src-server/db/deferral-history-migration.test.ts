import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDb, testDatabases, type TestDb } from '../test/test-db';
import { makeMigrator } from './migrate';

const BEFORE = '2026-11-24T090000_room-types';

/** Deferral history rows written as English text before 2026-11-24T100000 are read back as data, and back again. */
describe.each(testDatabases())('the deferral history migration on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.close());

  const notesOf = async () =>
    (await sql<{ notes: string | null }>`select notes from room_status_events order by id`.execute(t.db)).rows.map((r) => r.notes);

  it('turns the old texts into reason and retry time, keeps other notes, and undoes cleanly', async () => {
    const migrator = makeMigrator(t.db);
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const hotel = await t.db.insertInto('hotels').values({ name: 'H', address: null }).returning('id').executeTakeFirstOrThrow();
    const room = await t.db.insertInto('rooms').values({ hotel_id: hotel.id, room_number: '101', floor: 1 }).returning('id').executeTakeFirstOrThrow();
    const texts = ['Do not disturb, retry at 14:30', 'Service refused', 'Guest in room, retry at 09:05', 'Guest asked for 10 minutes'];
    for (const notes of texts) {
      await sql`insert into room_status_events (room_id, room_number, hotel_id, from_status, to_status, notes, action)
        values (${room.id}, '101', ${hotel.id}, 'assigned', 'assigned', ${notes}, 'deferred')`.execute(t.db);
    }

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await t.db.selectFrom('room_status_events').select(['notes', 'deferral_reason', 'deferral_retry_at']).orderBy('id').execute();
    expect(rows).toEqual([
      { notes: null, deferral_reason: 'dnd', deferral_retry_at: '14:30' },
      { notes: null, deferral_reason: 'refused', deferral_retry_at: null },
      { notes: null, deferral_reason: 'guest_in_room', deferral_retry_at: '09:05' },
      { notes: 'Guest asked for 10 minutes', deferral_reason: null, deferral_retry_at: null },
    ]);

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    expect(await notesOf()).toEqual(texts);
  });
});
