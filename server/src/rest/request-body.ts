import { isEnumType, isInputObjectType, isLeafType, isListType, isNonNullType, type GraphQLInputType } from 'graphql';
import type { SchemaDescription, SchemaFieldDescription, SchemaObjectDescription } from 'yup';
import type { DeclaredVariable } from '../graphql/declared-variables';
import { described, leafSchema } from './graphql-json-schema';
import { nullable, type JsonSchema } from './schema-builders';

/** Anything that describes itself like a yup object schema (the shared ones in common/validation). */
export interface BodyRules {
  describe(): SchemaObjectDescription;
}

export interface BodySource {
  /** The shared yup rules for the body: their min, max, length, matches and oneOf are documented. */
  rules?: BodyRules;
  /** REST names for GraphQL ones that differ: `{ openingHours: 'hours' }` (from the route's `bodyFields`). */
  keys?: Readonly<Record<string, string>>;
}

/**
 * A request body, read from the operation's own variables: each input object's fields and each other
 * variable, except the path parameters. Required is what GraphQL requires; the yup rules add the limits.
 */
export function requestBodySchema(
  variables: readonly DeclaredVariable[],
  pathParams: readonly string[],
  source: BodySource = {},
): JsonSchema | undefined {
  const rules = source.rules?.describe().fields ?? {};
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const add = (name: string, type: GraphQLInputType, description?: string | null) => {
    const key = source.keys?.[name] ?? name;
    // `keys.auth`: a field of a nested object (a push subscription's `keys`).
    const [outer, inner] = key.split('.', 2);
    const target = inner === undefined ? { properties, required } : nestedObject(properties, required, outer);
    const field = inner ?? key;
    if (field in target.properties) throw new Error(`REST: the body field ${key} comes from two variables`);
    target.properties[field] = fieldSchema(type, rules[name], description);
    if (isNonNullType(type)) {
      target.required.push(field);
      if (inner !== undefined && !required.includes(outer)) required.push(outer);
    }
  };
  for (const { name, type } of variables) {
    if (pathParams.includes(name)) continue;
    if (!type) throw new Error(`REST: unknown input type for $${name}`);
    const unwrapped = isNonNullType(type) ? type.ofType : type;
    if (isInputObjectType(unwrapped)) {
      for (const field of Object.values(unwrapped.getFields())) add(field.name, field.type, field.description);
    } else {
      add(name, type);
    }
  }
  if (!Object.keys(properties).length) return undefined;
  return { type: 'object', properties, required };
}

/** The body's object named `name`, made on first use. */
function nestedObject(properties: Record<string, JsonSchema>, required: string[], name: string) {
  properties[name] ??= { type: 'object', properties: {}, required: [] };
  const nested = properties[name] as { properties: Record<string, JsonSchema>; required: string[] };
  return nested;
}

function fieldSchema(type: GraphQLInputType, rules: SchemaFieldDescription | undefined, description?: string | null) {
  const present = valueSchema(isNonNullType(type) ? type.ofType : type, rules);
  return described(isNonNullType(type) ? present : nullable(present), description);
}

function valueSchema(type: GraphQLInputType, rules: SchemaFieldDescription | undefined): JsonSchema {
  if (isListType(type)) {
    const inner = rules && 'innerType' in rules && !Array.isArray(rules.innerType) ? rules.innerType : undefined;
    return { type: 'array', items: fieldSchema(type.ofType, inner), ...limits(rules, 'array') };
  }
  if (isInputObjectType(type)) {
    const fields = rules && 'fields' in rules ? rules.fields : {};
    const properties = Object.fromEntries(
      Object.values(type.getFields()).map((field) => [
        field.name,
        fieldSchema(field.type, fields[field.name], field.description),
      ]),
    );
    const required = Object.values(type.getFields())
      .filter((field) => isNonNullType(field.type))
      .map((field) => field.name);
    return { type: 'object', properties, required };
  }
  if (isLeafType(type)) {
    const schema = leafSchema(type);
    if (isEnumType(type)) return schema;
    return { ...schema, ...limits(rules, schema.type === 'string' ? 'string' : 'number') };
  }
  throw new Error(`REST: cannot document the input ${String(type)}`);
}

// yup's min/max are a length for strings, a count for arrays and a value for numbers.
const LIMIT_KEYS = {
  string: ['minLength', 'maxLength'],
  array: ['minItems', 'maxItems'],
  number: ['minimum', 'maximum'],
} as const;

function limits(rules: SchemaFieldDescription | undefined, kind: keyof typeof LIMIT_KEYS): JsonSchema {
  if (!rules || !('tests' in rules)) return {};
  const [min, max] = LIMIT_KEYS[kind];
  const schema: JsonSchema = {};
  for (const test of (rules as SchemaDescription).tests) {
    const params = test.params ?? {};
    // A required text is a non-empty one (yup's required refuses '').
    if (test.name === 'required' && kind === 'string') schema[min] ??= 1;
    if (test.name === 'min') schema[min] = params.min;
    if (test.name === 'max') schema[max] = params.max;
    if (test.name === 'length') schema[min] = schema[max] = params.length;
    if (test.name === 'matches' && params.regex instanceof RegExp) schema.pattern = params.regex.source;
  }
  const oneOf = (rules as SchemaDescription).oneOf.filter((value) => value !== undefined && value !== null);
  if (oneOf.length) schema.enum = oneOf;
  return schema;
}
