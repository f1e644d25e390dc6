import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { lexicographicSortSchema, type GraphQLSchema } from 'graphql';

/** The committed schema.graphql: sorted so diffs stay small, directives included. */
export const printSchemaFile = (schema: GraphQLSchema) =>
  `${printSchemaWithDirectives(lexicographicSortSchema(schema)).trim()}\n`;
