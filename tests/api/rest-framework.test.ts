import 'reflect-metadata';
import { Validator } from '@seriousme/openapi-schema-validator';
import {
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  Kind,
  parse,
  printSchema,
  type EnumValueNode,
  type FieldNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Context } from '../../server/src/graphql/context';
import { createLoaders } from '../../server/src/graphql/loaders';
import { AuthAttemptLimiter, RATE_LIMIT_MESSAGE } from '../../server/src/features/auth/attempt-limiter';
import { bindingsOf, isNativeRoute, type OperationRoute, type RouteSpec } from '../../server/src/rest/route';
import { routeTable } from '../../server/src/rest/route-table';
import { restRouter, type RestDeps } from '../../server/src/rest/router';
import { envelope } from '../../server/src/rest/schema-builders';
import { databaseFingerprint, expectFailure, mountRestRouter, restClient, type RestClient } from '../support/rest';
import { startTestApp, type TestApp, testAppForFile } from '../support/test-app';

const t = testAppForFile({ authRateLimit: { maxPerIp: 1000, maxPerEmail: 1000 } });
let api: RestClient;
beforeAll(async () => {
  api = await restClient(t);
});

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** The REST router alone, on its own port, over the test app's database and schema. */
const mount = (overrides: Partial<RestDeps>) => mountRestRouter(t, overrides);

function raw(path: string, init: RequestInit = {}) {
  return fetch(`${t.url}/api${path}`, init).then(async (res) => ({ status: res.status, body: await res.json() }));
}

describe('openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(api.document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('documents every mounted route, and mounts every documented one', () => {
    const router = restRouter({
      database: () => t.app.dataSource,
      schema: t.app.schema,
      contextFor: async (): Promise<Context> => ({
        viewer: null,
        clientIp: null,
        dataSource: t.app.dataSource,
        loaders: createLoaders(t.app.dataSource),
      }),
    });
    const mounted = router.stack
      .filter((layer) => layer.route)
      .flatMap((layer) => Object.keys((layer.route as any).methods).map((m) => `${m} ${layer.route!.path}`));
    const documented = Object.entries(api.document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, operations]) =>
        Object.keys(operations)
          .filter((m) => METHODS.includes(m))
          .map((m) => `${m} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(mounted.length).toBe(routeTable.length);
    expect([...mounted].sort()).toEqual([...documented].sort());
  });

  it('answers each documented route on the running server (no route is left unmounted)', async () => {
    for (const [path, operations] of Object.entries(api.document.paths as Record<string, Record<string, any>>)) {
      for (const method of Object.keys(operations).filter((m) => METHODS.includes(m))) {
        const url = path.replace(/\{(\w+)\}/g, '00000000-0000-4000-8000-000000000000');
        // Anonymous and with an empty body: nothing can change, and an unmounted route would say 'Ruta no encontrada'.
        const res = await fetch(`${t.url}/api${url}`, {
          method: method.toUpperCase(),
          ...(['post', 'put', 'patch'].includes(method)
            ? { headers: { 'content-type': 'application/json' }, body: '{}' }
            : {}),
        });
        const body = (await res.json()) as { message?: string };
        expect(body.message, `${method} ${path}`).not.toBe('Ruta no encontrada');
        expect(Object.keys(operations[method].responses), `${method} ${path} documents ${res.status}`).toContain(
          String(res.status),
        );
      }
    }
  });

  it('writes the failure envelope’s schema into every 4xx and 5xx answer it documents', () => {
    const failure = api.document.components.schemas.Failure;
    expect(failure).toMatchObject({
      type: 'object',
      properties: { success: { const: false }, message: { type: 'string' }, errors: { type: 'array' } },
      required: ['success', 'message'],
    });
    let failures = 0;
    for (const [path, operations] of Object.entries(api.document.paths as Record<string, Record<string, any>>)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(operation.responses as Record<string, any>)) {
          if (Number(status) < 400) continue;
          const where = `${method} ${path} ${status}`;
          expect(response.description, where).toBeTruthy();
          const schema = response.content?.['application/json']?.schema;
          // GET /health's 503 is its own `{ status, message }`, as its 200 is; every other failure the envelope.
          if (where === 'get /health 503') expect(schema?.properties?.status, where).toBeDefined();
          else expect(schema, where).toEqual({ $ref: '#/components/schemas/Failure' });
          failures += 1;
        }
      }
    }
    expect(failures).toBeGreaterThan(150);
  });

  it('says nowhere that times run from 08:00 to 18:00: the hours are the shop’s own', () => {
    const texts = [JSON.stringify(api.document), printSchema(t.app.schema)];
    for (const text of texts) expect(text).not.toMatch(/08:00 a 18:00|8:00 a 18:00|08:00 to 18:00/);
  });

  it('gives every operation a unique id, a summary and its security', () => {
    const ids: string[] = [];
    for (const operations of Object.values(api.document.paths as Record<string, Record<string, any>>)) {
      for (const operation of Object.values(operations)) {
        ids.push(operation.operationId);
        expect(operation.summary).toBeTruthy();
        expect(Array.isArray(operation.security)).toBe(true);
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('route table', () => {
  // The audience a route documents must be what the GraphQL field itself declares (@public / @auth).
  // Several roles (issue 32: the admin and a barber) are each an audience of the route.
  function audienceOf(fieldName: string, operation: 'query' | 'mutation'): string {
    const root = operation === 'query' ? t.app.schema.getQueryType() : t.app.schema.getMutationType();
    const directives = root?.getFields()[fieldName]?.astNode?.directives ?? [];
    if (directives.some((d) => d.name.value === 'public')) return 'public';
    const auth = directives.find((d) => d.name.value === 'auth');
    expect(auth, `${fieldName} declares @auth or @public`).toBeDefined();
    const requires = auth!.arguments?.find((a) => a.name.value === 'requires')?.value;
    const roles =
      requires?.kind === Kind.LIST ? requires.values.map((v) => (v as EnumValueNode).value.toLowerCase()) : [];
    return roles.length ? roles.sort().join(',') : 'signed-in';
  }

  function audiencesOf(document: string): string[] {
    return parse(document).definitions.flatMap((definition) => {
      if (definition.kind !== Kind.OPERATION_DEFINITION) return [];
      const kind = definition.operation === 'mutation' ? 'mutation' : 'query';
      return definition.selectionSet.selections.map((field) => audienceOf((field as FieldNode).name.value, kind));
    });
  }

  it.each(routeTable.filter((r) => !isNativeRoute(r)).map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s documents the access its GraphQL declares',
    (_name, route) => {
      for (const { role, binding } of bindingsOf(route as OperationRoute)) {
        const audiences = new Set(audiencesOf(binding.document));
        expect(audiences.size, 'one access level per operation').toBe(1);
        const [audience] = audiences;
        if (role) {
          expect(route.audience).toContain(role);
          expect(audience === 'signed-in' || audience.split(',').includes(role), `${role} may call it`).toBe(true);
        } else {
          expect([...route.audience].sort().join(',')).toEqual(audience);
        }
      }
    },
  );

  it('mounts a fixed path before a parameter one that would swallow it', () => {
    for (const [i, route] of routeTable.entries()) {
      const earlier = routeTable.slice(0, i).filter((r) => r.method === route.method);
      for (const other of earlier) {
        const pattern = new RegExp(`^${other.path.replace(/:\w+/g, '[^/]+')}$`);
        expect(pattern.test(route.path), `${other.method} ${other.path} hides ${route.path}`).toBe(false);
      }
    }
  });
});

describe('request bodies', () => {
  it('answers a non-JSON body with 415 and the envelope', async () => {
    const before = await databaseFingerprint(t);
    const res = await raw('/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'name=x',
    });
    expect(res).toMatchObject({ status: 415, body: { success: false } });
    expect(res.body.message).toMatch(/JSON/);
    expect(await databaseFingerprint(t)).toBe(before);
  });

  it('answers malformed JSON with 400 and the envelope', async () => {
    const res = await raw('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res).toMatchObject({
      status: 400,
      body: { success: false, message: 'El cuerpo de la petición no es un JSON válido' },
    });
  });

  it('answers a JSON value that is not an object with 400', async () => {
    const res = await raw('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[1,2]',
    });
    expect(res).toMatchObject({ status: 400, body: { success: false } });
  });

  it('answers a body over 100 kB with 413 and the envelope', async () => {
    const before = await databaseFingerprint(t);
    const body = JSON.stringify({ name: 'x'.repeat(101 * 1024), email: 'grande@test.local', password: 'secreto1' });
    const res = await raw('/auth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res).toMatchObject({ status: 413, body: { success: false } });
    expect(await databaseFingerprint(t)).toBe(before);
  });

  it('reads a POST without a body as an empty object, so the service says what is missing', async () => {
    const res = await api.call('POST', '/auth/login');
    expectFailure(res, 400, 'El email es requerido');
  });

  it('answers a value of the wrong type with 400 and the field, in Spanish', async () => {
    const res = await api.call('POST', '/auth/login', { body: { email: 42, password: 'x' } });
    expectFailure(res, 400, 'Datos de entrada inválidos');
    expect(res.body.errors).toEqual([{ field: 'email', message: 'Valor no válido' }]);
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/no-existe'],
    ['POST', '/auth/nada'],
    ['DELETE', '/cuts'],
  ])('answers %s %s with 404 and the envelope', async (method, path) => {
    const res = await raw(path, { method });
    expect(res).toEqual({ status: 404, body: { success: false, message: 'Ruta no encontrada' } });
  });
});

describe('rate limits on login and sign-up', () => {
  // A server of its own, so the counts start at zero whatever the other tests did from this IP.
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ authRateLimit: { maxPerIp: 5, maxPerEmail: 2, maxSignUpsPerIp: 2 } });
  });
  afterAll(() => limited?.close());

  const post = (path: string, body: object) =>
    fetch(`${limited.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, headers: res.headers, body: await res.json() }));

  it('refuses the same email after maxPerEmail failures, with 429, Retry-After and the Spanish message', async () => {
    const attempt = () => post('/auth/login', { email: 'objetivo@test.local', password: 'mala' });
    expectFailure(await attempt(), 400, 'Credenciales inválidas');
    expectFailure(await attempt(), 400, 'Credenciales inválidas');
    const refused = await attempt();
    expectFailure(refused, 429, RATE_LIMIT_MESSAGE);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses an IP after maxPerIp failures whatever the email', async () => {
    // Two failures from this IP so far (the refused attempt does not count); three more are allowed.
    expectFailure(await post('/auth/login', { email: 'a@test.local', password: 'x' }), 400);
    expectFailure(await post('/auth/login', { email: 'b@test.local', password: 'x' }), 400);
    expectFailure(await post('/auth/login', { email: 'c@test.local', password: 'x' }), 400);
    expectFailure(await post('/auth/login', { email: 'd@test.local', password: 'x' }), 429, RATE_LIMIT_MESSAGE);
  });

  it('counts sign-up apart from login, and a refused sign-up creates nothing', async () => {
    const body = { name: 'Ana', email: 'ana.limite@test.local', password: 'secreto1', confirmPassword: 'secreto1' };
    expect((await post('/auth/register', body)).status).toBe(201);
    expectFailure(await post('/auth/register', body), 409, 'El email ya está registrado');
    const before = await databaseFingerprint(limited);
    expectFailure(await post('/auth/register', { ...body, email: 'ANA.limite@test.local' }), 429, RATE_LIMIT_MESSAGE);
    expect(await databaseFingerprint(limited)).toBe(before);
  });

  it('opens again once the window has passed', async () => {
    const limiter = new AuthAttemptLimiter({ windowMs: 1000, maxPerEmail: 2, maxPerIp: 100 });
    const wrong = () => limiter.checkPassword('10.0.0.1', 'k@test.local', async () => false);
    await wrong();
    await wrong();
    await expect(wrong()).rejects.toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(wrong()).resolves.toBe(false);
  });
});

describe('unexpected failures', () => {
  it('answers 500 with a generic Spanish message and never the error, its stack or SQL', async () => {
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          boom: {
            type: GraphQLString,
            resolve() {
              throw new Error('relation "users" does not exist: SELECT password_hash FROM users');
            },
          },
          ok: { type: GraphQLString, resolve: () => 'ok' },
        },
      }),
    });
    const route = (path: string, document: string, wrap: () => object): RouteSpec => ({
      method: 'get',
      path,
      tag: 'prueba',
      summary: 'prueba',
      audience: ['public'],
      response: { status: 200, description: 'ok', schema: envelope({}) },
      operation: { document, wrap },
    });
    const broken = await mount({
      schema,
      routes: [
        route('/resolver', '{ boom }', () => ({})),
        route('/wrap', '{ ok }', () => {
          throw new Error('duplicate key value violates unique constraint: INSERT INTO users');
        }),
      ],
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const path of ['/resolver', '/wrap']) {
        const res = await fetch(`${broken.url}${path}`);
        const text = await res.text();
        expect(res.status).toBe(500);
        expect(JSON.parse(text)).toEqual({ success: false, message: 'Error interno del servidor' });
        expect(text).not.toMatch(/SELECT|INSERT|password|relation|\.ts/);
      }
      expect(error).toHaveBeenCalledTimes(2);
    } finally {
      error.mockRestore();
      await broken.close();
    }
  });
});
