import type { FieldError } from '../graphql/errors';

export const INTERNAL_MESSAGE = 'Error interno del servidor';

/** A failure that already knows its HTTP status and its Spanish message. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new RestError(400, message, errors);
