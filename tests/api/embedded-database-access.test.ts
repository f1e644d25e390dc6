import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../server/src/db/embedded-postgres';

const root = path.resolve(__dirname, '../..');
const main = path.join(root, 'server/dist/server/src/main.js');
const template = path.join(root, 'server/dist/embedded-template.tar.gz');
const linux = fs.existsSync('/proc/net/tcp');

/** Every entry under `dir` with its permission bits, as `ls -l` shows them to another user. */
function modes(dir: string): Map<string, number> {
  const found = new Map<string, number>([['.', fs.statSync(dir).mode & 0o777]]);
  for (const entry of fs.readdirSync(dir, { recursive: true }) as string[]) {
    found.set(entry, fs.lstatSync(path.join(dir, entry)).mode & 0o777);
  }
  return found;
}

const kindOf = (dir: string, entry: string) => {
  const stat = fs.lstatSync(path.join(dir, entry));
  return stat.isDirectory() ? 'folder' : stat.isSocket() ? 'socket' : 'file';
};

/** `{ 'folder 700': 27, 'file 600': 1030 }`: what another user would find, grouped. */
function modeSummary(dir: string): Record<string, number> {
  const summary: Record<string, number> = {};
  for (const [entry, mode] of modes(dir)) {
    const key = `${kindOf(dir, entry)} ${mode.toString(8)}`;
    summary[key] = (summary[key] ?? 0) + 1;
  }
  return summary;
}

/** The TCP ports process `pid` listens on (Linux: its socket inodes matched against /proc/net/tcp*). */
function listeningPorts(pid: number): number[] {
  const inodes = new Set<string>();
  for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match) inodes.add(match[1]);
    } catch {
      // closed while we looked
    }
  }
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      // local_address is column 1 ("0100007F:1F90"), st column 3 ("0A" = LISTEN), inode column 9.
      if (columns[3] === '0A' && inodes.has(columns[9])) ports.push(parseInt(columns[1].split(':')[1], 16));
    }
  }
  return [...new Set(ports)].sort((a, b) => a - b);
}

/** `npm start` as the shop runs it: the compiled server on the embedded database in `dataDir`. */
async function startServer(dataDir: string) {
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: '', NODE_ENV: 'production' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start:\n${output}`)), 60_000);
    child.once('exit', () => reject(new Error(`exited:\n${output}`)));
    child.stdout.on('data', () => {
      const match = /lista en (http:\/\/localhost:\d+)/.exec(output);
      if (match && /Administrador/.test(output)) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  return {
    url,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

describe('the embedded database opens to the app alone', () => {
  let parent: string;
  let dataDir: string;
  let server: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    execFileSync('npx', ['tsc', '-p', 'server/tsconfig.build.json'], { cwd: root, stdio: 'ignore' });
    // Open to everyone, as a home or /srv may be: the server makes DATA_DIR itself.
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'barberia-private-'));
    fs.chmodSync(parent, 0o755);
    dataDir = path.join(parent, 'data');
    server = await startServer(dataDir);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(parent, { recursive: true, force: true });
  });

  it.runIf(linux)('listens on no TCP port but its own HTTP one', () => {
    const httpPort = Number(new URL(server.url).port);
    expect(listeningPorts(server.pid)).toEqual([httpPort]);
  });

  it('keeps its database behind a socket in DATA_DIR that only its user may open', async () => {
    const socket = path.join(dataDir, '.s.PGSQL.5432');
    expect(fs.statSync(socket).isSocket()).toBe(true);
    expect(fs.statSync(socket).mode & 0o777).toBe(0o600);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
  });

  it('makes every folder 0700 and every file 0600, mails in the outbox included', async () => {
    const forgot = await fetch(`${server.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@barberia.local' }),
    });
    expect(forgot.status).toBe(200);
    await expect.poll(() => fs.readdirSync(path.join(dataDir, 'outbox')).length, { timeout: 20_000 }).toBe(1);
    const summary = modeSummary(dataDir);
    expect(Object.keys(summary).sort()).toEqual(['file 600', 'folder 700', 'socket 600']);
    expect(summary['file 600']).toBeGreaterThan(900);
  });

  // Checked as root only: another account is what a real intruder is, and only root may become one here.
  it.runIf(linux && process.getuid?.() === 0)(
    'refuses a process of another user wherever the server listens, whatever user and password it gives',
    () => {
      const httpPort = Number(new URL(server.url).port);
      const doors = [
        { host: dataDir },
        ...listeningPorts(server.pid)
          .filter((port) => port !== httpPort)
          .map((port) => ({ host: '127.0.0.1', port })),
      ];
      const attempt = spawnSync(
        process.execPath,
        [
          '-e',
          `const pg = require('pg');
           Promise.all(${JSON.stringify(doors)}.map((door) =>
             new pg.Client({ ...door, user: 'intruso', password: 'x', connectionTimeoutMillis: 5000 }).connect()
               .then(() => 'connected', (error) => error.code ?? error.message)))
             .then((answers) => { console.log(JSON.stringify(answers)); process.exit(0); });`,
        ],
        { cwd: root, uid: 65534, gid: 65534, encoding: 'utf8', timeout: 20_000 },
      );
      expect(JSON.parse(attempt.stdout)).toEqual(doors.map(() => 'EACCES'));
    },
  );

  it('still serves the app on it', async () => {
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: 'ok' });
  });
});

describe('a data directory of an older version', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barberia-older-'));
  });
  afterAll(() => dataDir && fs.rmSync(dataDir, { recursive: true, force: true }));

  it('is made private on start: files left 0666 and folders 0755 become 0600 and 0700', async () => {
    await (await startEmbeddedPostgres(dataDir, template)).stop();
    for (const [entry] of modes(dataDir)) {
      const full = path.join(dataDir, entry);
      fs.chmodSync(full, fs.statSync(full).isDirectory() ? 0o755 : 0o666);
    }
    const embedded = await startEmbeddedPostgres(dataDir, template);
    try {
      expect(modeSummary(dataDir)).toEqual({
        'folder 700': expect.any(Number),
        'file 600': expect.any(Number),
        'socket 600': 1,
      });
    } finally {
      await embedded.stop();
    }
  }, 60_000);
});

describe('one data directory, one process', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barberia-one-'));
  });
  afterAll(() => dataDir && fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second start on the data a running one holds (npm run admin beside npm start)', async () => {
    const running = await startEmbeddedPostgres(dataDir, template);
    try {
      await expect(startEmbeddedPostgres(dataDir, template)).rejects.toThrow(
        `La base embebida de ${dataDir} ya está abierta por otro proceso`,
      );
      const client = new pg.Client({ connectionString: running.url });
      await client.connect();
      expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      await client.end();
    } finally {
      await running.stop();
    }
  }, 60_000);

  it('starts over a socket left behind by a process that was killed', async () => {
    const socket = path.join(dataDir, '.s.PGSQL.5432');
    const holder = spawn(process.execPath, [
      '-e',
      `require('net').createServer().listen(${JSON.stringify(socket)}, () => console.log('ready'))`,
    ]);
    await new Promise((resolve) => holder.stdout.once('data', resolve));
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(fs.existsSync(socket)).toBe(true);
    await expect(
      new Promise((resolve, reject) => net.connect(socket).once('connect', resolve).once('error', reject)),
    ).rejects.toThrow(/ECONNREFUSED/);
    const embedded = await startEmbeddedPostgres(dataDir, template);
    await embedded.stop();
  }, 60_000);
});
