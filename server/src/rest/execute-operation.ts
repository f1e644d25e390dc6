import { execute, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Context } from '../graphql/context';
import { controlCharactersError } from '../graphql/control-characters';
import { invalidVariablesError, restErrorFrom } from './graphql-error-status';
import type { Variables } from './route';

/** Parsed and checked against the schema once, at start-up: a typo in the route table stops the server, not a request. */
export function compileOperation(schema: GraphQLSchema, source: string): DocumentNode {
  const document = parse(source);
  const errors = validate(schema, document);
  if (errors.length) {
    throw new Error(`REST operation does not match the schema: ${errors.map((e) => e.message).join('; ')}\n${source}`);
  }
  return document;
}

/**
 * Runs the operation in process against the same schema and with the caller's context, so the same
 * @auth rules, validation and services answer REST and GraphQL alike. Errors come out as RestError.
 */
export async function executeOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Variables,
  context: Context,
): Promise<Record<string, unknown>> {
  const refused = controlCharactersError(variables);
  if (refused) throw restErrorFrom({ data: null, errors: [refused] });
  const result = await execute({ schema, document, variableValues: variables, contextValue: context });
  // No `data` at all: graphql-js refused the variables before running anything.
  if (result.data === undefined) throw invalidVariablesError(schema, document, variables);
  if (result.errors?.length) throw restErrorFrom(result);
  return result.data ?? {};
}
