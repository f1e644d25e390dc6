import type { FieldError } from '../domain/errors';

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
