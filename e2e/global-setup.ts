import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildClientIfChanged } from '../scripts/build-client';
import { loadConfig } from '../src-server/config';
import { migratedPgliteImage } from '../src-server/db/pglite-image';

// CHROME_PATH and E2E_REQUIRED are read by the app's one environment schema.
const settings = loadConfig().test;
export const CHROME_PATH = settings.chromePath;

/**
 * One migrated embedded database, saved as an image every browser test file's server loads:
 * the files run one after another, and migrating a fresh PGlite took 2–16 s of each file's
 * start on a 2-core machine.
 */
async function saveMigratedImage(): Promise<string> {
  const file = path.resolve(import.meta.dirname, '../.e2e/migrated-pglite.tar');
  const image = await migratedPgliteImage();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  return file;
}

/** Builds the client once for every browser test file; refuses to pretend when the browser is missing. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(CHROME_PATH)) {
    const message = `No browser at ${CHROME_PATH}: install Debian's chromium (apt-get install chromium) or set CHROME_PATH.`;
    if (settings.e2eRequired) throw new Error(`E2E_REQUIRED=1 and ${message}`);
    console.warn(`\n!!! END-TO-END TESTS SKIPPED !!!\n${message}\n`);
    project.provide('e2eSkip', true);
    return;
  }
  buildClientIfChanged();
  project.provide('pgliteImage', await saveMigratedImage());
  project.provide('e2eSkip', false);
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eSkip: boolean;
    /** The migrated database image's file (see saveMigratedImage). */
    pgliteImage: string;
  }
}
