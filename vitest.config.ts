import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files first (measured on a whole run: the tRPC fuzzer 2–2.5 minutes per database,
 * the random offline model 2, the REST fuzzer 1, the rest under 40 s), so three workers never
 * end the run waiting on one long file started last. Vitest orders by the durations of the last
 * run, which a fresh clone has not got; without them it runs the largest files first, and these
 * are small. Vitest reads the sequencer from the root config only (one per run): set below, not
 * per project (a per-project one was silently ignored, and the fuzzers started last).
 */
const LONGEST_FIRST = [/trpc-fuzz\./, /offline-random\./, /rest-fuzz\./, /authorization-matrix\./, /late-checkouts\.test/, /pms-out-of-order\./, /work-orders\.test/, /stream-revocation\./, /pms-outbox\./, /offline-replay\./, /bulk-actions\./, /guest-requests\.test/, /client-times\./, /login-rate-limit\./];

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
const DATABASE_SUITES = { maxWorkers: 3, isolate: false, sequence: { groupOrder: 0 } };

// Separate from vite.config.ts so server tests do not load the client's build plugins.
export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
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
          // After the database suites, so a browser test never shares the 2 cores with them.
          // Two files at a time, each with its own server, database and browser: one file
          // alone kept 0.65 of one core busy (it waits on the page), so the 51 files took 25
          // of CI's 50 minutes. Once before, two at a time made 1-second polls miss; polls now
          // wait 5 s (below) and screens are asserted by what they show, not by a time.
          maxWorkers: 2,
          // A browser test that fails is run once more before it fails the run: two files at a
          // time on 2 cores, a page can miss a 5 s wait when both load at once (a run here
          // with other work beside it missed two; alone, both passed). One that fails twice
          // fails CI, and the report names every test that needed its second try.
          retry: 1,
          // Each file builds its own server, database and browser; sharing the worker's module
          // cache spares importing the app again for each of the ~36 files (~4 s each).
          isolate: false,
          sequence: { groupOrder: 1 },
          // A screen on a busy 2-core machine may take more than vitest's default second.
          expect: { poll: { timeout: 5000 } },
        },
      },
    ],
  },
});
