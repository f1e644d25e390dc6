import { defineConfig } from 'vitest/config';

// type-graphql loads graphql's CommonJS build; tests must share that one copy.
const graphqlCjs = { find: /^graphql$/, replacement: 'graphql/index.js' };
// expect.poll waits for what a user would see, not for a speed: 1 s (vitest's default) is too short
// on 2 cores running the API and browser suites side by side, where an argon2 sign-in alone takes 0.6 s.
const patientPoll = { poll: { timeout: 10_000 } };

export default defineConfig({
  resolve: { alias: [graphqlCjs] },
  test: {
    projects: [
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
