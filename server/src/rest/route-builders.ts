import type { Request } from 'express';
import { bodyOf, param } from './request-values';
import {
  pathParams,
  type Audience,
  type HttpMethod,
  type OperationBinding,
  type OperationRoute,
  type QueryParam,
  type ResponseDoc,
  type RoleDispatch,
  type Variables,
} from './route';

// Builders for the route lists, so an entry says only what is its own: the tag and the path parameters'
// descriptions come from its group, the method is the builder's name.

/** What openapi.json says about one route besides its tag, method and path. */
export interface RouteDoc {
  summary: string;
  description?: string;
  audience: Audience | readonly Audience[];
  /** The success response's description. */
  answers: string;
  /** The success status; 200 unless given. */
  status?: number;
  query?: readonly QueryParam[];
  extraFailures?: readonly (number | Required<ResponseDoc>)[];
  rateLimited?: boolean;
}

type RouteBuilder = (path: string, doc: RouteDoc, operation: OperationBinding | RoleDispatch) => OperationRoute;

/** The routes of one OpenAPI tag; `params` describes the path parameters its paths use (`:id`). */
export function routeGroup(tag: string, params: Record<string, string> = {}): Record<HttpMethod, RouteBuilder> {
  const builder =
    (method: HttpMethod): RouteBuilder =>
    (path, { summary, description, audience, answers, status = 200, ...optional }, operation) => {
      const named = pathParams(path);
      return {
        method,
        path,
        tag,
        summary,
        ...(description === undefined ? {} : { description }),
        audience: typeof audience === 'string' ? [audience] : audience,
        ...(named.length ? { params: Object.fromEntries(named.map((name) => [name, params[name] ?? name])) } : {}),
        response: { status, description: answers },
        ...optional,
        operation,
      };
    };
  return {
    get: builder('get'),
    post: builder('post'),
    put: builder('put'),
    patch: builder('patch'),
    delete: builder('delete'),
  };
}

/** The path's `:id`, the variables of every operation on one record. */
export const idVariables = (req: Request): Variables => ({ id: param(req, 'id') });

// Named after the root field (`stats` runs as `RestStats`), like the operations written out in full, so
// openapi.json's `x-graphql` reads the same whichever way a route was declared.
const operationName = (field: string) => `Rest${field[0].toUpperCase()}${field.slice(1)}`;

/** A root field that takes no arguments, its `selection` answered as `data`. */
export const fieldQuery = (field: string, selection: string): OperationBinding => ({
  document: `query ${operationName(field)} { ${field} { ${selection} } }`,
  data: { field },
});

/** A mutation of the request's `input` (an `inputType`), its `selection` answered as `data`. */
export const inputMutation = (
  field: string,
  inputType: string,
  selection: string,
  binding: Pick<OperationBinding, 'variables' | 'body' | 'message'>,
): OperationBinding => ({
  document: `mutation ${operationName(field)}($input: ${inputType}!) { ${field}(input: $input) { ${selection} } }`,
  data: { field },
  ...binding,
});

/** Deletes the record of the path's `:id`; REST answers the message alone. */
export const deleteById = (field: string, message: string): OperationBinding => ({
  document: `mutation ${operationName(field)}($id: ID!) { ${field}(id: $id) }`,
  variables: idVariables,
  message,
});

/** How one body value becomes a variable (request-values.ts: text, optionalText, numeric). */
type Convert = (value: unknown) => unknown;

/** Reads a request's variables; `bodyKeys`, the body keys named otherwise than their GraphQL field. */
export type BodyReader<T> = ((req: Request) => T) & { bodyKeys?: Readonly<Record<string, string>> };

/**
 * The body's fields as the operation's `input`, each through its conversion, in the input's order;
 * `[bodyKey, convert]` reads a body key that has another name (documented and named in errors by it), or a
 * field of a nested object (`keys.auth`).
 */
export function bodyFields(
  fields: Record<string, Convert | readonly [string, Convert]>,
): BodyReader<Record<string, unknown>> {
  const read = (req: Request): Record<string, unknown> => {
    const body = bodyOf(req);
    return Object.fromEntries(
      Object.entries(fields).map(([name, how]) =>
        typeof how === 'function' ? [name, how(body[name])] : [name, how[1](valueAt(body, how[0]))],
      ),
    );
  };
  const renamed = Object.entries(fields).flatMap(([name, how]) => (typeof how === 'function' ? [] : [[name, how[0]]]));
  return renamed.length ? Object.assign(read, { bodyKeys: Object.fromEntries(renamed) }) : read;
}

/** A body value by its REST name; `keys.auth` is `auth` inside the object `keys`. */
function valueAt(body: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (value, part) =>
        value !== null && typeof value === 'object' && !Array.isArray(value)
          ? (value as Record<string, unknown>)[part]
          : undefined,
      body,
    );
}

/** `{ input }` built by `bodyFields`. */
export function bodyInput(fields: Parameters<typeof bodyFields>[0]): BodyReader<Variables> {
  const read = bodyFields(fields);
  return Object.assign((req: Request) => ({ input: read(req) }), read.bodyKeys ? { bodyKeys: read.bodyKeys } : {});
}
