import { defineConfig } from 'vitest/config';

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
          // Each file has its own server and browser; two at a time, since a browser test
          // spends most of its time waiting for the page.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
