import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
// The CommonJS build on purpose: its ESM build would load graphql's ESM copy, and two graphql
// instances refuse each other's schema objects (vitest loads dependencies as ESM).
import { fieldExtensionsEstimator, getComplexity, type ComplexityEstimator } from 'graphql-query-complexity/cjs';

export interface QueryLimits {
  /** Nesting of selections below the operation (introspection fields do not count). */
  maxDepth: number;
  /** Fields cost 1, fields that read the database more (see `DATABASE_READ_COST`). */
  maxComplexity: number;
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = { maxDepth: 10, maxComplexity: 1000 };

/**
 * What a field that runs its own queries weighs, on top of what it selects: every root field (each alias of
 * one runs again) and a field resolved by a query per parent. Fields answered from the parent's row or
 * through a loader (batched, one query however many ask) cost 1. A thousand aliases of a root field
 * held the one database connection for seconds at cost 1 each (issue 29).
 */
export const DATABASE_READ_COST = 10;

/** A field that reads the database `reads` times over (e.g. a day's slots, from the rules, closures and bookings). */
export const readsDatabase =
  (reads = 1): ComplexityEstimator =>
  ({ childComplexity }) =>
    reads * DATABASE_READ_COST + childComplexity;

/** For list fields read from the database that can return many rows: each selected child field costs `factor` times. */
export const listComplexity =
  (factor: number): ComplexityEstimator =>
  ({ childComplexity }) =>
    DATABASE_READ_COST + childComplexity * factor;

/** A field's declared estimator if it has one; otherwise root fields (not introspection) read the database. */
function costEstimator(schema: GraphQLSchema): ComplexityEstimator {
  const roots = new Set<unknown>([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
  const declared = fieldExtensionsEstimator();
  return (options) => {
    const own = declared(options);
    if (own !== undefined) return own;
    const readsOwnRows = roots.has(options.type) && !options.field.name.startsWith('__');
    return (readsOwnRows ? DATABASE_READ_COST : 1) + options.childComplexity;
  };
}

const tooComplex = (message: string) =>
  // 400, not Apollo's default 500 for errors thrown while the operation is resolved.
  new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } } });

/**
 * graphql-query-complexity walks a fragment again wherever it is spread and gives up past `maxQueryNodes`
 * with a GraphQLError, which would read below as bad variables and let the query through uncounted: the
 * selections are counted first, so the cost is only asked of a query it can finish.
 */
const MAX_SELECTIONS = 10_000;

interface Extent {
  /** Nesting of fields, introspection not counted. */
  depth: number;
  /** Fields and fragments, each fragment wherever it is spread, @skip ignored: at least what the cost walks. */
  selections: number;
}

/** Each fragment is measured once: with 30 fragments each spreading the next twice, walking every copy takes hours. */
function extentOf(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  measured: Map<string, Extent>,
): Extent {
  const extent: Extent = { depth: 0, selections: 0 };
  for (const selection of selectionSet?.selections ?? []) {
    let inner: Extent;
    if (selection.kind === Kind.FIELD) {
      inner = extentOf(selection.selectionSet, fragments, measured);
      if (!selection.name.value.startsWith('__')) extent.depth = Math.max(extent.depth, 1 + inner.depth);
    } else {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = extentOf(selection.selectionSet, fragments, measured);
      } else {
        const name = selection.name.value;
        let known = measured.get(name);
        if (!known) {
          // A fragment that spreads itself is a validation error reported elsewhere; just do not loop.
          measured.set(name, { depth: 0, selections: 0 });
          known = extentOf(fragments.get(name)?.selectionSet, fragments, measured);
          measured.set(name, known);
        }
        inner = known;
      }
      extent.depth = Math.max(extent.depth, inner.depth);
    }
    extent.selections += 1 + inner.selections;
  }
  return extent;
}

/** The fields of these selection sets by response key, through fragments, as execution merges them. */
function fieldsByKey(
  selectionSets: readonly SelectionSetNode[],
  fragments: Map<string, FragmentDefinitionNode>,
  into = new Map<string, FieldNode[]>(),
  spread = new Set<string>(),
): Map<string, FieldNode[]> {
  for (const selection of selectionSets.flatMap((set) => set.selections)) {
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      const fields = into.get(key);
      if (fields) fields.push(selection);
      else into.set(key, [selection]);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      fieldsByKey([selection.selectionSet], fragments, into, spread);
    } else if (!spread.has(selection.name.value)) {
      spread.add(selection.name.value);
      const fragment = fragments.get(selection.name.value);
      if (fragment) fieldsByKey([fragment.selectionSet], fragments, into, spread);
    }
  }
  return into;
}

/**
 * The first introspection field the operation asks for under two aliases. Each alias answers it again
 * (a `__schema` is some 100 kB), and its flat cost does not show that; one of each is all a client needs.
 */
function repeatedIntrospection(
  selectionSets: readonly SelectionSetNode[],
  fragments: Map<string, FragmentDefinitionNode>,
  inIntrospection = false,
): string | undefined {
  const keyOf = new Map<string, string>();
  for (const [key, fields] of fieldsByKey(selectionSets, fragments)) {
    const name = fields[0].name.value;
    if (name === '__typename' || !(inIntrospection || name === '__schema' || name === '__type')) continue;
    if ((keyOf.get(name) ?? key) !== key) return name;
    keyOf.set(name, key);
    const repeated = repeatedIntrospection(
      fields.flatMap((field) => field.selectionSet ?? []),
      fragments,
      true,
    );
    if (repeated) return repeated;
  }
  return undefined;
}

/**
 * What running `operationName` of `document` costs; throws a GraphQLError when the variables do not fit.
 * Only for a document whose selections were counted (see MAX_SELECTIONS).
 */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | undefined,
): number {
  return getComplexity({
    schema,
    query: document,
    operationName: operationName ?? undefined,
    variables,
    estimators: [costEstimator(schema)],
    maxQueryNodes: MAX_SELECTIONS + 1,
  });
}

/** The errors (none when within limits) for running `operationName` of `document`. */
export function queryLimitErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | undefined,
  limits: QueryLimits = DEFAULT_QUERY_LIMITS,
): GraphQLError[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!operation) return [];

  const { depth, selections } = extentOf(operation.selectionSet, fragments, new Map());
  if (depth > limits.maxDepth) {
    return [tooComplex(`La consulta es demasiado profunda: ${depth} niveles (máximo ${limits.maxDepth})`)];
  }
  if (selections > MAX_SELECTIONS) {
    return [tooComplex(`La consulta es demasiado compleja: más de ${MAX_SELECTIONS} selecciones`)];
  }
  const repeated = repeatedIntrospection([operation.selectionSet], fragments);
  if (repeated) return [tooComplex(`La consulta es demasiado compleja: pide ${repeated} más de una vez`)];
  let complexity: number;
  try {
    complexity = queryCost(schema, document, operationName, variables);
  } catch (error) {
    // Bad variables: execution reports them with the proper message. Anything else is a bug, not a pass.
    if (error instanceof GraphQLError) return [];
    throw error;
  }
  if (complexity > limits.maxComplexity) {
    return [tooComplex(`La consulta es demasiado compleja: coste ${complexity} (máximo ${limits.maxComplexity})`)];
  }
  return [];
}

/** Checked after validation and before anything runs, so an abusive query costs the database nothing. */
export function queryLimitsPlugin(limits: QueryLimits = DEFAULT_QUERY_LIMITS): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operationName, request }) {
          const [error] = queryLimitErrors(schema, document, operationName, request.variables, limits);
          if (error) throw error;
        },
      };
    },
  };
}
