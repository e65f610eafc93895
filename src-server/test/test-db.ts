import crypto from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { connectPglite, connectPostgres, type Db } from '../db/connection';
import { migrateToLatest } from '../db/migrate';

export type DbKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI always sets it). */
export function testDatabases(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDb {
  db: Db;
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

/** A fresh, migrated database: in-memory PGlite, or a throwaway database on the PostgreSQL server. */
export async function createTestDb(kind: DbKind): Promise<TestDb> {
  if (kind === 'pglite') {
    const db = await connectPglite(null);
    await migrateToLatest(db);
    return { db, close: () => db.destroy() };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `hk_test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(base, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = await connectPostgres(url.toString(), 5);
  await migrateToLatest(db);
  return {
    db,
    async close() {
      await db.destroy();
      await adminQuery(base, `drop database if exists ${name} with (force)`);
    },
  };
}

const TABLES = [
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
  await sql.raw(`truncate ${TABLES.join(', ')} restart identity cascade`).execute(db);
}
