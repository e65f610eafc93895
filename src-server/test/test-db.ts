import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { connectPglite, connectPostgres, type Db } from '../db/connection';
import { MIGRATIONS_DIR, migrateToLatest } from '../db/migrate';
import { migratedPgliteImage } from '../db/pglite-image';
import { loadConfig } from '../config';

const TEST_DATABASE_URL = loadConfig().test.databaseUrl;

export type DbKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI always sets it). */
export function testDatabases(): DbKind[] {
  return TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDb {
  db: Db;
  /** The PostgreSQL database's URL, for a server process of its own; null on PGlite. */
  url: string | null;
  close(): Promise<void>;
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * pg's pool.end() resolves before its connections have closed; dropping the database
 * with force at that moment kills them mid-goodbye, an unhandled 57P01 error in the
 * test run. So wait (briefly) for them to leave first.
 */
async function waitForNoConnections(client: pg.Client, name: string) {
  for (let i = 0; i < 100; i += 1) {
    const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function dropDatabase(url: string, name: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await waitForNoConnections(client, name);
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/**
 * One migrated PGlite per test worker, kept as an image: test files share a worker's modules
 * (isolate: false), so each worker migrates once and every later database loads the image,
 * which costs a fraction of creating and migrating one.
 */
function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A migrated PostgreSQL database to copy each test database from (CREATE DATABASE … TEMPLATE
 * takes a fraction of migrating a fresh one). Named by the migrations' contents, so every
 * worker and every run of the same migrations shares it; built under an advisory lock, as
 * `…_building` renamed when done, so nobody copies a half-migrated one.
 */
let template: Promise<string> | null = null;

function migratedTemplate(base: string): Promise<string> {
  template ??= (async () => {
    const hash = crypto.createHash('sha256');
    for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
    const name = `hk_tpl_${hash.digest('hex').slice(0, 16)}`;
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock(hashtext($1))', [name]);
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount === 0) {
        const building = `${name}_building`;
        await dropDatabase(base, building);
        await client.query(`create database ${building}`);
        const db = await connectPostgres(databaseUrl(base, building), 2);
        try {
          await migrateToLatest(db);
        } finally {
          await db.destroy();
        }
        await waitForNoConnections(client, building);
        await client.query(`alter database ${building} rename to ${name}`);
      }
      return name;
    } finally {
      await client.end();
    }
  })();
  return template;
}

let migratedImage: Promise<Blob> | null = null;

function workerPgliteImage(): Promise<Blob> {
  migratedImage ??= migratedPgliteImage();
  return migratedImage;
}

/** A fresh, migrated database: in-memory PGlite, or a throwaway database on the PostgreSQL server. */
export async function createTestDb(kind: DbKind): Promise<TestDb> {
  if (kind === 'pglite') {
    const db = await connectPglite(null, await workerPgliteImage());
    return { db, url: null, close: () => db.destroy() };
  }
  const base = TEST_DATABASE_URL!;
  const name = `hk_test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(base, `create database ${name} template ${await migratedTemplate(base)}`);
  const url = databaseUrl(base, name);
  const db = await connectPostgres(url, 5);
  // A no-op check that the template is at the latest migration.
  await migrateToLatest(db);
  return {
    db,
    url,
    async close() {
      await db.destroy();
      await dropDatabase(base, name);
    },
  };
}

const TABLES = [
  'room_discrepancies',
  'recurring_tasks',
  'work_order_photos',
  'work_order_comments',
  'work_orders',
  'areas',
  'guest_requests',
  'lost_items',
  'pms_log',
  'pms_out_of_order',
  'pms_pushes',
  'pms_connections',
  'shift_roster',
  'room_occupancy',
  'cleaning_rules',
  'occupancy_csv_mappings',
  'webhook_deliveries',
  'webhooks',
  'api_tokens',
  'hotel_changes',
  'login_failures',
  'client_actions',
  'push_subscriptions',
  'room_note_reads',
  'room_notes',
  'late_checkouts',
  'room_status_events',
  'room_statuses',
  'rooms',
  'users',
  'hotels',
];

/** Empties every table but the generated secrets, between tests. */
export async function truncateAll(db: Db) {
  // Work the app does after answering (a live-update read, a push look-up) may still hold
  // locks; PostgreSQL breaks the rare lock-order deadlock with the truncate, so try again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await sql.raw(`truncate ${TABLES.join(', ')} restart identity cascade`).execute(db);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt === 3) throw error;
    }
  }
}

/** One fresh database per test file and kind, emptied before each test: for the tests that need no app (useTestApp). */
export function useTestDb(kind: DbKind): { readonly db: Db } {
  let testDb: TestDb | undefined;
  beforeAll(async () => {
    testDb = await createTestDb(kind);
  });
  afterAll(async () => {
    await testDb?.close();
  });
  beforeEach(async () => {
    await truncateAll(testDb!.db);
  });
  return {
    get db() {
      return testDb!.db;
    },
  };
}
