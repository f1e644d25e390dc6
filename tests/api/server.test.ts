import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import { loadConfig, type AppConfig } from '../../server/src/config/env';
import { createTestDatabase } from '../support/database';
import { subscribeTo } from '../support/subscriptions';
import { closeInOrder, startTestApp, type TestApp } from '../support/test-app';

const clientBuilt = fs.existsSync(path.resolve(__dirname, '../../client/dist/index.html'));

describe('one process, one port', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('answers health ok while the database answers', async () => {
    const res = await fetch(`${t.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown /api paths with the JSON envelope', async () => {
    const res = await fetch(`${t.url}/api/no-existe`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false });
  });

  it('keeps CSRF prevention on for GraphQL GETs without a preflight header', async () => {
    const res = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(res.status).toBe(400);
  });

  it.runIf(clientBuilt)('serves the app with an SPA fallback, so reloading a deep link works', async () => {
    const res = await fetch(`${t.url}/client/appointments`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"');
  });

  it.runIf(clientBuilt)('serves our own GraphiQL explorer at GET /graphql, with no CDN', async () => {
    const res = await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.toLowerCase()).toContain('graphiql');
    expect(html).not.toMatch(/https?:\/\/(unpkg|cdn|esm\.sh|embeddable-sandbox)/);
  });
});

describe('configuration', () => {
  it('turns introspection off with GRAPHQL_INTROSPECTION=false', async () => {
    const t = await startTestApp({ introspection: false });
    try {
      const res = await t.gql('{ __schema { queryType { name } } }');
      expect(res.errors?.[0].message).toMatch(/introspection/i);
    } finally {
      await t.close();
    }
  });

  it('suggests no names in its errors with introspection off, over HTTP and over the WebSocket', async () => {
    const typos = ['{ client { id } }', '{ cuts { nombre } }', '{ appointments(status: PENDIENTE) { id } }'];
    const open = await startTestApp();
    const closed = await startTestApp({ introspection: false });
    try {
      const admin = await closed.adminToken();
      for (const typo of typos) {
        expect((await open.gql(typo, {}, await open.adminToken())).errors?.[0].message).toMatch(/Did you mean/);
        const [error] = (await closed.gql(typo, {}, admin)).errors ?? [];
        expect(error.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
        expect(error.message).not.toMatch(/Did you mean|clients|name|PENDING/);
        const overSocket = subscribeTo(closed, admin, typo);
        try {
          const [errors] = (await overSocket.waitFor(() =>
            overSocket.failures.length ? overSocket.failures : undefined,
          )) as { message: string }[][];
          expect(errors[0].message).toBe(error.message);
        } finally {
          await overSocket.close();
        }
      }
    } finally {
      await closeInOrder(open, closed);
    }
  });

  it('listens on the address HOST names, every interface without it', async () => {
    expect(loadConfig({ HOST: '127.0.0.1' }, []).host).toBe('127.0.0.1');
    expect(loadConfig({}, []).host).toBeUndefined();
    const local = await startTestApp({ host: '127.0.0.1' });
    try {
      expect((local.app.httpServer.address() as AddressInfo).address).toBe('127.0.0.1');
    } finally {
      await local.close();
    }
  });

  it('answers health 503 when the database does not answer', async () => {
    const t = await startTestApp();
    try {
      await t.app.dataSource.destroy();
      const res = await fetch(`${t.url}/api/health`);
      expect(res.status).toBe(503);
      expect((await res.json()).status).not.toBe('ok');
    } finally {
      await t.app.close().catch(() => undefined);
      await t.db.drop();
    }
  });

  it('creates admin@barberia.local with a one-time random password when none is configured, once', async () => {
    const t = await startTestApp({ adminEmail: undefined, adminPassword: undefined });
    try {
      expect(t.app.admin).toMatchObject({ email: 'admin@barberia.local', created: true });
      const password = t.app.admin.generatedPassword!;
      expect(password.length).toBeGreaterThanOrEqual(10);
      const token = await t.login('admin@barberia.local', password);
      const me = await t.gql('{ me { role } }', {}, token);
      expect(me.data!.me.role).toBe('ADMIN');
    } finally {
      await t.close();
    }
  });
});

describe('embedded database', () => {
  it('keeps data across a restart and reuses its generated JWT secret', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barberia-embedded-'));
    const config: AppConfig = {
      port: 0,
      dataDir,
      shopTimezone: 'America/New_York',
      introspection: true,
      seedDemo: false,
      clientDist: path.join(dataDir, 'no-client'),
      logLevel: 'silent',
      adminEmail: 'dueno@barberia.test',
      adminPassword: 'clave-segura',
    };
    const first = await createApp(config);
    const port = await first.listen(0);
    const login = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation { login(email: "dueno@barberia.test", password: "clave-segura") { token } }',
      }),
    }).then((r) => r.json());
    const token = login.data.login.token as string;
    await first.close();

    const second = await createApp(config);
    const port2 = await second.listen(0);
    try {
      expect(second.admin.created).toBe(false);
      const me = await fetch(`http://127.0.0.1:${port2}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ me { email role } }' }),
      }).then((r) => r.json());
      expect(me.data.me).toEqual({ email: 'dueno@barberia.test', role: 'ADMIN' });
    } finally {
      await second.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('test database selection', () => {
  it('gives each test file its own clean database', async () => {
    const a = await createTestDatabase();
    const b = await createTestDatabase();
    try {
      expect(a.url).not.toBe(b.url);
    } finally {
      await a.drop();
      await b.drop();
    }
  });
});
