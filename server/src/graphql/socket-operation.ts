import {
  GraphQLError,
  getOperationAST,
  parse,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
} from 'graphql';
import type { SubscribePayload } from 'graphql-ws';
import { nestedDeeperThan } from '../http/json-depth';
import { bodyMessages } from '../rest/json-body';
import { controlCharactersError } from './control-characters';
import { queryLimitErrors, type QueryLimits } from './query-limits';
import { refusedVariables } from './variable-errors';

const NESTED_TOO_DEEP = 'La consulta anida demasiados niveles';

/** graphql-js's own errors, with the code Apollo gives the same errors over HTTP. */
const withCode = (error: GraphQLError, code: string) =>
  new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { ...error.extensions, code },
  });

/**
 * An operation sent over the WebSocket, checked in the order /graphql checks a request before anything runs:
 * the document against the schema, then its texts, its variables and the query limits. A third party's socket
 * gets the same Spanish refusals as its HTTP requests, not graphql-js's English or an internal error.
 */
export function socketOperation(
  schema: GraphQLSchema,
  payload: SubscribePayload,
  limits: QueryLimits | undefined,
): ExecutionArgs | readonly GraphQLError[] {
  let document: DocumentNode;
  try {
    document = parse(payload.query);
  } catch (error) {
    if (error instanceof GraphQLError) return [withCode(error, 'GRAPHQL_PARSE_FAILED')];
    // A document nested thousands of levels deep overflows graphql-js's parser: its fault, not the socket's.
    if (error instanceof RangeError)
      return [new GraphQLError(NESTED_TOO_DEEP, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
    throw error;
  }
  let invalid: readonly GraphQLError[];
  try {
    invalid = validate(schema, document);
  } catch (error) {
    // graphql-js's single-field rule evaluates @include/@skip on a subscription's root without variables.
    if (!(error instanceof GraphQLError)) throw error;
    invalid = [error];
  }
  if (invalid.length) return invalid.map((error) => withCode(error, 'GRAPHQL_VALIDATION_FAILED'));
  const { operationName } = payload;
  const variables = payload.variables ?? {};
  // As /graphql answers such a body (400): an error for this operation, the socket stays open.
  if (nestedDeeperThan(variables))
    return [new GraphQLError(bodyMessages.tooDeep, { extensions: { code: 'BAD_REQUEST' } })];
  const refused =
    controlCharactersError(variables, document) ??
    refusedVariables(schema, getOperationAST(document, operationName) ?? undefined, variables);
  if (refused) return [refused];
  const tooComplex = queryLimitErrors(schema, document, operationName, variables, limits);
  if (tooComplex.length) return tooComplex;
  return { schema, document, operationName, variableValues: variables };
}
