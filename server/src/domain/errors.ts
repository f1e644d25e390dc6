import { ValidationError, type AnySchema, type InferType } from 'yup';

export interface FieldError {
  field: string;
  message: string;
}

/** The app's error vocabulary (DEVELOPERS.md): GraphQL clients read it, the REST adapter maps it to a status. */
export type ErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS';

/**
 * What a service refuses, in the shop's words, with no GraphQL or HTTP in it. `extensions` is plain
 * data: graphql-js copies an original error's `extensions` onto the error it reports, and the REST
 * adapter turns `code` into a status (rest/graphql-error-status.ts).
 */
export abstract class DomainError extends Error {
  readonly extensions: { code: ErrorCode } & Record<string, unknown>;

  protected constructor(code: ErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = new.target.name;
    this.extensions = { code, ...details };
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = 'No autorizado') {
    super('UNAUTHENTICATED', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'Acceso denegado') {
    super('FORBIDDEN', message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super('NOT_FOUND', message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}

export class InvalidInputError extends DomainError {
  /** Every field at fault; the first one is the message. */
  constructor(message: string, fieldErrors: FieldError[] = []) {
    super('BAD_USER_INPUT', message, fieldErrors.length ? { errors: fieldErrors } : {});
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(message: string, retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', message, { retryAfter: retryAfterSeconds });
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Error interno del servidor';

export const unauthenticated = (message?: string) => new UnauthenticatedError(message);
export const forbidden = (message?: string) => new ForbiddenError(message);
export const notFound = (message: string) => new NotFoundError(message);
export const conflict = (message: string) => new ConflictError(message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new TooManyRequestsError(message, retryAfterSeconds);
export const badInput = (message: string, errors: FieldError[] = []) => new InvalidInputError(message, errors);

/** Validates with a shared yup schema; the first message becomes the error, all of them go in `fieldErrors`. */
export async function validate<S extends AnySchema>(schema: S, input: unknown): Promise<InferType<S>> {
  try {
    return await schema.validate(input, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) {
      const errors = error.inner.length
        ? error.inner.map((e) => ({ field: e.path ?? '', message: e.message }))
        : [{ field: error.path ?? '', message: error.message }];
      throw badInput(errors[0].message, errors);
    }
    throw error;
  }
}
