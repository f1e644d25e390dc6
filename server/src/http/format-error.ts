import type { ErrorRequestHandler } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import { INTERNAL_ERROR_MESSAGE } from '../domain/errors';
import { bodyFailure } from '../rest/json-body';
import { sendJsonText } from './send-json';

const EXPOSED_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'QUERY_TOO_COMPLEX',
]);

/** Known errors go out as they are; anything else is logged and answered without its details. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && EXPOSED_CODES.has(code)) {
    const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  console.error('[graphql] unexpected error', error);
  return { message: INTERNAL_ERROR_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/** graphql-js's «Did you mean "clients"?», which names the schema's fields, types and values one guess at a time. */
const SUGGESTION = / ?Did you mean .+\?$/;

/**
 * formatError, and with introspection off (GRAPHQL_INTROSPECTION=false) without suggestions: closing the
 * schema would mean little if every typo were answered with the names it hides.
 */
export function errorFormatter(options: { suggestions: boolean }): typeof formatError {
  if (options.suggestions) return formatError;
  return (formatted, error) => {
    const answer = formatError(formatted, error);
    return SUGGESTION.test(answer.message) ? { ...answer, message: answer.message.replace(SUGGESTION, '') } : answer;
  };
}

/** Apollo drops `extensions.http` (the status to answer with) before formatting; a socket has no status. */
export function withoutHttp(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (!formatted.extensions || !('http' in formatted.extensions)) return formatted;
  const { http: _status, ...extensions } = formatted.extensions;
  return { ...formatted, extensions };
}

/**
 * What body-parser refuses on /graphql never reaches Apollo: answered as Apollo answers a bad request,
 * JSON with a code, instead of Express's HTML page (which shows the stack outside production).
 */
export const graphqlBodyErrorHandler: ErrorRequestHandler = (error, _req, res, next) => {
  const failure = bodyFailure(error);
  if (!failure) return next(error);
  const body = { errors: [{ message: failure.message, extensions: { code: 'BAD_REQUEST' } }] };
  sendJsonText(res, failure.status, JSON.stringify(body));
};
