import {
  Kind,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Context } from './context';
import { controlCharactersError } from './control-characters';

/** A read-only operation that passed the schema's validation, compiled to one function by graphql-jit. */
export interface CompiledRead {
  document: DocumentNode;
  operationName: string | undefined;
  /** A literal in the document itself holds a control character: every request with it is refused. */
  refusedLiterals: boolean;
  run(context: Context, variables: Record<string, unknown>): Promise<ExecutionResult> | ExecutionResult;
}

/**
 * The query operation of `document` (by name, or its only operation) compiled, or null when the
 * document holds something else (a mutation, a subscription, no such operation).
 */
export function compileRead(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string,
): CompiledRead | null {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (operation?.operation !== 'query') return null;
  const compiled = compileQuery(schema, document, operationName);
  if (!isCompiledQuery(compiled)) return null;
  return {
    document,
    operationName,
    refusedLiterals: controlCharactersError(undefined, document) !== null,
    run: (context, variables) => (compiled as CompiledQuery).query(undefined, context, variables),
  };
}

export interface CompiledReadsOptions {
  /** False adds the rule Apollo adds: __schema and __type are refused. */
  introspection: boolean;
  /** Distinct texts remembered; past it the least recently asked for is forgotten. */
  capacity?: number;
}

/**
 * The queries clients keep sending, each parsed, validated and compiled once. A text is compiled the
 * second time it arrives: a flood of one-off texts costs what it costs Apollo, never a compilation each.
 * `null`: not for the fast path (invalid, not a query, seen once), Apollo answers it.
 */
export function compiledReads(schema: GraphQLSchema, { introspection, capacity = 500 }: CompiledReadsOptions) {
  const rules = introspection ? specifiedRules : [...specifiedRules, NoSchemaIntrospectionCustomRule];
  const known = new Map<string, CompiledRead | null | 'seen'>();

  function prepare(query: string, operationName: string | undefined): CompiledRead | null {
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch {
      return null;
    }
    if (validate(schema, document, rules).length) return null;
    return compileRead(schema, document, operationName);
  }

  return (query: string, operationName: string | undefined): CompiledRead | null => {
    const key = operationName === undefined ? query : `${operationName}\n${query}`;
    const entry = known.get(key);
    const next = entry === undefined ? 'seen' : entry === 'seen' ? prepare(query, operationName) : entry;
    // The least recently asked for is the one forgotten.
    if (entry !== undefined) known.delete(key);
    else if (known.size >= capacity) known.delete(known.keys().next().value!);
    known.set(key, next);
    return next === 'seen' ? null : next;
  };
}

export type CompiledReads = ReturnType<typeof compiledReads>;
