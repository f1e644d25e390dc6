import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database';

const root = path.resolve(__dirname, '../..');
const probe = path.join(root, 'tests/support/loaded-packages.mjs');
const heavy =
  /node_modules\/(@electric-sql\/pglite|@electric-sql\/pglite-socket|ioredis|graphql-redis-subscriptions)\//;

/** The packages (under node_modules) the compiled server loaded while starting and stopping with this environment. */
function loadedPackages(env: Record<string, string>): string[] {
  const output = execFileSync(process.execPath, [probe], {
    cwd: root,
    env: { ...process.env, JWT_SECRET: 'optional-packages-secret', REDIS_URL: '', ...env },
    encoding: 'utf8',
  });
  const files: string[] = JSON.parse(output.trim().split('\n').at(-1)!);
  return [...new Set(files.map((file) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1] ?? file))];
}

describe('optional parts of the server', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    execFileSync('npx', ['tsc', '-p', 'server/tsconfig.build.json'], { cwd: root, stdio: 'ignore' });
    db = await createTestDatabase();
  }, 120_000);
  afterAll(() => db?.drop());

  it('on DATABASE_URL without REDIS_URL, neither PGlite nor a Redis client is loaded', () => {
    const packages = loadedPackages({ DATABASE_URL: db.url });
    expect(packages).toContain('pg');
    expect(packages.filter((name) => heavy.test(`node_modules/${name}/`))).toEqual([]);
  }, 60_000);

  it('without DATABASE_URL, the embedded database is loaded', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barberia-optional-'));
    try {
      const packages = loadedPackages({ DATABASE_URL: '', DATA_DIR: dataDir, JWT_SECRET: '' });
      expect(packages).toEqual(expect.arrayContaining(['@electric-sql/pglite', '@electric-sql/pglite-socket']));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
