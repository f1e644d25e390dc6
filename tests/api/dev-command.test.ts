import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestDatabase, type TestDatabase } from '../support/database';

const root = path.resolve(__dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The sources `npm run dev` watches, copied so the test can edit them; dependencies are shared. */
function copyOfTheRepository(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'barberia-dev-'));
  const skip = new Set(['node_modules', 'dist', 'data']);
  for (const entry of ['package.json', 'tsconfig.base.json', 'server', 'client', 'common', 'scripts']) {
    fs.cpSync(path.join(root, entry), path.join(copy, entry), {
      recursive: true,
      filter: (source) => !skip.has(path.basename(source)),
    });
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

async function waitFor<T>(what: string, attempt: () => Promise<T | undefined>, output: () => string): Promise<T> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    try {
      const value = await attempt();
      if (value !== undefined) return value;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${what} never happened:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// What a newcomer gets from `npm run dev`: Vite's dev server with hot reload in front of the API server,
// which is recompiled and restarted when its source changes.
describe('npm run dev', () => {
  let db: TestDatabase;
  let repo: string;
  let dev: ChildProcess;
  let output = '';
  let vite: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    repo = copyOfTheRepository();
    const [apiPort, vitePort] = [await freePort(), await freePort()];
    vite = `http://localhost:${vitePort}`;
    dev = spawn(process.execPath, ['scripts/dev.mjs'], {
      cwd: repo,
      env: {
        ...process.env,
        PORT: String(apiPort),
        VITE_PORT: String(vitePort),
        DATABASE_URL: db.url,
        JWT_SECRET: 'dev-test-secret-with-enough-entropy-0123456789',
        LOG_LEVEL: 'silent',
      },
      detached: true,
    });
    dev.stdout!.on('data', (chunk) => (output += chunk));
    dev.stderr!.on('data', (chunk) => (output += chunk));
  }, 30_000);

  afterAll(async () => {
    if (dev?.exitCode === null) {
      const exited = new Promise((resolve) => dev.on('exit', resolve));
      dev.kill('SIGINT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      // Whatever is left of the group (it should be nothing) must not outlive the test.
      try {
        process.kill(-dev.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    if (repo) fs.rmSync(repo, { recursive: true, force: true });
    await db?.drop();
  }, 30_000);

  it('serves the app through Vite with its hot-reload client, and proxies /api and /graphql to the server', async () => {
    const page = await waitFor(
      'Vite serving the app',
      async () => {
        const res = await fetch(`${vite}/`);
        return res.ok ? res.text() : undefined;
      },
      () => output,
    );
    expect(page).toContain('/@vite/client');
    expect((await fetch(`${vite}/@vite/client`)).status).toBe(200);
    // A component is served transformed with React Refresh, ready to be swapped in place.
    const module = await fetch(`${vite}/src/components/ui/button.tsx`);
    expect(module.status).toBe(200);
    expect(await module.text()).toContain('import.meta.hot');

    const health = await waitFor(
      'the API server answering through Vite',
      async () => {
        const res = await fetch(`${vite}/api/health`);
        return res.ok ? res.json() : undefined;
      },
      () => output,
    );
    expect(health).toEqual({ status: 'ok' });
    const graphql = await fetch(`${vite}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await graphql.json()).toEqual({ data: { __typename: 'Query' } });
    // The page's live updates: a WebSocket from Vite's origin, which the server takes for its own.
    const socket = new WebSocket(`${vite.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { origin: vite });
    const opened = await new Promise<'open' | number>((resolve, reject) => {
      socket.once('open', () => resolve('open'));
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.once('error', reject);
    });
    socket.close();
    expect(opened).toBe('open');
  }, 180_000);

  it('recompiles and restarts the server when its source changes', async () => {
    const health = path.join(repo, 'server/src/rest/health.ts');
    fs.writeFileSync(health, fs.readFileSync(health, 'utf8').replace("status: 'ok'", "status: 'ok', edited: true"));
    const body = await waitFor(
      'the edited server answering',
      async () => {
        const res = await fetch(`${vite}/api/health`);
        const json = res.ok ? ((await res.json()) as { edited?: boolean }) : undefined;
        return json?.edited ? json : undefined;
      },
      () => output,
    );
    expect(body).toEqual({ status: 'ok', edited: true });
  }, 180_000);

  it('stops Vite and the server together on Ctrl+C', async () => {
    const exited = new Promise<number | null>((resolve) => dev.on('exit', resolve));
    dev.kill('SIGINT');
    expect(await exited).toBe(0);
    await expect(fetch(`${vite}/`)).rejects.toThrow();
  }, 30_000);
});
