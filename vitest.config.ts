import { defineConfig } from 'vitest/config';

// type-graphql loads graphql's CommonJS build; tests must share that one copy.
const graphqlCjs = { find: /^graphql$/, replacement: 'graphql/index.js' };

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
        },
      },
    ],
  },
});
