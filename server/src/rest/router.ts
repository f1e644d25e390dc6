import express, { type RequestHandler, type Router } from 'express';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { DataSource } from 'typeorm';
import { bearerToken } from '../features/auth/token';
import type { Role } from '../features/users/role';
import type { ContextFactory } from '../graphql/context';
import { sendError, sendFailure, sendSuccess } from './envelope';
import { compileOperation, executeOperation } from './execute-operation';
import { bodyErrorHandler, jsonBody } from './json-body';
import { buildOpenApiDocument } from './openapi';
import { isNativeRoute, isRoleDispatch, type OperationBinding, type OperationRoute, type RouteSpec } from './route';
import { componentSchemas, routeTable } from './route-table';

export interface RestDeps {
  dataSource: DataSource;
  schema: GraphQLSchema;
  /** The same factory /graphql uses, so REST callers get the same viewer, loaders and rules. */
  contextFor: ContextFactory;
  /** Defaults to the whole table; tests may mount a part of it. */
  routes?: readonly RouteSpec[];
}

export const NOT_FOUND_MESSAGE = 'Ruta no encontrada';

export function restRouter(deps: RestDeps): Router {
  const routes = deps.routes ?? routeTable;
  const openApiDocument = buildOpenApiDocument(routes, componentSchemas);

  const router = express.Router();
  router.use(jsonBody());
  for (const route of routes) {
    const handler = isNativeRoute(route)
      ? route.handler({ dataSource: deps.dataSource, openApiDocument })
      : operationHandler(route, deps);
    router[route.method](route.path, handler);
  }
  router.use((_req, res) => sendFailure(res, 404, NOT_FOUND_MESSAGE));
  router.use(bodyErrorHandler);
  return router;
}

interface CompiledBinding {
  binding: OperationBinding;
  document: DocumentNode;
}

function operationHandler(route: OperationRoute, deps: RestDeps): RequestHandler {
  const pick = bindingPicker(route.operation, (binding) => ({
    binding,
    document: compileOperation(deps.schema, binding.document),
  }));

  return async (req, res) => {
    try {
      const context = await deps.contextFor(bearerToken(req.headers.authorization), req.ip ?? null);
      const { binding, document } = pick(context.viewer?.role);
      const variables = binding.variables?.(req) ?? {};
      const data = await executeOperation(deps.schema, document, variables, context);
      const reply = binding.wrap(data, req);
      sendSuccess(res, reply.status ?? route.response.status, reply);
    } catch (error) {
      sendError(res, error);
    }
  };
}

/** Which compiled binding serves a caller of this role. */
function bindingPicker(
  operation: OperationRoute['operation'],
  compile: (binding: OperationBinding) => CompiledBinding,
): (role: Role | undefined) => CompiledBinding {
  if (!isRoleDispatch(operation)) {
    const only = compile(operation);
    return () => only;
  }
  const byRole = new Map(Object.entries(operation.byRole).map(([role, binding]) => [role, compile(binding)]));
  const fallback = byRole.get(operation.fallback)!;
  // Anonymous callers run the fallback's operation, whose own @auth answers 401.
  return (role) => (role && byRole.get(role)) || fallback;
}
