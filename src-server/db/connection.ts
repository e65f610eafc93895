import fs from 'node:fs';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './types';
import type { Config } from '../config';
import { prepareRepeatedStatements } from './prepared-statements';

export type Db = Kysely<Database>;

const CONNECT_TIMEOUT_MS = 10_000;

// Dates come back as Date objects either way; bigint ids (bigserial) as strings.
export async function connectPostgres(url: string, max = 20, prepareStatements = true): Promise<Db> {
  // A server that accepts connections but never answers (a half-dead host, a black-holed
  // route) must fail a request within seconds, not hang it and the shutdown behind it.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection dropped by the server (restart, failover) must not crash the app;
  // the pool replaces it on the next query. (Plain console: the pool outlives any one app's logger.)
  pool.on('error', (error) => console.warn('PostgreSQL connection lost:', error.message));
  // The pool listens only to idle connections. One checked out between two statements of
  // a transaction emits its loss with no listener, which would end the process; the
  // transaction's next statement fails anyway, and the pool drops it on release.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    if (prepareStatements) prepareRepeatedStatements(client);
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * The embedded default: PGlite in dataDir, or in memory when dataDir is null (tests). An
 * in-memory database may start from an image of another (`PGlite.dumpDataDir`): the tests
 * migrate once and start every database from that image, several times faster than a new one.
 */
export async function connectPglite(dataDir: string | null, image?: Blob): Promise<Db> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const pglite = dataDir ? await PGlite.create(dataDir) : await PGlite.create(image ? { loadDataDir: image } : {});
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
}

export function connect(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'databasePoolSize' | 'databasePreparedStatements'>): Promise<Db> {
  return config.databaseUrl ? connectPostgres(config.databaseUrl, config.databasePoolSize, config.databasePreparedStatements) : connectPglite(config.dataDir);
}
