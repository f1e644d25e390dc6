import { Kind, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { CompiledRoute } from './compile-route';
import { pathParams, type Audience, type RouteSpec } from './route';
import type { JsonSchema } from './schema-builders';

export type OpenApiDocument = Record<string, unknown>;

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

/**
 * Written out in each operation rather than as a shared response reference: a reader (or a generator) that
 * looks at one operation's 4xx sees the envelope's schema there, not an answer without a body.
 */
const failureResponse = (status: number): JsonSchema => ({
  description: FAILURE_DESCRIPTIONS[status],
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
});

const AUDIENCE_TEXT: Record<Audience, string> = {
  public: 'público',
  'signed-in': 'cualquier sesión',
  admin: 'administrador',
  client: 'cliente',
  barber: 'barbero (su agenda)',
};

/** `/cuts/:id` → `/cuts/{id}` */
export const openApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');

function operationId(route: RouteSpec): string {
  const words = route.path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[-.]/)));
  return route.method + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

function failureStatuses({ route, requestBody }: CompiledRoute): number[] {
  const statuses = new Set<number>([500]);
  const isPublic = route.audience.includes('public');
  if (!isPublic) statuses.add(401);
  if (!isPublic && !route.audience.includes('signed-in')) statuses.add(403);
  if (requestBody) [400, 413, 415].forEach((s) => statuses.add(s));
  if (route.query?.length || pathParams(route.path).length) statuses.add(400);
  if (pathParams(route.path).length) statuses.add(404);
  if (route.rateLimited) statuses.add(429);
  for (const extra of route.extraFailures ?? []) if (typeof extra === 'number') statuses.add(extra);
  return [...statuses].sort((a, b) => a - b);
}

const rootFields = (document: DocumentNode) =>
  document.definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .flatMap((d) => d.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : '?')));

/** The GraphQL behind a route, fragments included, so a reader (and the tests) can see exactly what runs. */
function graphqlExtension({ bindings }: CompiledRoute): JsonSchema | undefined {
  if (!bindings.length) return undefined;
  return {
    'x-graphql': bindings.map(({ role, operation: { document } }) => ({
      ...(role ? { role } : {}),
      fields: rootFields(document),
      document: print(document).replace(/\s+/g, ' ').trim(),
    })),
  };
}

/** A download's media type (the CSV exports); undefined for the JSON envelope. */
const downloadType = (compiled: CompiledRoute) => compiled.bindings[0]?.binding.download?.contentType;

function operationObject(compiled: CompiledRoute): JsonSchema {
  const { route, requestBody } = compiled;
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
      content: { [downloadType(compiled) ?? 'application/json']: { schema: compiled.responseSchema } },
    },
  };
  for (const status of failureStatuses(compiled)) responses[status] = failureResponse(status);
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
    ...(requestBody
      ? { requestBody: { required: true, content: { 'application/json': { schema: requestBody } } } }
      : {}),
    responses,
    ...graphqlExtension(compiled),
  };
}

/** OpenAPI 3.1 for the route table: built from it, so what is served and what is documented cannot drift. */
export function buildOpenApiDocument(
  routes: readonly CompiledRoute[],
  schemas: Record<string, JsonSchema>,
): OpenApiDocument {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const compiled of routes) {
    (paths[openApiPath(compiled.route.path)] ??= {})[compiled.route.method] = operationObject(compiled);
  }
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
    tags: [...new Set(routes.map((r) => r.route.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
