import type { Request, RequestHandler } from 'express';
import type { DataSource } from 'typeorm';
import type { Role } from '../features/users/role';

/** Who a route is for; it documents the GraphQL operation's own @auth/@public, it does not enforce it. */
export type Audience = 'public' | 'signed-in' | 'admin' | 'client';
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it). */
export type JsonSchema = Record<string, unknown>;
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

/** One GraphQL operation and how REST feeds it and wraps its result. */
export interface OperationBinding {
  document: string;
  variables?: (req: Request) => Variables;
  wrap: (data: any, req: Request) => Reply;
}

/** A route served by different operations depending on the caller's role (anonymous callers get `fallback`). */
export interface RoleDispatch {
  byRole: Record<Role, OperationBinding>;
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
  /** The whole response body. */
  schema: JsonSchema;
  /** Defaults to application/json (the envelope). */
  contentType?: string;
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
  requestBody?: JsonSchema;
  response: ResponseDoc;
  /** Failures beyond the ones the route's shape implies (401/403/400/404/413/415/429/500); a number means the envelope. */
  extraFailures?: readonly (number | ResponseDoc)[];
  /** Login and sign-up: the auth service limits attempts per IP and per email; documents the 429. */
  rateLimited?: boolean;
}

export interface OperationRoute extends RouteBase {
  operation: OperationBinding | RoleDispatch;
}

export interface NativeDeps {
  dataSource: DataSource;
  openApiDocument: Record<string, unknown>;
}

/** The few routes that are not a GraphQL operation (health, the OpenAPI document itself). */
export interface NativeRoute extends RouteBase {
  handler: (deps: NativeDeps) => RequestHandler;
}

export type RouteSpec = OperationRoute | NativeRoute;

export const isNativeRoute = (route: RouteSpec): route is NativeRoute => 'handler' in route;
export const isRoleDispatch = (operation: OperationBinding | RoleDispatch): operation is RoleDispatch =>
  'byRole' in operation;

/** Every binding of a route, for checks that look at all the GraphQL it may run. */
export function bindingsOf(route: OperationRoute): { role?: Role; binding: OperationBinding }[] {
  const { operation } = route;
  if (!isRoleDispatch(operation)) return [{ binding: operation }];
  return (Object.entries(operation.byRole) as [Role, OperationBinding][]).map(([role, binding]) => ({ role, binding }));
}
