import fc from 'fast-check';
import { sql } from 'kysely';
import type { TestApp } from '../test/test-app';
import { seedHotel, seedUser } from '../test/test-app';
import { seedCrew, seedRooms } from '../test/seed-rooms';
import type { Db } from '../db/connection';
import type { Hints } from './zod-arbitrary';
import { HOSTILE_TEXTS, OVER_65535_ROOM_NUMBERS } from './hostile-values';
import { drainChanges, installChangeLog } from './db-change-log';

export const ACTORS = ['nobody', 'admin', 'manager', 'frontdesk', 'housekeeper'] as const;
export type ActorName = (typeof ACTORS)[number];
/** Signed-in actors twice as often as nobody, whose calls mostly stop at 401. */
export const actorArbitrary = fc.constantFrom<ActorName>('nobody', 'admin', 'admin', 'manager', 'manager', 'frontdesk', 'frontdesk', 'housekeeper', 'housekeeper');

export interface FuzzWorld {
  /** Session cookies of the signed-in actors ('nobody' has none). */
  cookies: Record<ActorName, string | undefined>;
  hints: Hints;
  /** The tables changed since the last call (see db-change-log.ts). */
  changes(): Promise<string[]>;
  /** Puts back the seeded rows exactly, ids and all, so every case starts from the same world. */
  reset(): Promise<void>;
  /** Clears only the records of refused sign-ins (db-change-log.ts): cheaper than reset(), as often needed. */
  resetRefusalRecords(): Promise<void>;
}

/** Parents before children, so restored rows meet their foreign keys; unknown tables go last. */
const INSERT_ORDER = ['hotels', 'users', 'rooms', 'room_statuses', 'room_status_events', 'late_checkouts', 'room_notes', 'room_note_reads', 'push_subscriptions', 'client_actions', 'login_failures'];
/** Kept by truncateAll (generated secrets), so not part of the world. */
const NOT_RESET = ['app_settings', 'kysely_migration', 'kysely_migration_lock', 'fuzz_changes'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A hotel with staff of every role (the actors), a second hotel whose ids must stay out of
 * reach, rooms in every status, a late checkout, notes and a day of cleaning history.
 * Seeded once through the helpers, then snapshotted: restoring the snapshot after a
 * truncate is cheap, and the sessions stay valid because ids and session versions do.
 */
async function seedOnce(t: TestApp) {
  const hotel = await seedHotel(t.db, 'Grand Hotel', 'UTC');
  const other = await seedHotel(t.db, 'Other Hotel', 'America/Los_Angeles');
  const crew = await seedCrew(t.app, t.db, hotel.id);
  const hk = crew.housekeeper.id;
  const now = new Date();
  const rooms = [
    ...(await seedRooms(t.db, hotel.id, ['101', '102'])),
    ...(await seedRooms(t.db, hotel.id, ['103', '104'], { status: 'dirty', marked_dirty_at: now, marked_dirty_by: crew.manager.id })),
    ...(await seedRooms(t.db, hotel.id, ['105'], { status: 'assigned', assigned_to: hk, assigned_at: now, assigned_by: crew.manager.id })),
    ...(await seedRooms(t.db, hotel.id, ['106'], { status: 'out_of_service' })),
    ...(await seedRooms(t.db, other.id, ['201', '202'], { status: 'dirty' })),
  ];
  const otherHk = await seedUser(t.db, { role: 'housekeeper', hotelId: other.id, password: 'password123' });
  await seedUser(t.db, { role: 'manager', hotelId: other.id });
  await seedUser(t.db, { role: 'housekeeper', status: 'pending', hotelId: null });
  await seedUser(t.db, { role: 'frontdesk', status: 'rejected', hotelId: null });
  const [r101, r102, , , , , r201] = rooms;
  await t.db.insertInto('late_checkouts').values({ room_id: r102!.roomId, hotel_id: hotel.id, checkout_time: '14:00', created_by: crew.frontdesk.id }).execute();
  await t.db.insertInto('room_notes').values([
    { room_id: r101!.roomId, hotel_id: hotel.id, content: 'Broken lamp', created_by: crew.manager.id },
    { room_id: r201!.roomId, hotel_id: other.id, content: 'Other hotel note', created_by: otherHk.id },
  ]).execute();
  await t.db.insertInto('room_status_events').values({
    room_id: r101!.roomId, room_number: '101', hotel_id: hotel.id, from_status: 'assigned', to_status: 'clean', actor_id: hk, at: now, notes: null, assigned_to: hk, client_action_id: null,
  }).execute();
  const cookies = { nobody: undefined, admin: crew.admin.cookie, manager: crew.manager.cookie, frontdesk: crew.frontdesk.cookie, housekeeper: crew.housekeeper.cookie };
  return { cookies, emails: [crew.admin.email, crew.manager.email, crew.frontdesk.email, crew.housekeeper.email, otherHk.email] };
}

type Row = Record<string, unknown>;
interface TableRows {
  table: string;
  columns: string[];
  rows: Row[];
}

async function snapshot(db: Db): Promise<TableRows[]> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  const { rows: columns } = await sql<{ t: string; c: string; serial: boolean }>`
    select table_name as t, column_name as c, coalesce(column_default like 'nextval%', false) as serial
    from information_schema.columns where table_schema = current_schema() order by ordinal_position`.execute(db);
  const names = tables.map((r) => r.name).filter((n) => !NOT_RESET.includes(n));
  names.sort((a, b) => (INSERT_ORDER.indexOf(a) + 1 || 99) - (INSERT_ORDER.indexOf(b) + 1 || 99));
  const out: TableRows[] = [];
  for (const table of names) {
    const { rows } = await sql<Row>`select * from ${sql.table(table)}`.execute(db);
    // Serial ids are left to their sequence, so rows inserted later never collide with restored ones.
    out.push({ table, rows, columns: columns.filter((c) => c.t === table && !c.serial).map((c) => c.c) });
  }
  return out;
}

/** Deletes every row and inserts the snapshot again, in one transaction: one table, one statement. */
async function restore(db: Db, tables: TableRows[]) {
  await db.transaction().execute(async (trx) => {
    // Writers still finishing (on PostgreSQL's pool) commit before the delete, so none slips past it.
    await sql`lock table ${sql.join(tables.map((t) => sql.table(t.table)))} in exclusive mode`.execute(trx);
    // The rows go back exactly as they were: no trigger may add its own (a new hotel's change
    // counter row, issue 30) or rewrite them, and the snapshot itself keeps the references whole.
    await sql`set local session_replication_role = replica`.execute(trx);
    for (const { table } of [...tables].reverse()) await sql`delete from ${sql.table(table)}`.execute(trx);
    for (const { table, columns, rows } of tables) {
      if (rows.length === 0) continue;
      const list = sql.join(columns.map((c) => sql.ref(c)));
      await sql`insert into ${sql.table(table)} (${list})
        select ${list} from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)})`.execute(trx);
    }
  });
  await drainChanges(db);
}

type Seeded = { tables: TableRows[]; cookies: FuzzWorld['cookies']; emails: string[] };
/** One world per app: each app has its own database and session keys. */
const seededByApp = new WeakMap<TestApp, Seeded>();

/** The world for one test app; call in a beforeEach after useTestApp's own (which empties the tables). */
export async function loadWorld(t: TestApp): Promise<FuzzWorld> {
  let world = seededByApp.get(t);
  if (world) await restore(t.db, world.tables);
  else {
    const { cookies, emails } = await seedOnce(t);
    await installChangeLog(t.db);
    world = { tables: await snapshot(t.db), cookies, emails };
    seededByApp.set(t, world);
    await drainChanges(t.db);
  }
  const { tables } = world;
  return {
    cookies: world.cookies,
    hints: hintsOf(tables, world.emails),
    changes: () => drainChanges(t.db),
    reset: () => restore(t.db, tables),
    async resetRefusalRecords() {
      // Every seeded user starts with no PIN failures, so zero is the seeded value.
      await sql`delete from login_failures`.execute(t.db);
      await sql`update users set pin_failures = 0, pin_locked_at = null where pin_failures <> 0 or pin_locked_at is not null`.execute(t.db);
      await drainChanges(t.db);
    },
  };
}

/**
 * Values by field name that the schemas alone would rarely hit: ids of the right table
 * (a hotelId that is a hotel), real emails, the password, room numbers that exist.
 */
function hintsOf(tables: TableRows[], emails: string[]): Hints {
  const idsOf = (table: string) => tables.find((t) => t.table === table)!.rows.map((r) => r.id as string);
  const ids = [...new Set(tables.flatMap(({ rows }) => rows.flatMap((row) => Object.values(row).filter((v): v is string => typeof v === 'string' && UUID.test(v)))))];
  const [hotels, rooms, users, notes] = [idsOf('hotels'), idsOf('rooms'), idsOf('users'), idsOf('room_notes')];
  const user = fc.constantFrom(...users);
  // The two that once took the server down (a hang, a 500) come up more often than the rest.
  const roomNumbers = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom('9007199254740993-9007199254740993', OVER_65535_ROOM_NUMBERS) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXTS.roomNumbers) },
  );
  return {
    ids,
    byKey: {
      hotelId: fc.constantFrom(...hotels),
      roomId: fc.constantFrom(...rooms),
      roomIds: fc.subarray(rooms, { minLength: 1 }),
      userId: user,
      housekeeperId: user,
      assignedTo: user,
      noteId: fc.constantFrom(...notes),
      email: fc.constantFrom(...emails, 'new.person@hotel.test'),
      password: fc.constant('password123'),
      currentPassword: fc.constant('password123'),
      roomNumbers: fc.constantFrom('101', '103-104', '101, 102, 105', '101-106', '201', '101,999'),
      rooms: fc.constantFrom('301, 302', '1\n2\n3', '', null),
      endpoint: fc.constantFrom('https://fcm.googleapis.com/fcm/send/abc123', 'https://updates.push.services.mozilla.com/wpush/v2/xyz'),
    },
    hostileByKey: { roomNumbers, rooms: roomNumbers },
  };
}

/**
 * Waits (at most 2 s) until no other session of this database is running a statement.
 * The app finishes some work after answering (the live-update feed reads each change);
 * on PostgreSQL that work and the next test's truncate can deadlock. PGlite has one session.
 */
export async function waitForQuiet(db: Db, kind: 'pglite' | 'postgres') {
  if (kind !== 'postgres') return;
  for (let i = 0; i < 100; i++) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and state not in ('idle')`.execute(db);
    if (rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
