import { healthHandler } from '../health';
import type { RouteSpec } from '../route';
import { object, str } from '../schema-builders';

/** Routes the adapter serves itself: they are no GraphQL operation. */
export const systemRoutes: RouteSpec[] = [
  {
    method: 'get',
    path: '/health',
    tag: 'sistema',
    summary: 'Estado del servidor y de la base de datos',
    audience: ['public'],
    response: { status: 200, description: 'La base de datos responde', schema: object({ status: { const: 'ok' } }) },
    extraFailures: [
      {
        status: 503,
        description: 'La base de datos no responde',
        schema: object({ status: { const: 'error' }, message: str() }),
      },
    ],
    handler: ({ database }) => healthHandler(database),
  },
  {
    method: 'get',
    path: '/openapi.json',
    tag: 'sistema',
    summary: 'Este documento OpenAPI 3.1, generado de la tabla de rutas',
    audience: ['public'],
    response: { status: 200, description: 'Documento OpenAPI', schema: { type: 'object' } },
    handler:
      ({ openApiDocument }) =>
      (_req, res) =>
        void res.json(openApiDocument),
  },
];
