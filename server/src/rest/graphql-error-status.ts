import type { DocumentNode, ExecutionResult, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { INTERNAL_ERROR_MESSAGE, type ErrorCode, type FieldError } from '../domain/errors';
import { INVALID_INPUT_MESSAGE, variableFieldErrors } from '../graphql/variable-errors';
import { RestError } from './rest-error';

/** The one place an error code (domain/errors.ts) becomes an HTTP status. */
const STATUS_BY_CODE: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
};

/** The first error decides: it is the one a GraphQL client would show too. */
export function restErrorFrom(result: ExecutionResult): RestError {
  const first = result.errors?.[0];
  const code = first?.extensions?.code;
  if (typeof code === 'string' && code in STATUS_BY_CODE) {
    const fieldErrors = first!.extensions.errors as FieldError[] | undefined;
    const retryAfter = first!.extensions.retryAfter;
    const headers = typeof retryAfter === 'number' ? { 'Retry-After': String(retryAfter) } : undefined;
    return new RestError(STATUS_BY_CODE[code as ErrorCode], first!.message, fieldErrors, headers);
  }
  console.error('[rest] unexpected GraphQL error', first?.originalError ?? first);
  return new RestError(500, INTERNAL_ERROR_MESSAGE);
}

/** graphql-js refused the variables before running anything: the fields at fault, as /graphql names them. */
export function invalidVariablesError(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
): RestError {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  return new RestError(400, INVALID_INPUT_MESSAGE, variableFieldErrors(schema, operation, variables));
}
