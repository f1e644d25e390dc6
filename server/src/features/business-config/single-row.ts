import type { EntityManager } from 'typeorm';

/** The shop's settings tables (business_config, booking_rules) hold one row, id 1. */
export const SINGLE_ROW_ID = 1;

/** A jsonb column's new value; with a `fallback`, null keeps the saved value (the fallback on the first save). */
export class Jsonb {
  constructor(
    readonly json: string | null,
    readonly fallback?: string,
  ) {}
}

/**
 * Writes the single row in one statement (insert, or update when it exists), so two first saves at once
 * cannot both try to insert it. `columns` are the SQL column names and their new values.
 */
export function saveSingleRow(
  db: Pick<EntityManager, 'query'>,
  table: string,
  columns: Record<string, unknown>,
): Promise<unknown> {
  const params: unknown[] = [SINGLE_ROW_ID];
  const param = (value: unknown, cast = '') => `$${params.push(value)}${cast}`;
  const inserted: string[] = [];
  const updated: string[] = [];
  for (const [name, value] of Object.entries(columns)) {
    if (value instanceof Jsonb && value.fallback !== undefined) {
      const json = param(value.json, '::jsonb');
      inserted.push(`COALESCE(${json}, ${param(value.fallback, '::jsonb')})`);
      updated.push(`${name} = COALESCE(${json}, ${table}.${name})`);
    } else {
      inserted.push(value instanceof Jsonb ? param(value.json, '::jsonb') : param(value));
      updated.push(`${name} = EXCLUDED.${name}`);
    }
  }
  return db.query(
    `INSERT INTO ${table} (id, ${Object.keys(columns).join(', ')}, updated_at)
     VALUES ($1, ${inserted.join(', ')}, now())
     ON CONFLICT (id) DO UPDATE SET ${updated.join(', ')}, updated_at = now()`,
    params,
  );
}
