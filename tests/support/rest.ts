import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { beforeAll, expect } from 'vitest';
import { restRouter, type RestDeps } from '../../server/src/rest/router';
import type { AppConfig } from '../../server/src/config/env';
import { testAppForFile, type TestApp } from './test-app';

export interface RestResponse {
  status: number;
  headers: Headers;
  body: any;
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  params?: Record<string, string>;
  query?: Record<string, string>;
}

export interface RestClient {
  /** `route` is the documented template (`/cuts/:id`); every answer is checked against openapi.json. */
  call(method: string, route: string, options?: CallOptions): Promise<RestResponse>;
  document: Record<string, any>;
}

/** The doc's component refs point at `#/components/schemas/X`; ajv resolves them as `$defs`. */
function toDefs(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema).replaceAll('#/components/schemas/', '#/$defs/'));
}

export async function restClient(t: TestApp): Promise<RestClient> {
  const document = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as Record<string, any>;
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  const defs = toDefs(document.components.schemas);
  const validators = new Map<string, ValidateFunction>();

  function validatorFor(method: string, route: string, status: number): ValidateFunction {
    const key = `${method} ${route} ${status}`;
    let validate = validators.get(key);
    if (!validate) {
      const operation = document.paths[route.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect(operation, `${method} ${route} is documented`).toBeDefined();
      let response = operation.responses[String(status)];
      expect(response, `${method} ${route} documents status ${status}`).toBeDefined();
      if (response.$ref) response = document.components.responses[response.$ref.split('/').pop()];
      const schema = response.content['application/json'].schema;
      validate = ajv.compile({ $defs: defs, ...(toDefs(schema) as object) });
      validators.set(key, validate);
    }
    return validate;
  }

  return {
    document,
    async call(method, route, options = {}) {
      let path = route.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(options.params?.[name] ?? ''));
      if (options.query) path += `?${new URLSearchParams(options.query).toString()}`;
      const headers: Record<string, string> = {};
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${t.url}/api${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const body = await res.json();
      const validate = validatorFor(method, route, res.status);
      expect(
        validate(body),
        `${method} ${route} ${res.status}: ${JSON.stringify(validate.errors)}\n${JSON.stringify(body)}`,
      ).toBe(true);
      return { status: res.status, headers: res.headers, body };
    },
  };
}

/** The file's REST client for its app (testAppForFile's), made before the file's own hooks run. */
function restClientForFile(t: TestApp): RestClient {
  let client: RestClient | undefined;
  beforeAll(async () => {
    client = await restClient(t);
  });
  const ready = (): RestClient => {
    if (!client) throw new Error('The REST client is made by beforeAll: use it inside hooks and tests.');
    return client;
  };
  return {
    call: (method, route, options) => ready().call(method, route, options),
    get document() {
      return ready().document;
    },
  };
}

/** The app for a REST test file, sign-ins never rate-limited (auth-limits.test.ts covers the limit), with its REST client. */
export function restAppForFile(overrides: Partial<AppConfig> = {}): { t: TestApp; api: RestClient } {
  const t = testAppForFile({ authRateLimit: { maxPerIp: 10_000, maxPerEmail: 10_000 }, ...overrides });
  return { t, api: restClientForFile(t) };
}

/** The admin's token and two clients: Carla (with a phone) and Óscar. */
export async function adminCarlaAndOscar(t: TestApp) {
  return {
    admin: await t.adminToken(),
    client: await t.signUp({ name: 'Carla Cliente', phone: '305-555-0101' }),
    other: await t.signUp({ name: 'Óscar Otro' }),
  };
}

/** A digest of every application table, to show a refused request changed nothing. */
export async function databaseFingerprint(t: TestApp): Promise<string> {
  const tables: { table_name: string }[] = await t.app.dataSource.query(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('migrations', 'typeorm_metadata')
      ORDER BY table_name`,
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const [row] = await t.app.dataSource.query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${table_name}" t`,
    );
    parts.push(`${table_name}:${row.n}:${row.h}`);
  }
  return parts.join(',');
}

/** Runs `request` and expects the database to be exactly as before. */
export async function expectUnchanged<T>(t: TestApp, request: () => Promise<T>): Promise<T> {
  const before = await databaseFingerprint(t);
  const result = await request();
  expect(await databaseFingerprint(t)).toBe(before);
  return result;
}

export const expectFailure = (res: RestResponse, status: number, message?: string | RegExp) => {
  expect(res.status).toBe(status);
  expect(res.body.success).toBe(false);
  if (typeof message === 'string') expect(res.body.message).toBe(message);
  else if (message) expect(res.body.message).toMatch(message);
};

export interface MountedRouter {
  url: string;
  close(): Promise<void>;
}

/** The REST router alone, on its own port, over the test app's database and schema, with `overrides`. */
export async function mountRestRouter(t: TestApp, overrides: Partial<RestDeps>): Promise<MountedRouter> {
  const app = express();
  app.use(
    '/api',
    restRouter({
      database: () => t.app.dataSource,
      schema: t.app.schema,
      contextFor: t.app.contextFor,
      ...overrides,
    }),
  );
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
