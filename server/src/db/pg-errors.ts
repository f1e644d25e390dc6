/** The SQLSTATE of a Postgres error, whether TypeORM wrapped it (QueryFailedError.driverError) or not. */
export function pgErrorCode(error: unknown): string | undefined {
  return driverErrorOf(error)?.code;
}

function driverErrorOf(error: unknown): { code?: string; constraint?: string } | null {
  return ((error as { driverError?: unknown } | null)?.driverError ?? error) as {
    code?: string;
    constraint?: string;
  } | null;
}

/** A row (or, with `constraint`, one UNIQUE constraint) already holds that value. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return pgErrorCode(error) === '23505' && (!constraint || driverErrorOf(error)?.constraint === constraint);
}

/** An EXCLUDE constraint refused the row (two live appointments overlapping). */
export const isExclusionViolation = (error: unknown) => pgErrorCode(error) === '23P01';

/** A foreign key names a row that is gone; `constraint` narrows it to one key. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  return pgErrorCode(error) === '23503' && (!constraint || driverErrorOf(error)?.constraint === constraint);
}

/**
 * Postgres gave up on the transaction, not on its content: a deadlock (two inserts each waiting on the
 * other's row under an EXCLUDE constraint) or a serialization failure. Run again, it gets a real answer.
 */
export const isTransientTransactionFailure = (error: unknown) => ['40P01', '40001'].includes(pgErrorCode(error) ?? '');
