import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

function firstMessageFromBody(bodyText: string): string | undefined {
  try {
    const body = JSON.parse(bodyText) as { errors?: { message?: unknown }[]; message?: unknown };
    const message = body.errors?.[0]?.message ?? body.message;
    return typeof message === 'string' && message ? message : undefined;
  } catch {
    return undefined;
  }
}

/** SPEC §8: the server's message when there is one, otherwise the screen's default. */
export function errorMessage(error: unknown, fallback: string): string {
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
  if (CombinedGraphQLErrors.is(error)) {
    return !error.errors.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR');
  }
  if (ServerError.is(error)) return error.statusCode === 401 || error.statusCode === 403;
  return false;
}
