import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Db } from './connection';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');

/** Reads db/migrations by file name; names are timestamp-prefixed so they sort in order. */
class DirectoryMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => /\.(ts|js)$/.test(f) && !f.endsWith('.d.ts'));
    const migrations: Record<string, Migration> = {};
    for (const file of files.sort()) {
      migrations[file.replace(/\.(ts|js)$/, '')] = await import(pathToFileURL(path.join(MIGRATIONS_DIR, file)).href);
    }
    return migrations;
  }
}

export function makeMigrator(db: Db): Migrator {
  return new Migrator({ db, provider: new DirectoryMigrationProvider() });
}

/** Migrates to latest, throwing the first failure so start-up stops on a broken migration. */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await makeMigrator(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
