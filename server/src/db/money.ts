import type { ValueTransformer } from 'typeorm';

/**
 * Prices are numeric(10,2) in Postgres (exact cents); pg hands them over as strings.
 * One price fits a double exactly enough to show; sums are always done in SQL.
 */
export const moneyTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
