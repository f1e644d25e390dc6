import { GraphQLError } from 'graphql';
import { ValidationError, type AnySchema, type InferType } from 'yup';

export type ErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS';

export interface FieldError {
  field: string;
  message: string;
}

function appError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export const unauthenticated = (message = 'No autorizado') => appError('UNAUTHENTICATED', message);
export const forbidden = (message = 'Acceso denegado') => appError('FORBIDDEN', message);
export const notFound = (message: string) => appError('NOT_FOUND', message);
export const conflict = (message: string) => appError('CONFLICT', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  appError('TOO_MANY_REQUESTS', message, { retryAfter: retryAfterSeconds });
export const badInput = (message: string, errors: FieldError[] = []) =>
  appError('BAD_USER_INPUT', message, errors.length ? { errors } : {});

/** Validates with a shared yup schema; the first message becomes the error, all of them go in `errors`. */
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

const PG_UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const driverError = (error as { driverError?: { code?: string; constraint?: string } }).driverError ?? error;
  const { code, constraint: name } = driverError as { code?: string; constraint?: string };
  return code === PG_UNIQUE_VIOLATION && (!constraint || name === constraint);
}
