import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import type { Db } from './connection';
import type { Database } from './types';
import { migrateToLatest } from './migrate';

/**
 * An embedded database migrated to the latest schema, as an image `connectPglite(null, image)`
 * loads: loading one costs a fraction of creating and migrating a fresh PGlite, which the
 * test suites otherwise do for every database they open.
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const pglite = await PGlite.create();
  const db: Db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  try {
    await migrateToLatest(db);
    return await pglite.dumpDataDir('none');
  } finally {
    await db.destroy();
  }
}
