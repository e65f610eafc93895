import crypto from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { connectPostgres, type Db } from '../src-server/db/connection';
import { migrateToLatest } from '../src-server/db/migrate';

const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/**
 * Runs `work` on a fresh, migrated PostgreSQL database of its own (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else the local server), dropped afterwards whatever happens.
 */
export async function withBenchDatabase(work: (db: Db, url: string) => Promise<void>) {
  const name = `hk_bench_${crypto.randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = await connectPostgres(url.toString(), 20);
  try {
    await migrateToLatest(db);
    await work(db, url.toString());
  } finally {
    await db.destroy().catch(() => undefined);
    await admin(`drop database if exists ${name} with (force)`);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
