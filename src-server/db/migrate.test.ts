import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDb, testDatabases, type TestDb } from '../test/test-db';
import { NO_MIGRATIONS } from 'kysely/migration';
import { makeMigrator } from './migrate';

const TABLES = [
  'analytics_arrivals',
  'analytics_clean_days',
  'analytics_clean_days_done',
  'analytics_cleans',
  'analytics_days',
  'api_tokens',
  'app_settings',
  'areas',
  'attendant_queue_order',
  'checklists',
  'cleaning_rules',
  'client_actions',
  'evening_roster',
  'guest_requests',
  'hotel_change_counters',
  'hotel_changes',
  'hotels',
  'inspection_photos',
  'inspection_score_days',
  'inspection_score_sums',
  'inspection_score_sums_done',
  'inspections',
  'late_checkouts',
  'login_failures',
  'lost_items',
  'occupancy_csv_mappings',
  'occupancy_import_leases',
  'pms_connections',
  'pms_differences',
  'pms_log',
  'pms_out_of_order',
  'pms_pushes',
  'push_subscriptions',
  'recurring_tasks',
  'room_discrepancies',
  'room_note_reads',
  'room_notes',
  'room_occupancy',
  'room_status_events',
  'room_statuses',
  'room_types',
  'rooms',
  'shift_roster',
  'turndowns',
  'users',
  'webhook_deliveries',
  'webhooks',
  'work_order_comments',
  'work_order_photos',
  'work_orders',
];

async function tableNames(t: TestDb) {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_name not like 'kysely_%' order by table_name`.execute(t.db);
  return rows.map((r) => r.name);
}

describe.each(testDatabases())('migrations on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.close());

  it('create the whole data model', async () => {
    expect(await tableNames(t)).toEqual(TABLES);
  });

  it('enforce the model: one status per room, one open late checkout per room, unique emails', async () => {
    const hotel = await t.db.insertInto('hotels').values({ name: 'H', address: null }).returning('id').executeTakeFirstOrThrow();
    const room = await t.db
      .insertInto('rooms')
      .values({ hotel_id: hotel.id, room_number: '101', floor: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      t.db.insertInto('rooms').values({ hotel_id: hotel.id, room_number: '101', floor: 1 }).execute(),
    ).rejects.toThrow();
    await t.db.insertInto('room_statuses').values({ room_id: room.id, hotel_id: hotel.id }).execute();
    await expect(t.db.insertInto('room_statuses').values({ room_id: room.id, hotel_id: hotel.id }).execute()).rejects.toThrow();
    const late = { room_id: room.id, hotel_id: hotel.id, checkout_time: '13:00', created_by: null };
    await t.db.insertInto('late_checkouts').values(late).execute();
    await expect(t.db.insertInto('late_checkouts').values(late).execute()).rejects.toThrow();
    await expect(
      t.db.insertInto('late_checkouts').values({ ...late, checkout_time: '25:00', resolved_at: new Date() }).execute(),
    ).rejects.toThrow();
    const user = { password_hash: 'x', full_name: 'A', role: 'manager' as const, hotel_id: null, alias: null, pin_hash: null, requested_hotel_name: null, pin_locked_at: null };
    await t.db.insertInto('users').values({ ...user, email: 'a@b.test' }).execute();
    await expect(t.db.insertInto('users').values({ ...user, email: 'A@B.test' }).execute()).rejects.toThrow();
  });

  it('roll back completely and apply again', async () => {
    const migrator = makeMigrator(t.db);
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await tableNames(t)).toEqual([]);
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await tableNames(t)).toEqual(TABLES);
  });
});
