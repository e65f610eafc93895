import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildClientIfChanged } from '../scripts/build-client';
import { loadConfig } from '../src-server/config';

// CHROME_PATH and E2E_REQUIRED are read by the app's one environment schema.
const settings = loadConfig().test;
export const CHROME_PATH = settings.chromePath;

/** Builds the client once for every browser test file; refuses to pretend when the browser is missing. */
export default function setup(project: TestProject) {
  if (!fs.existsSync(CHROME_PATH)) {
    const message = `No browser at ${CHROME_PATH}: install Debian's chromium (apt-get install chromium) or set CHROME_PATH.`;
    if (settings.e2eRequired) throw new Error(`E2E_REQUIRED=1 and ${message}`);
    console.warn(`\n!!! END-TO-END TESTS SKIPPED !!!\n${message}\n`);
    project.provide('e2eSkip', true);
    return;
  }
  buildClientIfChanged();
  project.provide('e2eSkip', false);
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eSkip: boolean;
  }
}
