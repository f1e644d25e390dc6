import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../server/src/db/embedded-postgres';
import { migrations } from '../../server/src/db/migrations';

const root = path.resolve(__dirname, '../..');
const template = path.join(os.tmpdir(), `barberia-template-${process.pid}.tar.gz`);

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

// A newcomer's first `npm start` on the embedded database begins from the build's template, not from initdb.
describe('the embedded database template', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barberia-template-data-'));

  beforeAll(() => {
    execFileSync('npx', ['tsc', '-p', 'server/tsconfig.build.json'], { cwd: root, stdio: 'ignore' });
    execFileSync(process.execPath, ['server/dist/server/src/scripts/embedded-template.js', template], {
      cwd: root,
      stdio: 'ignore',
    });
  }, 180_000);

  afterAll(() => {
    fs.rmSync(template, { force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives a new data directory every migration already applied', async () => {
    const embedded = await startEmbeddedPostgres(dataDir, template);
    try {
      const applied = await query<{ name: string }>(embedded.url, 'SELECT name FROM migrations ORDER BY id');
      expect(applied.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name));
      await query(embedded.url, `CREATE TABLE kept (note text); INSERT INTO kept VALUES ('sigue aquí')`);
    } finally {
      await embedded.stop();
    }
  }, 60_000);

  it('never replaces a data directory that already holds a database', async () => {
    const embedded = await startEmbeddedPostgres(dataDir, template);
    try {
      expect(await query(embedded.url, 'SELECT note FROM kept')).toEqual([{ note: 'sigue aquí' }]);
    } finally {
      await embedded.stop();
    }
  }, 60_000);
});
