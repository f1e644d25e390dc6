import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { bindingsOf, isNativeRoute, type Audience, type JsonSchema, type RouteSpec } from './route';

export type OpenApiDocument = Record<string, any>;

const FAILURE_DESCRIPTIONS: Record<number, string> = {
  400: 'Datos inválidos (validación, JSON mal formado, estado desconocido); `errors` detalla los campos',
  401: "Falta el token o no es válido: 'No autorizado'",
  403: "El rol de la sesión no puede: 'Acceso denegado'",
  404: 'No encontrado',
  409: 'Conflicto (email ya registrado, hora ocupada, nombre repetido…)',
  413: 'Cuerpo de más de 100 kB',
  415: 'El cuerpo no es JSON',
  429: 'Demasiados intentos: espera lo que indica Retry-After',
  500: 'Error interno (sin detalles)',
};

const AUDIENCE_TEXT: Record<Audience, string> = {
  public: 'público',
  'signed-in': 'cualquier sesión',
  admin: 'administrador',
  client: 'cliente',
};

/** `/cuts/:id` → `/cuts/{id}` */
export const openApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');
export const pathParams = (expressPath: string) => [...expressPath.matchAll(/:(\w+)/g)].map((m) => m[1]);

function operationId(route: RouteSpec): string {
  const words = route.path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[-.]/)));
  return route.method + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

function failureStatuses(route: RouteSpec): number[] {
  const statuses = new Set<number>([500]);
  const isPublic = route.audience.includes('public');
  if (!isPublic) statuses.add(401);
  if (!isPublic && !route.audience.includes('signed-in')) statuses.add(403);
  if (route.requestBody) [400, 413, 415].forEach((s) => statuses.add(s));
  if (route.query?.length || pathParams(route.path).length) statuses.add(400);
  if (pathParams(route.path).length) statuses.add(404);
  if (route.rateLimited) statuses.add(429);
  for (const extra of route.extraFailures ?? []) if (typeof extra === 'number') statuses.add(extra);
  return [...statuses].sort((a, b) => a - b);
}

const rootFields = (document: string) =>
  parse(document)
    .definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .flatMap((d) => d.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : '?')));

/** The GraphQL behind a route, so a reader (and the tests) can see exactly what runs. */
function graphqlExtension(route: RouteSpec): JsonSchema | undefined {
  if (isNativeRoute(route)) return undefined;
  return {
    'x-graphql': bindingsOf(route).map(({ role, binding }) => ({
      ...(role ? { role } : {}),
      fields: rootFields(binding.document),
      document: binding.document.replace(/\s+/g, ' ').trim(),
    })),
  };
}

function operationObject(route: RouteSpec): JsonSchema {
  const parameters = [
    ...pathParams(route.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      description: route.params?.[name] ?? name,
      schema: { type: 'string' },
    })),
    ...(route.query ?? []).map((q) => ({
      name: q.name,
      in: 'query',
      required: q.required ?? false,
      description: q.description,
      schema: q.schema,
    })),
  ];
  const responses: Record<string, JsonSchema> = {
    [route.response.status]: {
      description: route.response.description,
      content: { [route.response.contentType ?? 'application/json']: { schema: route.response.schema } },
    },
  };
  for (const status of failureStatuses(route)) responses[status] = { $ref: `#/components/responses/Failure${status}` };
  for (const extra of route.extraFailures ?? []) {
    if (typeof extra === 'number') continue;
    responses[extra.status] = {
      description: extra.description,
      content: { 'application/json': { schema: extra.schema } },
    };
  }
  const access = `Acceso: ${route.audience.map((a) => AUDIENCE_TEXT[a]).join(' o ')}.`;
  return {
    operationId: operationId(route),
    tags: [route.tag],
    summary: route.summary,
    description: route.description ? `${route.description}\n\n${access}` : access,
    security: route.audience.includes('public') ? [] : [{ bearerAuth: [] }],
    ...(parameters.length ? { parameters } : {}),
    ...(route.requestBody
      ? { requestBody: { required: true, content: { 'application/json': { schema: route.requestBody } } } }
      : {}),
    responses,
    ...graphqlExtension(route),
  };
}

/** OpenAPI 3.1 for the route table: built from it, so what is served and what is documented cannot drift. */
export function buildOpenApiDocument(
  routes: readonly RouteSpec[],
  schemas: Record<string, JsonSchema>,
): OpenApiDocument {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) (paths[openApiPath(route.path)] ??= {})[route.method] = operationObject(route);
  const failureResponses = Object.fromEntries(
    Object.entries(FAILURE_DESCRIPTIONS).map(([status, description]) => [
      `Failure${status}`,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Barbería — API REST',
      version: '1.0.0',
      description:
        'Adaptador REST sobre la API GraphQL (/graphql): cada ruta ejecuta una operación GraphQL con el token de quien llama. ' +
        'Respuestas: `{ success, message?, data?, errors? }`; los registros llevan `id` y `_id`.',
    },
    servers: [{ url: '/api' }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      responses: failureResponses,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
