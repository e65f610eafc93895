import { defineConfig } from 'vitest/config';

// Separate from vite.config.ts so server tests do not load the client's build plugins.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['src-shared/**/*.test.ts', 'src-client/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['src-server/**/*.test.ts', 'db/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
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
          // One browser and one server: files run one after another to keep 2 cores calm.
          fileParallelism: false,
        },
      },
    ],
  },
});
