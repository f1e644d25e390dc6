import {
  Kind,
  isEnumType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type FragmentDefinitionNode,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type OperationDefinitionNode,
  type GraphQLSchema,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import { described, leafSchema, restEnumValue } from './graphql-json-schema';
import type { Json } from './json';
import { arrayOf, nullable, ref, str, type JsonSchema } from './schema-builders';

/**
 * What a GraphQL selection answers, field by field, in the order graphql-js writes them.
 * One tree gives both the REST value (`restValue`) and its JSON Schema (`shapeSchema`), so they cannot disagree.
 */
export type Shape =
  | { kind: 'leaf'; schema: JsonSchema; enumerated: boolean }
  | { kind: 'nullable'; of: Shape }
  | { kind: 'list'; of: Shape }
  | { kind: 'record'; fields: ShapeField[]; component?: Component };

export interface ShapeField {
  key: string;
  shape: Shape;
  description?: string;
}

interface Component {
  name: string;
  description?: string;
}

type RecordType = GraphQLObjectType | GraphQLInterfaceType;

/** A fragment that is a field's whole selection is a named component: `RestAppointment` documents as `Appointment`. */
export const componentName = (fragment: string) => fragment.replace(/^Rest(?=[A-Z])/, '');

/** The shape of an operation's whole result (its root fields by response key). */
export function operationShape(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): Shape {
  const root = schema.getRootType(operation.operation);
  if (!root) throw new Error(`REST: the schema has no ${operation.operation} type`);
  return recordShape(root, operation.selectionSet, fragments);
}

function typeShape(
  type: GraphQLOutputType,
  selectionSet: SelectionSetNode | undefined,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): Shape {
  if (!isNonNullType(type)) return { kind: 'nullable', of: presentShape(type, selectionSet, fragments) };
  return presentShape(type.ofType, selectionSet, fragments);
}

/** The shape of a value that is there (its nullability is the caller's). */
function presentShape(
  type: GraphQLOutputType,
  selectionSet: SelectionSetNode | undefined,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): Shape {
  if (isListType(type)) return { kind: 'list', of: typeShape(type.ofType, selectionSet, fragments) };
  if (isLeafType(type)) return { kind: 'leaf', schema: leafSchema(type), enumerated: isEnumType(type) };
  if ((isObjectType(type) || isInterfaceType(type)) && selectionSet) return recordShape(type, selectionSet, fragments);
  throw new Error(`REST: cannot answer a ${type.toString()} (unions and unselected objects are not supported)`);
}

function recordShape(
  type: RecordType,
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): Shape {
  const [only, ...rest] = selectionSet.selections;
  const wholeFragment = !rest.length && only.kind === Kind.FRAGMENT_SPREAD ? only.name.value : undefined;
  const collected = collectFields(selectionSet.selections, fragments, new Map());
  const fields = [...collected].map(([key, { name, selections }]): ShapeField => {
    if (name === '__typename') return { key, shape: { kind: 'leaf', schema: str(), enumerated: false } };
    const definition = type.getFields()[name];
    if (!definition) throw new Error(`REST: ${type.name} has no field ${name}`);
    const selection: SelectionSetNode | undefined = selections.length
      ? { kind: Kind.SELECTION_SET, selections }
      : undefined;
    const copied = key !== name && collected.has(name);
    return {
      key,
      shape: typeShape(definition.type, selection, fragments),
      description: copied ? `El mismo valor que ${name}.` : (definition.description ?? undefined),
    };
  });
  const component = wholeFragment
    ? { name: componentName(wholeFragment), description: type.description ?? undefined }
    : undefined;
  return { kind: 'record', fields, component };
}

interface CollectedField {
  name: string;
  selections: SelectionNode[];
}

/** graphql-js's field collection: fragments inlined where they are spread, a repeated key merged at its first place. */
function collectFields(
  selections: readonly SelectionNode[],
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  into: Map<string, CollectedField>,
): Map<string, CollectedField> {
  for (const selection of selections) {
    if (selection.directives?.length) throw new Error('REST: directives (@include, @skip) are not supported');
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      const existing = into.get(key);
      const children = selection.selectionSet?.selections ?? [];
      if (existing) existing.selections.push(...children);
      else into.set(key, { name: selection.name.value, selections: [...children] });
    } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = fragments.get(selection.name.value);
      if (!fragment) throw new Error(`REST: unknown fragment ${selection.name.value}`);
      collectFields(fragment.selectionSet.selections, fragments, into);
    } else {
      collectFields(selection.selectionSet.selections, fragments, into);
    }
  }
  return into;
}

type Convert = (value: unknown) => unknown;

/** What turns a GraphQL value of this shape into REST's, in place; null where nothing changes (no enum below). */
function enumConverter(shape: Shape): Convert | null {
  switch (shape.kind) {
    case 'nullable': {
      const present = enumConverter(shape.of);
      return present && ((value) => (value === null || value === undefined ? null : present(value)));
    }
    case 'list': {
      const item = enumConverter(shape.of);
      return (
        item &&
        ((value) => {
          const list = value as unknown[];
          for (let i = 0; i < list.length; i += 1) list[i] = item(list[i]);
          return list;
        })
      );
    }
    case 'leaf':
      return shape.enumerated ? (value) => (typeof value === 'string' ? restEnumValue(value) : value) : null;
    case 'record': {
      const fields = shape.fields.flatMap((field) => {
        const convert = enumConverter(field.shape);
        return convert ? [{ key: field.key, convert }] : [];
      });
      if (!fields.length) return null;
      return (value) => {
        const record = value as Record<string, unknown>;
        for (const { key, convert } of fields) record[key] = convert(record[key]);
        return record;
      };
    }
  }
}

/**
 * The REST value of a GraphQL result: the same fields in the same order, enums in lower case. The result
 * is the operation's own, fresh for each request, so its enums are rewritten where they are: a month of
 * appointments is not copied.
 */
export function restReader(shape: Shape): (value: unknown) => Json {
  const convert = enumConverter(shape);
  return (convert ?? ((value) => value)) as (value: unknown) => Json;
}

/** The named schemas answers refer to; a name given to two different shapes stops the server at start-up. */
export class SchemaComponents {
  private readonly schemas = new Map<string, JsonSchema>();

  constructor(fixed: Record<string, JsonSchema> = {}) {
    for (const [name, schema] of Object.entries(fixed)) this.schemas.set(name, schema);
  }

  add(name: string, schema: JsonSchema): JsonSchema {
    const existing = this.schemas.get(name);
    if (existing && JSON.stringify(existing) !== JSON.stringify(schema)) {
      throw new Error(`REST: two different shapes are both documented as ${name}`);
    }
    this.schemas.set(name, schema);
    return ref(name);
  }

  all(): Record<string, JsonSchema> {
    return Object.fromEntries(this.schemas);
  }
}

/** The JSON Schema of a shape: every selected field is present (null when nullable) and nothing else is. */
export function shapeSchema(shape: Shape, components: SchemaComponents): JsonSchema {
  switch (shape.kind) {
    case 'nullable':
      return nullable(shapeSchema(shape.of, components));
    case 'list':
      return arrayOf(shapeSchema(shape.of, components));
    case 'leaf':
      return shape.schema;
    case 'record': {
      const properties = Object.fromEntries(
        shape.fields.map((field) => [field.key, described(shapeSchema(field.shape, components), field.description)]),
      );
      const schema: JsonSchema = {
        type: 'object',
        properties,
        required: Object.keys(properties),
        additionalProperties: false,
      };
      return shape.component
        ? components.add(shape.component.name, described(schema, shape.component.description))
        : schema;
    }
  }
}
