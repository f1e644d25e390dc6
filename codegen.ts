import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the client, from the schema the server emits (see server/src/scripts/emit-schema.ts).
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*', '!client/src/**/*.test.ts'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: { DateTimeISO: 'string', Date: 'string', Money: 'string' },
        avoidOptionals: false,
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
