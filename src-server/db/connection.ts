import fs from 'node:fs';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './types';

export type Db = Kysely<Database>;

// Dates come back as Date objects either way; bigint ids (bigserial) as strings.
export async function connectPostgres(url: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** The embedded default: PGlite in dataDir, or in memory when dataDir is null (tests). */
export async function connectPglite(dataDir: string | null): Promise<Db> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const pglite = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
}

export function connect(opts: { databaseUrl: string | null; dataDir: string | null }): Promise<Db> {
  return opts.databaseUrl ? connectPostgres(opts.databaseUrl) : connectPglite(opts.dataDir);
}
