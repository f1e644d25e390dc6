import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const main = path.join(root, 'server/dist/server/src/main.js');
const clientBuilt = fs.existsSync(path.join(root, 'client/dist/index.html'));

// What `npm start` runs: the tsc build, as a separate process, as a newcomer would.
describe('the compiled server', () => {
  beforeAll(() => {
    execFileSync('npx', ['tsc', '-p', 'server/tsconfig.build.json'], { cwd: root, stdio: 'ignore' });
  }, 120_000);

  it('finds the repository root: data in ./data and the client in client/dist', () => {
    const { loadConfig } = createRequire(__filename)(path.join(root, 'server/dist/server/src/config/env.js'));
    const config = loadConfig({}, []);
    expect(config.dataDir).toBe(path.join(root, 'data'));
    expect(config.clientDist).toBe(path.join(root, 'client/dist'));
  });

  it.runIf(clientBuilt || process.env.CI)(
    'serves the app and shuts down cleanly on SIGTERM',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barberia-compiled-'));
      const child = spawn(process.execPath, [main], {
        cwd: root,
        env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: '' },
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      try {
        const url = await new Promise<string>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no start:\n${output}`)), 60_000);
          child.stdout.on('data', () => {
            const match = /lista en (http:\/\/localhost:\d+)/.exec(output);
            if (match && /Administrador/.test(output)) {
              clearTimeout(timer);
              resolve(match[1]);
            }
          });
        });
        expect(output).toMatch(/admin@barberia\.local/);
        const page = await fetch(`${url}/client/appointments`, { headers: { accept: 'text/html' } });
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('<div id="root"');
        expect(await (await fetch(`${url}/api/health`)).json()).toEqual({ status: 'ok' });
      } finally {
        child.kill('SIGTERM');
      }
      expect(await exited).toBe(0);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    90_000,
  );
});
