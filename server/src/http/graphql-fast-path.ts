import type { RequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import { fieldWithControlCharacters } from '../../../common/validation/plain-text';
import { bearerToken } from '../features/auth/token';
import { logRequestUser } from './request-logger';
import { sendJsonText } from './send-json';
import type { CompiledRead, CompiledReads } from '../graphql/compiled-queries';
import type { ContextFactory } from '../graphql/context';
import { queryLimitErrors, type QueryLimits } from '../graphql/query-limits';

interface FastPathDeps {
  schema: GraphQLSchema;
  reads: CompiledReads;
  limits: QueryLimits | undefined;
  contextFor: ContextFactory;
}

// What Apollo answers a single result with, in its order of preference (ApolloServer.ts MEDIA_TYPES).
const ANSWER_TYPES = ['application/json', 'application/graphql-response+json'];

interface QueryBody {
  query: string;
  operationName?: string;
  variables: Record<string, unknown>;
}

/** A plain JSON POST of one query: no batch, no extensions (persisted queries), variables an object. */
function queryBody(body: unknown): QueryBody | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { query, operationName, variables, extensions, ...rest } = body as Record<string, unknown>;
  if (typeof query !== 'string' || extensions !== undefined || Object.keys(rest).length) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
  return {
    query,
    operationName: operationName ?? undefined,
    variables: (variables ?? {}) as Record<string, unknown>,
  };
}

/**
 * The calendar asks for a month dozens of times a minute: a query that has passed validation before
 * runs compiled by graphql-jit, with the same checks Apollo's plugins make (control characters, depth
 * and cost, the session) and Apollo's own answer. Everything else — mutations, subscriptions, GET,
 * persisted queries, anything refused or failing — goes on to Apollo, which owns every error answer;
 * a query has no side effects, so running it there again changes nothing but the time it takes.
 */
export function graphqlFastPath(deps: FastPathDeps): RequestHandler {
  // Depth and cost only change with the variables (@skip/@include): the verdict is kept per read and variables.
  const verdicts = new WeakMap<CompiledRead, Map<string, boolean>>();
  const withinLimits = (read: CompiledRead, variables: Record<string, unknown>) => {
    const known = verdicts.get(read) ?? new Map<string, boolean>();
    verdicts.set(read, known);
    const key = JSON.stringify(variables);
    let verdict = known.get(key);
    if (verdict === undefined) {
      verdict = !queryLimitErrors(deps.schema, read.document, read.operationName, variables, deps.limits).length;
      if (known.size >= 100) known.clear();
      known.set(key, verdict);
    }
    return verdict;
  };

  return (req, res, next) => {
    const body = req.method === 'POST' && req.is('application/json') ? queryBody(req.body) : null;
    const answerType = body && req.accepts(ANSWER_TYPES);
    if (!body || !answerType) return next();
    const read = deps.reads(body.query, body.operationName);
    if (!read || read.refusedLiterals || fieldWithControlCharacters(body.variables) !== null) return next();
    if (!withinLimits(read, body.variables)) return next();
    void (async () => {
      const context = await deps.contextFor(bearerToken(req.headers.authorization), req.ip ?? null);
      logRequestUser(res, context.viewer?.id);
      const result = await read.run(context, body.variables);
      if (result.errors?.length || !result.data) return next();
      sendJsonText(res, 200, `${JSON.stringify({ data: result.data })}\n`, `${answerType}; charset=utf-8`);
    })().catch(() => next());
  };
}
