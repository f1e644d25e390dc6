import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// bulletproof-react's direction: app → features → shared (components, lib, hooks, utils).
const sharedLayers = ['client/src/components/**', 'client/src/lib/**', 'client/src/hooks/**', 'client/src/utils/**'];

// A feature imports no other feature: what two of them need moves down to components/ or lib/.
const features = readdirSync(new URL('./client/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((name) => ({
  target: `./client/src/features/${name}`,
  from: './client/src/features',
  except: [`./${name}`],
  message: 'Features do not import each other: move the shared code to components/ or lib/.',
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'coverage/**', 'client/src/gql/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-function-type': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['client/tsconfig.json', 'server/tsconfig.json', 'tests/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}', 'server/src/**/*.ts', 'common/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.mjs'],
    ignores: ['server/src/db/migrations/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // Decorated classes need their parameter types as values (emitDecoratorMetadata).
    files: ['server/**/*.ts'],
    languageOptions: { parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true } },
  },
  {
    // Services speak the domain's language: errors from domain/errors.ts, the caller as domain/viewer.ts.
    files: ['server/src/features/**/*.service.ts', 'server/src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'graphql', message: 'Services throw domain errors (server/src/domain/errors.ts).' }],
          patterns: [
            { group: ['**/rest/**'], message: 'Services know nothing of GraphQL or REST: use server/src/domain/.' },
          ],
        },
      ],
    },
  },
  {
    // graphql/ is the GraphQL door's plumbing, and only the resolvers stand on it: what the services share with
    // it sits below both (pub/sub in events/, the columns a read asks for in db/, the caller in domain/).
    // (The typescript-eslint rule, so the services' rule above still applies.)
    files: ['server/src/features/**/*.ts', 'server/src/domain/**', 'server/src/db/**', 'server/src/events/**'],
    ignores: ['server/src/features/**/*.resolver.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+graphql/',
              message: 'Only resolvers import server/src/graphql/: use events/, db/ or domain/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Colocated unit tests run pure rules in milliseconds: what needs a server, a database or a browser is
    // tested in tests/api or tests/browser. (The typescript-eslint rule, so the layer rules above still apply.)
    files: ['common/**/*.{test,fixtures}.ts', 'client/src/**/*.{test,fixtures}.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@apollo/*', 'typeorm', 'pg', '**/server/**', '**/tests/**', '**/api/*'],
              message: 'Unit tests import pure modules only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The REST adapter is typed from the GraphQL documents it runs: unknown and narrowing, never any.
    files: ['server/src/rest/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: sharedLayers,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*', '**/features/**', '**/app/*', '**/app/**'],
              message: 'Shared code must not import features or app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/app/*', '**/app/**'], message: 'Features must not import from app/.' }] },
      ],
    },
  },
);
