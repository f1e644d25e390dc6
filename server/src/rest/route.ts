/*
 * Adding a REST route: one entry in a `routes/*-routes.ts` list (mounted through route-table.ts), nothing else.
 *
 *   {
 *     method: 'get', path: '/appointments/:id', tag: 'citas', summary: 'Una cita', audience: ['signed-in'],
 *     params: { id: 'Id de la cita' },
 *     response: { status: 200, description: 'La cita' },
 *     operation: {
 *       document: `query RestAppointment($id: ID!) { appointment(id: $id) { ...RestAppointment } }`,
 *       variables: (req) => ({ id: param(req, 'id') }),
 *       data: { field: 'appointment' },
 *     },
 *   }
 *
 * - The answer is the document's selection: the same fields in the same order, enums in lower case, and its
 *   JSON Schema in openapi.json is computed from that selection and the schema's types. Records come from
 *   the `Rest…` fragments in fragments.ts (spread them; they are added to the document when it is compiled):
 *   a field added there appears in every answer and schema that spreads it.
 * - `data` is a root field's value (`{ field }`) or the whole result (`'result'`, with aliases naming the
 *   REST keys: `{ cut: createCut(…) { …RestCut } }` answers `data: { cut }`); without it there is no `data`.
 * - A POST/PUT/PATCH body is documented from the operation's variables (path parameters aside) and the
 *   shared yup rules named in `body`; `variables` maps the request onto them (see request-values.ts).
 */
import type { Request, RequestHandler } from 'express';
import type { DataSource } from 'typeorm';
import type { Role } from '../domain/role';
import type { Json } from './json';
import type { BodySource } from './request-body';
import type { JsonSchema } from './schema-builders';

/** Who a route is for; it documents the GraphQL operation's own @auth/@public, it does not enforce it. */
export type Audience = 'public' | 'signed-in' | 'admin' | 'client' | 'barber';
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Variables = Record<string, unknown>;

/** What a route answers on success; the router adds `success: true`. */
export interface Reply {
  status?: number;
  message?: string;
  data?: unknown;
  token?: string;
  /** A download instead of the JSON envelope (the CSV exports). */
  file?: { body: string; contentType: string; filename: string };
}

/** One GraphQL operation and how REST feeds it and answers with its result. */
export interface OperationBinding {
  /** The operation; `...RestX` spreads fragments.ts's fragments. */
  document: string;
  variables?: (req: Request) => Variables;
  /** Where `data` comes from: a root field's value, or the whole result; omitted, the answer has no `data`. */
  data?: { field: string } | 'result';
  /** A field of `data` that travels as the envelope's `token` instead (sign-in). */
  token?: string;
  message?: string | ((data: Json) => string);
  /** The body's shared yup rules and REST names, for its JSON Schema. */
  body?: BodySource;
  /** A file instead of the envelope (the CSV exports): `data`'s field, a String, is its body. */
  download?: { contentType: string; filename: (req: Request) => string };
  /** A reply built by hand, for what the fields above cannot say; the route then documents `response.schema`. */
  wrap?: (result: Record<string, unknown>, req: Request) => Reply;
}

/**
 * A route served by different operations depending on the caller's role (anonymous callers, and a role without
 * its own, get `fallback`'s; the route's audience still refuses the roles it does not name).
 */
export interface RoleDispatch {
  /** A role without its own binding runs the fallback's. */
  byRole: Partial<Record<Role, OperationBinding>>;
  fallback: Role;
}

export interface QueryParam {
  name: string;
  description: string;
  schema: JsonSchema;
  required?: boolean;
}

export interface ResponseDoc {
  status: number;
  description: string;
  /** The whole response body; computed from the operation when left out. */
  schema?: JsonSchema;
}

interface RouteBase {
  method: HttpMethod;
  /** Express syntax, relative to /api: `/cuts/:id`. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  audience: readonly Audience[];
  /** Path parameters are read from `path`; these document them. */
  params?: Record<string, string>;
  query?: readonly QueryParam[];
  response: ResponseDoc;
  /** Failures beyond the ones the route's shape implies (401/403/400/404/413/415/429/500); a number means the envelope. */
  extraFailures?: readonly (number | Required<ResponseDoc>)[];
  /** Login and sign-up: the auth service limits attempts per IP and per email; documents the 429. */
  rateLimited?: boolean;
}

export interface OperationRoute extends RouteBase {
  operation: OperationBinding | RoleDispatch;
}

export interface NativeDeps {
  /** The open database; routes are built before it opens (see createApp), so they ask for it when they run. */
  database: () => DataSource;
  openApiDocument: Record<string, unknown>;
}

/** The few routes that are not a GraphQL operation (health, the OpenAPI document itself). */
export interface NativeRoute extends RouteBase {
  response: Required<ResponseDoc>;
  handler: (deps: NativeDeps) => RequestHandler;
}

export type RouteSpec = OperationRoute | NativeRoute;

/** The parameters an Express path names: `/cuts/:id` → `['id']`. */
export const pathParams = (expressPath: string) => [...expressPath.matchAll(/:(\w+)/g)].map((m) => m[1]);

export const isNativeRoute = (route: RouteSpec): route is NativeRoute => 'handler' in route;
export const isRoleDispatch = (operation: OperationBinding | RoleDispatch): operation is RoleDispatch =>
  'byRole' in operation;

/** Every binding of a route, for checks that look at all the GraphQL it may run. */
export function bindingsOf(route: OperationRoute): { role?: Role; binding: OperationBinding }[] {
  const { operation } = route;
  if (!isRoleDispatch(operation)) return [{ binding: operation }];
  return (Object.entries(operation.byRole) as [Role, OperationBinding][]).map(([role, binding]) => ({ role, binding }));
}
