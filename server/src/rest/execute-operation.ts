import { execute, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Context } from '../graphql/context';
import { compileRead } from '../graphql/compiled-queries';
import { controlCharactersError } from '../graphql/control-characters';
import { invalidVariablesError, restErrorFrom } from './graphql-error-status';
import type { Variables } from './route';

/** A route's operation, ready to run with a caller's variables and context. */
export interface RestOperation {
  document: DocumentNode;
  /**
   * Runs in process against the same schema and with the caller's context, so the same @auth rules,
   * validation and services answer REST and GraphQL alike. Errors come out as RestError.
   */
  run(variables: Variables, context: Context): Promise<Record<string, unknown>>;
}

/**
 * Parsed and checked against the schema once, at start-up: a typo in the route table stops the server,
 * not a request. A query is compiled by graphql-jit, as /graphql runs the queries it keeps receiving.
 */
export function compileOperation(schema: GraphQLSchema, source: string): RestOperation {
  const document = parse(source);
  const errors = validate(schema, document);
  if (errors.length) {
    throw new Error(`REST operation does not match the schema: ${errors.map((e) => e.message).join('; ')}\n${source}`);
  }
  const read = compileRead(schema, document);
  return {
    document,
    async run(variables, context) {
      const refused = controlCharactersError(variables);
      if (refused) throw restErrorFrom({ data: null, errors: [refused] });
      const result = read
        ? await read.run(context, variables)
        : await execute({ schema, document, variableValues: variables, contextValue: context });
      // No `data` at all: the variables were refused before anything ran.
      if (result.data === undefined) {
        throw invalidVariablesError(schema, document, variables);
      }
      if (result.errors?.length) throw restErrorFrom(result);
      return result.data ?? {};
    },
  };
}
