import type { Request } from 'express';

// Turning a REST request into GraphQL variables. A missing text field becomes '' so the service's own
// Spanish "is required" message answers; a value of the wrong type is passed on for GraphQL to refuse.

export const bodyOf = (req: Request): Record<string, unknown> => (req.body ?? {}) as Record<string, unknown>;

export const text = (value: unknown): unknown => (value === undefined || value === null ? '' : value);

export const optionalText = (value: unknown): unknown => (value === undefined ? null : value);

export const param = (req: Request, name: string): string => String(req.params[name] ?? '');

/** A query-string value; repeated ones count as the first. */
export function queryValue(req: Request, name: string): string | undefined {
  const value = (req.query as Record<string, unknown>)[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : undefined;
}

/** Form-style clients send numbers as text ("12.50"); anything else that is not a number goes on for GraphQL to refuse. */
export function numeric(value: unknown): unknown {
  return typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
}

/** A query-string switch: `true` or `false`, absent as null; anything else goes on for GraphQL to refuse. */
export function flag(value: string | undefined): unknown {
  if (value === undefined) return null;
  return value === 'true' ? true : value === 'false' ? false : value;
}

/** `?from=&to=`, the optional day range of the listings. */
export const dayRange = (req: Request) => ({
  from: queryValue(req, 'from') ?? null,
  to: queryValue(req, 'to') ?? null,
});

/** A yes/no query flag (`?outsideHours=true`); absent is null, anything but true/false goes on for GraphQL to refuse. */
export function queryFlag(req: Request, name: string): unknown {
  const value = queryValue(req, name);
  if (value === undefined) return null;
  return value === 'true' ? true : value === 'false' ? false : value;
}

/** A number that may be left out or emptied: missing, null or '' is null (e.g. a cut's rebookAfterDays). */
export const optionalNumeric = (value: unknown): unknown =>
  value === undefined || value === null || value === '' ? null : numeric(value);
