import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
// The CommonJS build on purpose: its ESM build would load graphql's ESM copy, and two graphql
// instances refuse each other's schema objects (vitest loads dependencies as ESM).
import {
  fieldExtensionsEstimator,
  getComplexity,
  simpleEstimator,
  type ComplexityEstimator,
} from 'graphql-query-complexity/cjs';

export interface QueryLimits {
  /** Nesting of selections below the operation (introspection fields do not count). */
  maxDepth: number;
  /** Fields cost 1; lists that can be long declare a multiplier (see `listComplexity`). */
  maxComplexity: number;
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = { maxDepth: 10, maxComplexity: 1000 };

/** For list fields that can return many rows: each selected child field costs `factor` times. */
export const listComplexity =
  (factor: number): ComplexityEstimator =>
  ({ childComplexity }) =>
    1 + childComplexity * factor;

const tooComplex = (message: string) =>
  // 400, not Apollo's default 500 for errors thrown while the operation is resolved.
  new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } } });

function depthOf(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      deepest = Math.max(
        deepest,
        selection.selectionSet ? 1 + depthOf(selection.selectionSet, fragments, visiting) : 1,
      );
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, visiting));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // A fragment that spreads itself is a validation error reported elsewhere; just do not loop.
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      deepest = Math.max(deepest, depthOf(fragment.selectionSet, fragments, visiting));
      visiting.delete(name);
    }
  }
  return deepest;
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

  const depth = depthOf(operation.selectionSet, fragments, new Set());
  if (depth > limits.maxDepth) {
    return [tooComplex(`La consulta es demasiado profunda: ${depth} niveles (máximo ${limits.maxDepth})`)];
  }
  let complexity: number;
  try {
    complexity = getComplexity({
      schema,
      query: document,
      operationName: operationName ?? undefined,
      variables,
      estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
    });
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
