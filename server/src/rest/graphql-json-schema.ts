import { isEnumType, type GraphQLEnumType, type GraphQLScalarType } from 'graphql';
import { bool, dateTime, int, num, str, uuid, type JsonSchema } from './schema-builders';

// How GraphQL's leaf types read in JSON Schema. A scalar missing here stops the server at start-up,
// so a new one gets its REST documentation before it reaches an answer.
const SCALARS: Record<string, () => JsonSchema> = {
  String: () => str(),
  // Every id in the database is a UUID.
  ID: () => uuid(),
  Int: () => int(),
  Float: () => num(),
  Boolean: () => bool(),
  DateTimeISO: () => dateTime(),
};

/** GraphQL enums travel as their names (ADMIN, PENDING); REST speaks the SPEC's lower-case values. */
export const restEnumValue = (name: string): string => name.toLowerCase();

export function leafSchema(type: GraphQLScalarType | GraphQLEnumType): JsonSchema {
  if (isEnumType(type)) return str({ enum: type.getValues().map((value) => restEnumValue(value.name)) });
  const schema = SCALARS[type.name];
  if (!schema) throw new Error(`REST: no JSON Schema for the GraphQL scalar ${type.name}; add it to SCALARS`);
  return schema();
}

export const described = (schema: JsonSchema, description: string | null | undefined): JsonSchema =>
  description ? { ...schema, description } : schema;
