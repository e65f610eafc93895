import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files first (measured: the two fuzzers and the authorization matrix take 2–4
 * minutes per database, the others under 2), so three workers never end the run waiting on
 * one long file started last. Vitest orders by the durations of the last run, which a fresh
 * clone has not got; without them it runs the largest files first, and these are small.
 */
const LONGEST_FIRST = [/trpc-fuzz\./, /authorization-matrix\./, /rest-fuzz\./, /client-times\./, /offline-random\./, /login-rate-limit\./, /secret-checks\./, /room-changes\./, /out-of-order\./, /announce\./];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((pattern) => pattern.test(file.moduleId));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    // Array.prototype.sort is stable: the rest keep vitest's own order (groups and projects first).
    return (await super.sort(files)).sort((a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || rank(a) - rank(b));
  }
}

/**
 * The database suites first, three files at a time: each file has its own database and
 * app, and a suite spends much of its time waiting on PostgreSQL, so three workers keep 2
 * cores busy (vitest's default on 2 cores is one worker). Files share a worker's module
 * cache (isolate: false): every file builds its own app and database, and importing the
 * app again for each file cost more than a third of the run.
 */
const DATABASE_SUITES = { maxWorkers: 3, isolate: false, sequence: { groupOrder: 0, sequencer: LongestFirst } };

// Separate from vite.config.ts so server tests do not load the client's build plugins.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['src-shared/**/*.test.ts', 'src-client/**/*.test.ts'],
          environment: 'node',
          ...DATABASE_SUITES,
        },
      },
      {
        test: {
          name: 'server',
          include: ['src-server/**/*.test.ts', 'db/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          ...DATABASE_SUITES,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser and one server: files run one after another, after the database
          // suites, so a browser test never shares the 2 cores (two files at a time made
          // 1-second polls miss on a fresh clone's run).
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          // A screen on a busy 2-core machine may take more than vitest's default second.
          expect: { poll: { timeout: 5000 } },
        },
      },
    ],
  },
});
