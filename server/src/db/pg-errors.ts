/** The SQLSTATE of a Postgres error, whether TypeORM wrapped it (QueryFailedError.driverError) or not. */
export function pgErrorCode(error: unknown): string | undefined {
  const driverError = (error as { driverError?: { code?: string } }).driverError ?? error;
  return (driverError as { code?: string } | null)?.code;
}

/** An EXCLUDE constraint refused the row (two live appointments overlapping). */
export const isExclusionViolation = (error: unknown) => pgErrorCode(error) === '23P01';

/** A foreign key names a row that is gone; `constraint` narrows it to one key. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const driverError = ((error as { driverError?: unknown }).driverError ?? error) as { constraint?: string } | null;
  return pgErrorCode(error) === '23503' && (!constraint || driverError?.constraint === constraint);
}
