import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// type-graphql loads graphql's CommonJS build; tests must share that one copy.
const graphqlCjs = { find: /^graphql$/, replacement: 'graphql/index.js' };
// expect.poll waits for what a user would see, not for a speed: 1 s (vitest's default) is too short
// on 2 cores running the API and browser suites side by side, where an argon2 sign-in alone takes 0.6 s.
const patientPoll = { poll: { timeout: 10_000 } };

// The client's own aliases (client/vite.config.ts), for its colocated unit tests.
const clientAliases = [
  { find: /^@common\//, replacement: fileURLToPath(new URL('./common/', import.meta.url)) },
  { find: /^@\//, replacement: fileURLToPath(new URL('./client/src/', import.meta.url)) },
];

export default defineConfig({
  resolve: { alias: [graphqlCjs] },
  test: {
    projects: [
      {
        // Pure rules beside their modules (common/, the server's, the client's utils and lib): no server, no browser, milliseconds.
        resolve: { alias: clientAliases },
        test: {
          name: 'unit',
          // Pure modules hold no state between files: one module graph for all of them keeps the run in milliseconds.
          isolate: false,
          include: ['common/**/*.test.ts', 'server/src/**/*.test.ts', 'client/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias: [graphqlCjs] },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          expect: patientPoll,
        },
      },
      {
        resolve: { alias: [graphqlCjs] },
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          expect: patientPoll,
        },
      },
    ],
  },
});
