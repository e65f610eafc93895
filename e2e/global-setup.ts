import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildClientIfChanged } from '../scripts/build-client';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Builds the client once for every browser test file; refuses to pretend when the browser is missing. */
export default function setup(project: TestProject) {
  if (!fs.existsSync(CHROME_PATH)) {
    const message = `No browser at ${CHROME_PATH}: install Debian's chromium (apt-get install chromium) or set CHROME_PATH.`;
    if (process.env.E2E_REQUIRED === '1') throw new Error(`E2E_REQUIRED=1 and ${message}`);
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
