import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../server/src/db/embedded-postgres';

export interface TestDatabase {
  url: string;
  kind: 'postgres' | 'testcontainers' | 'embedded';
  /** Connections the app may pool: PGlite serves one session at a time. */
  poolSize: number;
  drop(): Promise<void>;
}

function dockerAnswers(): boolean {
  if (!process.env.DOCKER_HOST && !fs.existsSync('/var/run/docker.sock')) return false;
  try {
    execFileSync('docker', ['info'], { stdio: 'ignore', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

/** A fresh database per test file: a new one on TEST_DATABASE_URL's server, else a container, else PGlite. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) return freshDatabaseOn(adminUrl, 'postgres');
  if (dockerAnswers()) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:16-alpine').start();
    return {
      url: container.getConnectionUri(),
      kind: 'testcontainers',
      poolSize: 10,
      drop: async () => void (await container.stop()),
    };
  }
  const embedded = await startEmbeddedPostgres(null);
  return { url: embedded.url, kind: 'embedded', poolSize: 1, drop: () => embedded.stop() };
}

async function freshDatabaseOn(adminUrl: string, kind: TestDatabase['kind']): Promise<TestDatabase> {
  const name = `barberia_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind,
    poolSize: 10,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
