// TypeORM requires pg only when the DataSource is made, after the database is up: loaded with the app instead.
import 'pg';
import { DataSource } from 'typeorm';
import { AfterCommitSubscriber } from './after-commit';
import { entities } from './entities';
import { migrations } from './migrations';

export interface DataSourceOptions {
  url: string;
  /** PGlite serves one session: a single pooled connection keeps transactions apart. */
  poolSize: number;
}

export function createDataSource({ url, poolSize }: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    subscribers: [AfterCommitSubscriber],
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    logging: false,
    extra: { max: poolSize, connectionTimeoutMillis: 10_000 },
  });
}

/** One statement instead of TypeORM's several when every migration already ran (a restart). */
async function migrationsPending(dataSource: DataSource): Promise<boolean> {
  try {
    const rows: { name: string }[] = await dataSource.query('SELECT name FROM migrations');
    const applied = new Set(rows.map((row) => row.name));
    return dataSource.migrations.some((migration) => !applied.has(migration.name ?? migration.constructor.name));
  } catch {
    return true; // no migrations table yet
  }
}

export async function openDatabase(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = createDataSource(options);
  await dataSource.initialize();
  if (await migrationsPending(dataSource)) await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}
