// Small JSON Schema (2020-12) builders, so the route table reads like the contract it documents.

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it). */
export type JsonSchema = Record<string, unknown>;

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

export const str = (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', ...extra });
export const num = (extra: JsonSchema = {}): JsonSchema => ({ type: 'number', ...extra });
export const int = (extra: JsonSchema = {}): JsonSchema => ({ type: 'integer', ...extra });
export const bool = (extra: JsonSchema = {}): JsonSchema => ({ type: 'boolean', ...extra });
export const uuid = (description?: string): JsonSchema =>
  str({ format: 'uuid', ...(description ? { description } : {}) });
export const dateTime = (): JsonSchema => str({ format: 'date-time' });
export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
export const arrayOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });

/** All listed properties required unless named in `optional`. */
export function object(properties: Record<string, JsonSchema>, optional: readonly string[] = []): JsonSchema {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((key) => !optional.includes(key)),
  };
}

/** `{ success: true, message?, token?, data? }` with what this route puts in it. */
export function envelope(parts: { data?: JsonSchema; message?: boolean; token?: boolean }): JsonSchema {
  const properties: Record<string, JsonSchema> = { success: { const: true } };
  if (parts.message) properties.message = str();
  if (parts.token) properties.token = str({ description: 'JWT para la cabecera Authorization: Bearer.' });
  if (parts.data) properties.data = parts.data;
  return { type: 'object', properties, required: Object.keys(properties) };
}
