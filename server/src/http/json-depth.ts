import type { RequestHandler } from 'express';

/**
 * How deep a request's JSON may nest. The deepest input the API takes (the opening hours in a GraphQL body)
 * is 5 levels; every check after parsing walks values by recursion, and 5 000 levels overflowed the stack.
 */
export const MAX_JSON_DEPTH = 32;

/** Body-parser style: what bodyFailure() answers 400 for. */
export const TOO_DEEP_TYPE = 'entity.too.deep';

/** Whether `value` nests objects or arrays more than `limit` levels deep, walked without recursion. */
export function nestedDeeperThan(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length) {
    const [current, depth] = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= limit) return true;
    for (const inner of Object.values(current)) pending.push([inner, depth + 1]);
  }
  return false;
}

/** GET /graphql's variables travel as JSON text in the query string; Apollo parses them again later. */
function queryStringVariables(query: unknown): unknown {
  const text = (query as { variables?: unknown } | undefined)?.variables;
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // Apollo answers what it cannot parse
  }
}

/** After the JSON parser: a body (or GET /graphql's variables) nested past MAX_JSON_DEPTH goes to the error handler. */
export const jsonDepthLimit: RequestHandler = (req, _res, next) => {
  if (!nestedDeeperThan(req.body) && !nestedDeeperThan(queryStringVariables(req.query))) return next();
  next(Object.assign(new Error('JSON nested too deep'), { type: TOO_DEEP_TYPE, status: 400, expose: true }));
};
