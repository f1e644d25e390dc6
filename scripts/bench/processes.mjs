// Child processes of the bench: the compiled server and the floor, started, awaited and stopped.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { root, serverMain } from '../lib/ensure-built.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Polls until GET /api/health answers 200; resolves with the milliseconds since `since`. */
export async function waitHealthy(url, since, timeoutMs = 60_000) {
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return performance.now() - since;
    } catch {
      // not listening yet
    }
    if (performance.now() - since > timeoutMs) throw new Error(`${url} no respondió en ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The compiled server in production mode, with an IPC channel for the statement counter. */
export async function startServer(env, nodeArgs = []) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, serverMain], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const startMs = await Promise.race([
    waitHealthy(url, started),
    exited.then((code) => Promise.reject(new Error(`el servidor terminó (código ${code}) antes de responder`))),
  ]);
  return {
    url,
    startMs,
    /** Statements sent to Postgres so far (BENCH_SQL_COUNT=1). */
    sqlCount() {
      return new Promise((resolve) => {
        const onMessage = (message) => {
          if (message && typeof message.sqlCount === 'number') {
            child.off('message', onMessage);
            resolve(message.sqlCount);
          }
        };
        child.on('message', onMessage);
        child.send('sql-count');
      });
    },
    /** Resident memory now and at its peak, in MB (Linux /proc). */
    memory() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
      return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function startFloor(databaseUrl) {
  const child = spawn(process.execPath, ['scripts/bench/floor-server.mjs'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const match = /floor listening (\d+)/.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`el servidor suelo terminó (código ${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
