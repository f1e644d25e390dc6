import type { ExecutionResult, GraphQLError } from 'graphql';
import type { ErrorCode, FieldError } from '../graphql/errors';
import { INTERNAL_MESSAGE, RestError } from './rest-error';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
};

export const INVALID_INPUT_MESSAGE = 'Datos de entrada inválidos';
const REQUIRED_MESSAGE = 'Este campo es requerido';
const INVALID_VALUE_MESSAGE = 'Valor no válido';

/** The first error decides: it is the one a GraphQL client would show too. */
export function restErrorFrom(result: ExecutionResult): RestError {
  const errors = result.errors ?? [];
  // No `data` at all: graphql-js refused the variables before running anything, i.e. a value of the wrong type.
  if (result.data === undefined) return new RestError(400, INVALID_INPUT_MESSAGE, errors.map(coercionFieldError));
  const first = errors[0];
  const code = first?.extensions?.code;
  if (typeof code === 'string' && code in STATUS_BY_CODE) {
    const fieldErrors = first.extensions.errors as FieldError[] | undefined;
    const retryAfter = first.extensions.retryAfter;
    const headers = typeof retryAfter === 'number' ? { 'Retry-After': String(retryAfter) } : undefined;
    return new RestError(STATUS_BY_CODE[code as ErrorCode], first.message, fieldErrors, headers);
  }
  console.error('[rest] unexpected GraphQL error', first?.originalError ?? first);
  return new RestError(500, INTERNAL_MESSAGE);
}

// graphql-js words these in English: keep only which field it was, and say it in Spanish.
function coercionFieldError(error: GraphQLError): FieldError {
  const at = /at "\w+\.([^"]+)"/.exec(error.message)?.[1];
  const missing = /Field "(\w+)" of required type/.exec(error.message)?.[1];
  const variable = /Variable "\$(\w+)"/.exec(error.message)?.[1] ?? '';
  const field = [at, missing].filter(Boolean).join('.') || variable;
  const required = /was not provided|must not be null/.test(error.message);
  return { field, message: required ? REQUIRED_MESSAGE : INVALID_VALUE_MESSAGE };
}
