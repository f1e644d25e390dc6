import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { DataSource } from 'typeorm';
import { bearerToken } from '../features/auth/token';
import type { Role } from '../domain/role';
import { ForbiddenError, UnauthenticatedError } from '../domain/errors';
import type { ContextFactory } from '../graphql/context';
import { routeCompiler, type CompiledBinding, type CompiledRoute } from './compile-route';
import { sendError, sendFailure, sendSuccess } from './envelope';
import { logRequestUser } from '../http/request-logger';
import { bodyErrorHandler, jsonBody } from './json-body';
import { buildOpenApiDocument } from './openapi';
import { isNativeRoute, isRoleDispatch, type Audience, type RouteSpec } from './route';
import { RestError } from './rest-error';
import { routeTable } from './route-table';
import { commonSchemas } from './routes/common-schemas';

export interface RestDeps {
  /** The open database, asked for when a request needs it: the router is built while it opens. */
  database: () => DataSource;
  schema: GraphQLSchema;
  /** The same factory /graphql uses, so REST callers get the same viewer, loaders and rules. */
  contextFor: ContextFactory;
  /** Defaults to the whole table; tests may mount a part of it. */
  routes?: readonly RouteSpec[];
  /** Defaults to fragments.ts; tests may change a record. */
  fragments?: string;
}

export const NOT_FOUND_MESSAGE = 'Ruta no encontrada';
export const BAD_PATH_MESSAGE = 'La ruta no es válida: tiene una codificación % incorrecta';

/**
 * A path parameter that is not valid percent-encoding (`/cuts/%ZZ`) fails in the router, before any handler
 * runs; the router marks that URIError 400, which tells it from a URIError thrown by a bug of ours.
 */
const badPathHandler: ErrorRequestHandler = (error, _req, res, next) =>
  error instanceof URIError && (error as { status?: unknown }).status === 400
    ? sendFailure(res, 400, BAD_PATH_MESSAGE)
    : next(error);

export function restRouter(deps: RestDeps): Router {
  const compiler = routeCompiler(deps.schema, commonSchemas, deps.fragments);
  const routes = (deps.routes ?? routeTable).map((route) => compiler.compile(route));
  const openApiDocument = buildOpenApiDocument(routes, compiler.components());

  const router = express.Router();
  router.use(jsonBody());
  for (const compiled of routes) {
    const { route } = compiled;
    const handler = isNativeRoute(route)
      ? route.handler({ database: deps.database, openApiDocument })
      : operationHandler(compiled, deps);
    router[route.method](route.path, handler);
  }
  router.use((_req, res) => sendFailure(res, 404, NOT_FOUND_MESSAGE));
  router.use(badPathHandler, bodyErrorHandler);
  return router;
}

function operationHandler(compiled: CompiledRoute, deps: RestDeps): RequestHandler {
  const pick = bindingPicker(compiled);
  const refusal = audienceRefusal(compiled.route.audience);
  return async (req, res) => {
    try {
      const context = await deps.contextFor(bearerToken(req.headers.authorization), req.ip ?? null);
      logRequestUser(res, context.viewer?.id);
      const refused = refusal(context.viewer?.role);
      if (refused) throw refused;
      const { binding, operation, reply } = pick(context.viewer?.role);
      const result = await operation.run(binding.variables?.(req) ?? {}, context);
      const answer = reply(result, req);
      sendSuccess(res, answer.status ?? compiled.route.response.status, answer);
    } catch (error) {
      sendError(res, error);
    }
  };
}

/**
 * Who may call the route, answered before its body is read: GraphQL coerces variables before any @auth
 * runs, so without this a stranger would get the body's faults (400) instead of 401/403. The operation's
 * own @auth still decides; this only puts the answers in the order an HTTP client expects.
 */
function audienceRefusal(audience: readonly Audience[]): (role: Role | undefined) => RestError | null {
  const allowed = new Set<string>(audience);
  if (allowed.has('public')) return () => null;
  return (role) => {
    if (!role) return new RestError(401, new UnauthenticatedError().message);
    if (allowed.has('signed-in') || allowed.has(role)) return null;
    return new RestError(403, new ForbiddenError().message);
  };
}

/** Which compiled binding serves a caller of this role. */
function bindingPicker({ route, bindings }: CompiledRoute): (role: Role | undefined) => CompiledBinding {
  if (isNativeRoute(route) || !isRoleDispatch(route.operation)) {
    const [only] = bindings;
    return () => only;
  }
  const byRole = new Map(bindings.map((binding) => [binding.role, binding]));
  const fallback = byRole.get(route.operation.fallback)!;
  // Anonymous callers run the fallback's operation, whose own @auth answers 401.
  return (role) => (role && byRole.get(role)) || fallback;
}
