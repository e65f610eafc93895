import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDb, testDatabases, type TestDb } from '../test/test-db';
import { makeMigrator } from './migrate';

const BEFORE = '2026-11-28T070000_out-of-order-scheduled';

/** Work orders' and guest requests' history notes stored as English words become their kind (issue 19). */
describe.each(testDatabases())('the service history notes migration on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.close());

  it('gives the rows whose words are a work order’s or a guest request’s of their room its data, and leaves the rest as text', async () => {
    const migrator = makeMigrator(t.db);
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const hotel = await t.db.insertInto('hotels').values({ name: 'H', address: null }).returning('id').executeTakeFirstOrThrow();
    const room = async (n: string, status: string, notes: string | null) => {
      const r = await t.db.insertInto('rooms').values({ hotel_id: hotel.id, room_number: n, floor: 1 }).returning('id').executeTakeFirstOrThrow();
      await sql`insert into room_statuses (room_id, hotel_id, status, notes) values (${r.id}, ${hotel.id}, ${status}, ${notes})`.execute(t.db);
      return r.id;
    };
    const event = (roomId: string, n: string, action: string, notes: string) =>
      sql`insert into room_status_events (room_id, room_number, hotel_id, from_status, to_status, notes, action)
        values (${roomId}, ${n}, ${hotel.id}, 'clean', 'clean', ${notes}, ${action})`.execute(t.db);
    const order = (roomId: string, category: string, title: string, note: string | null, outOfOrder = false) =>
      sql`insert into work_orders (hotel_id, room_id, category, title, note, out_of_order) values (${hotel.id}, ${roomId}, ${category}, ${title}, ${note}, ${outOfOrder})`.execute(t.db);

    const r1 = await room('101', 'out_of_order', 'Plumbing: Leaking tap');
    await order(r1, 'plumbing', 'Plumbing', 'Leaking tap', true);
    await event(r1, '101', 'work_order_created', 'Plumbing: Leaking tap');
    await event(r1, '101', 'work_order_done', 'Plumbing: Leaking tap');
    const r2 = await room('102', 'clean', null);
    await order(r2, 'furniture', 'Chair', null);
    await event(r2, '102', 'work_order_created', 'Chair');
    // Words no work order of the room has: typed, or another room's.
    await event(r2, '102', 'work_order_done', 'Plumbing: Leaking tap');
    await sql`insert into guest_requests (hotel_id, room_id, kind, note) values (${hotel.id}, ${r2}, 'towels', '2 bath towels'), (${hotel.id}, ${r2}, 'crib', null)`.execute(t.db);
    await event(r2, '102', 'guest_request_done', 'Towels: 2 bath towels');
    await event(r2, '102', 'guest_request_done', 'Crib');
    await event(r2, '102', 'guest_request_done', 'Amenities');

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const events = await sql<{ notes: string; system_note: unknown }>`
      select notes, system_note from room_status_events order by room_number, action, notes`.execute(t.db);
    const leak = { kind: 'work-order', params: { category: 'plumbing', title: null, note: 'Leaking tap' } };
    expect(events.rows).toEqual([
      { notes: 'Plumbing: Leaking tap', system_note: leak },
      { notes: 'Plumbing: Leaking tap', system_note: leak },
      { notes: 'Amenities', system_note: null },
      { notes: 'Crib', system_note: { kind: 'guest-request', params: { request: 'crib', note: null } } },
      { notes: 'Towels: 2 bath towels', system_note: { kind: 'guest-request', params: { request: 'towels', note: '2 bath towels' } } },
      { notes: 'Chair', system_note: { kind: 'work-order', params: { category: 'furniture', title: 'Chair', note: null } } },
      { notes: 'Plumbing: Leaking tap', system_note: null },
    ]);
    const statuses = await sql<{ system_note: unknown }>`select s.system_note from room_statuses s join rooms r on r.id = s.room_id order by r.room_number`.execute(t.db);
    expect(statuses.rows).toEqual([{ system_note: leak }, { system_note: null }]);

    // Undone, the kind the code before it does not know is gone; the words never changed.
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const after = await sql<{ n: number }>`select count(*)::int as n from room_status_events where system_note ->> 'kind' = 'guest-request'`.execute(t.db);
    expect(after.rows[0]!.n).toBe(0);
  });
});
