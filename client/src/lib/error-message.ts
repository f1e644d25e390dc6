import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

type ErrorBody = { errors?: { message?: unknown; extensions?: { code?: unknown } }[]; message?: unknown };

function parsedBody(bodyText: string): ErrorBody | undefined {
  try {
    return JSON.parse(bodyText) as ErrorBody;
  } catch {
    return undefined;
  }
}

function firstMessageFromBody(bodyText: string): string | undefined {
  const body = parsedBody(bodyText);
  const message = body?.errors?.[0]?.message ?? body?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** The GraphQL error codes in an answer, whether Apollo parsed it or left it as a failed HTTP body. */
function errorCodes(error: unknown): unknown[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((e) => e.extensions?.code);
  if (ServerError.is(error)) return (parsedBody(error.bodyText)?.errors ?? []).map((e) => e.extensions?.code);
  return [];
}

const OUTDATED_CLIENT = 'La aplicación se ha actualizado. Recarga la página para continuar.';

/**
 * The server no longer knows what this page asks for (an old tab after a deploy renamed a field):
 * graphql-js's own English words would mean nothing to the user, and only a reload helps.
 */
export function isOutdatedClient(error: unknown): boolean {
  return errorCodes(error).includes('GRAPHQL_VALIDATION_FAILED');
}

/** SPEC §8: the server's message when there is one, otherwise the screen's default. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isOutdatedClient(error)) return OUTDATED_CLIENT;
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((e) => e.message)?.message;
    if (message) return message;
  }
  if (ServerError.is(error)) {
    const message = firstMessageFromBody(error.bodyText);
    if (message) return message;
  }
  return fallback;
}

/** The server answered and refused the session (as opposed to being unreachable). */
export function isAuthError(error: unknown): boolean {
  // Only the server's word on the session: any other failure (a deploy in progress) keeps the user signed in.
  const codes = errorCodes(error);
  if (codes.includes('UNAUTHENTICATED') || codes.includes('FORBIDDEN')) return true;
  return ServerError.is(error) && (error.statusCode === 401 || error.statusCode === 403);
}
